// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import {
  DEMO_ANSWER,
  DEMO_PASSWORD,
  lastMailTo,
  login,
  schema,
  shop,
  startTestServer,
} from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { closedPort, startTestOidcProvider } from '@mise/api/testing-oidc';
import type { TestOidcProvider } from '@mise/api/testing-oidc';
import { COOKIES, createMemoryCookies, createStorefrontState } from '@mise/store';
import { businessTheme, motoTheme, standardTheme } from '@mise/ui';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter } from 'react-router-dom';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type {
  LayoutProps,
  PageProps,
  StorefrontContextValue,
  ThemeDefinition,
} from '../../kit/index.js';
import { createRoutes } from '../../index.js';
import { renderStorefront } from '../../../test/shop.js';

// Every step goes through the real API; on a busy two-core CI machine that can take seconds.
configure({ asyncUtilTimeout: 30_000 });

const Layout = ({ children }: LayoutProps): ReactNode => <main>{children}</main>;
const layouts = {
  default: Layout,
  simple: Layout,
  sample: Layout,
  maintenance: Layout,
  invalidChannel: Layout,
};
const STANDARD: ThemeDefinition = {
  name: 'standard',
  channel: 'standard',
  siteName: 'テストストア',
  tokens: standardTheme,
  layouts,
};
const BUSINESS: ThemeDefinition = {
  name: 'business',
  channel: 'business',
  siteName: 'テストビジネス',
  kind: 'business',
  tokens: businessTheme,
  layouts,
};
const MOTO: ThemeDefinition = {
  name: 'moto',
  channel: 'moto',
  siteName: 'テストモト',
  tokens: motoTheme,
  layouts,
  // The stylist detail is the moto theme's own composition (themes/moto); a stand-in here.
  pages: { stylistDetail: ({ route }: PageProps) => <h1>{route.title}</h1> },
};

let api: RunningTestApp;
/** A real OpenID Connect provider, configured in the API as `line`, and one that is down. */
let idp: TestOidcProvider;

beforeAll(async () => {
  // The API and the provider run in this jsdom tab's process, where the global ArrayBuffer and
  // Uint8Array are jsdom's: the OpenID libraries' `instanceof` checks need Node's, the ones
  // WebCrypto and Buffer hand out.
  globalThis.ArrayBuffer = (await crypto.subtle.digest('SHA-256', new Uint8Array(1)))
    .constructor as ArrayBufferConstructor;
  globalThis.Uint8Array = Object.getPrototypeOf(Buffer) as Uint8ArrayConstructor;
  idp = await startTestOidcProvider(
    new Map([
      [
        'sachiko',
        {
          email: 'sachiko@example.com',
          email_verified: true,
          family_name: '木村',
          given_name: '幸子',
        },
      ],
    ]),
  );
  api = await startTestServer({
    config: {
      oidcProviders: [
        idp.config('line'),
        { ...idp.config('down'), issuer: `http://127.0.0.1:${await closedPort()}` },
      ],
    },
  });
  // jsdom has neither; the storefront's frame uses both (scroll on navigation, toasts).
  window.scrollTo = () => undefined;
  window.matchMedia = (query: string) =>
    ({
      matches: false,
      media: query,
      addEventListener: () => undefined,
      removeEventListener: () => undefined,
    }) as unknown as MediaQueryList;
});
afterAll(async () => {
  await api.close();
  await idp.close();
});
beforeEach(async () => {
  await api.db.delete(schema.loginAttempts);
});
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

/** The storefront in a browser tab: a store, its API client and the data router at `path`. */
async function openShop(
  path: string,
  {
    theme = STANDARD,
    devCodes = false,
    cookies = createMemoryCookies(),
  }: {
    theme?: ThemeDefinition;
    devCodes?: boolean;
    cookies?: ReturnType<typeof createMemoryCookies>;
  } = {},
) {
  const holder: { navigate?: (to: string) => void } = {};
  const { store, api: client } = createStorefrontState({
    api: { baseURL: api.baseURL, channel: theme.channel, events: { log: () => undefined } },
    cookies,
    navigate: (to) => holder.navigate?.(to),
  });
  const ctx: StorefrontContextValue = {
    store,
    api: client,
    theme,
    isServer: false,
    origin: window.location.origin,
    devCodes,
  };
  const router = createMemoryRouter(createRoutes(ctx), { initialEntries: [path] });
  holder.navigate = (to) => void router.navigate(to);
  // The first page's loaders (guards) finish before it renders, as on a page load.
  await new Promise<void>((resolve) => {
    if (router.state.initialized) resolve();
    router.subscribe((state) => {
      if (state.initialized) resolve();
    });
  });
  renderStorefront(ctx, router);
  // No timer between keystrokes: long forms type in jsdom without waiting on the clock.
  return { store, router, cookies, client, user: userEvent.setup({ delay: null }) };
}

/** Cookies of a tab where `loginId` is logged in (as after an earlier visit). */
async function loggedIn(loginId: string, channel = 'standard') {
  const { body } = await login(api.app, channel, loginId, DEMO_PASSWORD);
  return createMemoryCookies({
    [COOKIES.accessToken]: String(body.access_token),
    [COOKIES.tokenExpiresAt]: String(Date.now() + 3_600_000),
  });
}

const pathOf = (router: Awaited<ReturnType<typeof openShop>>['router']) =>
  router.state.location.pathname;

async function mailedCode(to: string, label: string) {
  const mail = await lastMailTo(api.db, to);
  return new RegExp(`${label}: (\\S+)`).exec(mail!.text)![1]!;
}

/** A consumer registered through the API, waiting for the code mailed to `email`. */
async function registerByApi(email: string) {
  const answer = await shop(api.app)({
    method: 'POST',
    url: '/v1/users',
    payload: {
      last_name: '林',
      first_name: '四郎',
      last_name_kana: 'ハヤシ',
      first_name_kana: 'シロウ',
      email,
      postal_code: '1000001',
      prefecture: '東京都',
      city: '千代田区',
      address1: '千代田1-1',
      cell_phone_number: '09033334444',
      is_receive_newsletter: 0,
      password: 'shiro2026',
      password_confirmation: 'shiro2026',
      question_ct: 3,
      answer: '見世小学校',
    },
  });
  expect(answer.statusCode).toBe(201);
}

describe('/login', () => {
  it('logs a member in and goes to my page, which greets them', async () => {
    const { router, user, store } = await openShop('/login/');
    await user.type(await screen.findByLabelText('メールアドレスまたはユーザー名'), 'taro');
    await user.type(screen.getByLabelText('パスワード'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'ログイン' }));

    expect(await screen.findByText('山田 太郎 様')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/mypage/');
    expect(store.getState().auth.isLogin).toBe(true);
    // Every section of my page this shop has, and the way out.
    const menu = screen.getByRole('navigation', { name: 'メニュー' });
    expect(within(menu).getByRole('link', { name: 'パスワードの変更' })).toHaveAttribute(
      'href',
      '/mypage/password/',
    );
    expect(within(menu).queryByRole('link', { name: '採寸データ' })).toBeNull();
    expect(screen.getByRole('link', { name: 'ログアウト' })).toHaveAttribute(
      'href',
      '/mypage/logout/',
    );
  });

  it('shows the server message for a wrong password and keeps what was typed', async () => {
    const { router, user, store } = await openShop('/login/');
    await user.type(await screen.findByLabelText('メールアドレスまたはユーザー名'), 'taro');
    await user.type(screen.getByLabelText('パスワード'), 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));

    expect(
      await screen.findByText('メールアドレス（ユーザー名）またはパスワードが正しくありません'),
    ).toBeInTheDocument();
    expect(screen.getByLabelText('メールアドレスまたはユーザー名')).toHaveValue('taro');
    expect(screen.getByLabelText('パスワード')).toHaveValue('wrong-pass1');
    expect(pathOf(router)).toBe('/login/');
    expect(store.getState().auth.isLogin).toBe(false);
  });

  it('validates before calling the server', async () => {
    const { user } = await openShop('/login/');
    await user.click(await screen.findByRole('button', { name: 'ログイン' }));
    expect(
      await screen.findByText('メールアドレスまたはユーザー名は必須項目です'),
    ).toBeInTheDocument();
    expect(screen.getByText('パスワードは必須項目です')).toBeInTheDocument();
  });

  it('asks a two-step member for the mailed code, shown in an alert in development', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { router, user } = await openShop('/login/', { devCodes: true });
    await user.type(await screen.findByLabelText('メールアドレスまたはユーザー名'), 'hanako');
    await user.type(screen.getByLabelText('パスワード'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'ログイン' }));

    const codeField = await screen.findByLabelText('認証コード');
    const code = await mailedCode('hanako@example.jp', 'ログイン認証コード');
    expect(alert).toHaveBeenCalledWith(`【開発用】確認コード: ${code}`);

    // The API's rule for a mailed code, checked before sending.
    await user.type(codeField, '1'.repeat(21));
    await user.click(screen.getByRole('button', { name: '認証する' }));
    expect(await screen.findByText('認証コードは20文字以内で入力してください')).toBeInTheDocument();
    await user.clear(codeField);
    await user.type(codeField, '000000');
    await user.click(screen.getByRole('button', { name: '認証する' }));
    expect(
      await screen.findByText('認証コードが正しくないか、有効期限が切れています', {
        selector: '[role="alert"] p',
      }),
    ).toBeInTheDocument();

    await user.clear(codeField);
    await user.type(codeField, code);
    await user.click(screen.getByRole('button', { name: '認証する' }));
    expect(await screen.findByText('佐藤 花子 様')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/mypage/');
  });

  it('shows no code outside development', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { user } = await openShop('/login/');
    await user.type(await screen.findByLabelText('メールアドレスまたはユーザー名'), 'hanako');
    await user.type(screen.getByLabelText('パスワード'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByLabelText('認証コード')).toBeInTheDocument();
    expect(alert).not.toHaveBeenCalled();
  });

  it('tells a visitor whose session expired (?re=1) to log in again', async () => {
    await openShop('/login/?re=1');
    expect(
      await screen.findByText('ログインの有効期限が切れました。もう一度ログインしてください。'),
    ).toBeInTheDocument();
  });

  it('goes to the `re` path after logging in', async () => {
    const { router, user } = await openShop('/login/?re=/mypage/password/');
    await user.type(await screen.findByLabelText('メールアドレスまたはユーザー名'), 'taro');
    await user.type(screen.getByLabelText('パスワード'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(pathOf(router)).toBe('/mypage/password/'));
  });

  it('shows the lock message, and the mailed unlock link lifts the lock', async () => {
    for (let i = 0; i < 4; i += 1) await login(api.app, 'moto', 'rider', 'wrong-pass1');
    const { user } = await openShop('/login/', { theme: MOTO });
    await user.type(await screen.findByLabelText('メールアドレスまたはユーザー名'), 'rider');
    await user.type(screen.getByLabelText('パスワード'), 'wrong-pass1');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText(/一時的にログインを制限しています/)).toBeInTheDocument();
    cleanup();

    const mail = await lastMailTo(api.db, 'rider@example.jp');
    const link = /\/login\/unlock\?token=[\w-]+/.exec(mail!.text)![0];
    await openShop(link, { theme: MOTO });
    expect(
      await screen.findByText('アカウントのロックを解除しました。ログインしてください。'),
    ).toBeInTheDocument();
    cleanup();

    await openShop(link, { theme: MOTO });
    expect(
      await screen.findByText('ロック解除のURLが無効か、有効期限が切れています'),
    ).toBeInTheDocument();
  });
});

describe('/login_sync', () => {
  it("logs in with another shop's account, which becomes a member here", async () => {
    const { router, user } = await openShop('/login_sync/', { theme: MOTO });
    const shops = await screen.findByLabelText('ご利用中のショップ');
    expect(within(shops).queryByRole('option', { name: 'Mise モトパーツ' })).toBeNull();
    await user.selectOptions(shops, 'Mise ストア');
    await user.type(screen.getByLabelText('メールアドレスまたはユーザー名'), 'taro@example.jp');
    await user.type(screen.getByLabelText('パスワード'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText('山田 太郎 様')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/mypage/');
    expect((await login(api.app, 'moto', 'taro@example.jp', DEMO_PASSWORD)).status).toBe(200);
  });
});

describe('e-mail verification', () => {
  it('tells a member who has not confirmed the address how to, and the code logs them in', async () => {
    await registerByApi('shiro@example.jp');

    const { router, user } = await openShop('/login/');
    await user.type(
      await screen.findByLabelText('メールアドレスまたはユーザー名'),
      'shiro@example.jp',
    );
    await user.type(screen.getByLabelText('パスワード'), 'shiro2026');
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    expect(await screen.findByText(/メールアドレスの確認が完了していません/)).toBeVisible();

    await user.click(screen.getByRole('link', { name: '確認コードを入力する・再送する' }));
    await waitFor(() => expect(pathOf(router)).toBe('/verify/email/'));
    expect(await screen.findByLabelText('メールアドレス')).toHaveValue('shiro@example.jp');
    await user.click(screen.getByRole('button', { name: '確認コードを再送する' }));
    expect(await screen.findByText(/確認コードをメールでお送りしました/)).toBeVisible();
    await user.type(
      screen.getByLabelText('確認コード'),
      await mailedCode('shiro@example.jp', '確認コード'),
    );
    await user.click(screen.getByRole('button', { name: '確認する' }));
    expect(await screen.findByText('林 四郎 様')).toBeInTheDocument();
  });

  it('confirms the address from the mail link by itself', async () => {
    await registerByApi('goro@example.jp');
    const mail = await lastMailTo(api.db, 'goro@example.jp');
    const link = /\/verify\/email\?email=[^&\s]+&code=\S+/.exec(mail!.text)![0];
    const { router, store } = await openShop(link);
    await waitFor(() => expect(pathOf(router)).toBe('/mypage/'));
    expect(store.getState().auth.isLogin).toBe(true);
  });

  it('/verify: a member whose new address is unconfirmed is sent there, gets a code and confirms it', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const cookies = await loggedIn('buyer', 'business');
    const token = cookies.get(COOKIES.accessToken)!;
    const member = shop(api.app, 'business');
    const profile = (await member({ method: 'GET', url: '/v1/me/user', token })).json().data;
    await member({
      method: 'PUT',
      url: '/v1/me/user',
      token,
      payload: { ...profile, email: 'buyer.new@example.co.jp' },
    });

    // The business shop asks members to confirm their address before anything else.
    const { router, user } = await openShop('/mypage/', {
      theme: BUSINESS,
      cookies,
      devCodes: true,
    });
    await waitFor(() => expect(pathOf(router)).toBe('/verify'));
    await user.click(await screen.findByRole('button', { name: '確認コードを送信する' }));
    expect(await screen.findByText(/確認コードをメールでお送りしました/)).toBeVisible();
    const code = await mailedCode('buyer.new@example.co.jp', '確認コード');
    expect(alert).toHaveBeenCalledWith(`【開発用】確認コード: ${code}`);

    await user.type(screen.getByLabelText('確認コード'), code);
    await user.click(screen.getByRole('button', { name: '確認する' }));
    expect(await screen.findByText('メールアドレスの確認が完了しました')).toBeInTheDocument();
    expect(await screen.findByText('株式会社見世商事 鈴木 一郎 様')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/mypage/');
  });
});

describe('OpenID Connect login', () => {
  it('offers each configured provider on /login; the provider sends the shopper back logged in', async () => {
    const { router, user, client, store } = await openShop('/login/');
    const redirect = vi.spyOn(client.auth, 'oauthRedirect');
    await user.click(await screen.findByRole('button', { name: 'LINEでログイン' }));
    await waitFor(() => expect(redirect).toHaveResolved());
    const { url } = await redirect.mock.results[0]!.value;
    // The browser leaves for the provider (jsdom does not follow); the type waits in the tab.
    expect(new URL(url).origin).toBe(idp.issuer);
    expect(window.sessionStorage.getItem('mise:oauth-type')).toBe('line');

    const query = await idp.signIn(url, 'sachiko');
    await router.navigate(`/oauth/callback?${query.toString()}`);
    expect(await screen.findByText('木村 幸子 様')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/mypage/');
    expect(store.getState().auth.isLogin).toBe(true);
  });

  it('shows why a provider cannot be reached, and the shopper stays on /login', async () => {
    const { router, user } = await openShop('/login/');
    await user.click(await screen.findByRole('button', { name: 'downでログイン' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'ログインサービスに接続できませんでした。しばらくしてからもう一度お試しください',
    );
    expect(pathOf(router)).toBe('/login/');
    expect(screen.getByRole('button', { name: 'LINEでログイン' })).toBeEnabled();
  });
});

describe('/oauth/callback', () => {
  it('explains a callback it cannot finish', async () => {
    await openShop('/oauth/callback?code=a&state=b');
    expect(
      await screen.findByText('ログイン方法を確認できませんでした。もう一度ログインしてください。'),
    ).toBeVisible();
    cleanup();

    await openShop('/oauth/callback?type=nope&code=a&state=b');
    expect(await screen.findByText('このログイン方法は利用できません')).toBeVisible();
    expect(screen.getByRole('link', { name: 'ログイン画面へ' })).toHaveAttribute('href', '/login/');
  });
});

// Each form types some fifteen fields key by key: 20 s on a quiet machine, past 90 s on a busy one.
describe('/register', { timeout: 240_000 }, () => {
  it('registers a consumer, confirms the mailed code on /register/complete and logs in', async () => {
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => undefined);
    const { router, user, store } = await openShop('/register/');
    await user.type(await screen.findByLabelText('姓'), '木村');
    await user.type(screen.getByLabelText('名'), '次郎');
    await user.type(screen.getByLabelText('セイ'), 'きむら');
    await user.type(screen.getByLabelText('メイ'), 'ジロウ');
    await user.type(screen.getByLabelText('メールアドレス'), 'jiro@example.jp');
    await user.type(screen.getByLabelText('パスワード'), 'jiro2026');
    await user.type(screen.getByLabelText('パスワード（確認用）'), 'jiro2026');
    await user.type(screen.getByLabelText('郵便番号'), '100-0001');
    await user.selectOptions(screen.getByLabelText('都道府県'), '東京都');
    await user.type(screen.getByLabelText('市区町村'), '千代田区');
    await user.type(screen.getByLabelText('丁目・番地・号'), '千代田1-1');
    await user.type(screen.getByLabelText('携帯電話番号'), '09011112222');
    await user.selectOptions(screen.getByLabelText('秘密の質問'), '好きな食べ物');
    await user.type(screen.getByLabelText('秘密の質問の答え'), 'カレー');
    await user.click(screen.getByRole('button', { name: '登録する' }));

    await waitFor(() => expect(pathOf(router)).toBe('/register/complete/'));
    expect(
      await screen.findByText(/jiro@example\.jp 宛に確認コードをお送りしました。/),
    ).toBeVisible();
    expect(store.getState().user.pendingEmail).toBe('jiro@example.jp');
    expect(alert).not.toHaveBeenCalled();

    await user.type(
      screen.getByLabelText('確認コード'),
      await mailedCode('jiro@example.jp', '確認コード'),
    );
    await user.click(screen.getByRole('button', { name: '確認する' }));
    expect(await screen.findByText('木村 次郎 様')).toBeInTheDocument();
    expect(pathOf(router)).toBe('/mypage/');
    // Hiragana typed into a kana field became katakana.
    expect(store.getState().user.data).toMatchObject({
      last_name_kana: 'キムラ',
      is_registered_member: true,
      is_email_verified: true,
    });
  });

  it('shows field messages the server sends and keeps the form filled', async () => {
    const { user } = await openShop('/register/');
    await user.type(await screen.findByLabelText('姓'), '木村');
    await user.type(screen.getByLabelText('名'), '三郎');
    await user.type(screen.getByLabelText('セイ'), 'キムラ');
    await user.type(screen.getByLabelText('メイ'), 'サブロウ');
    await user.type(screen.getByLabelText('メールアドレス'), 'saburo@example.jp');
    await user.type(screen.getByLabelText('ユーザー名'), 'taro');
    await user.type(screen.getByLabelText('パスワード'), 'saburo2026');
    await user.type(screen.getByLabelText('パスワード（確認用）'), 'saburo2026');
    await user.type(screen.getByLabelText('郵便番号'), '1000001');
    await user.selectOptions(screen.getByLabelText('都道府県'), '東京都');
    await user.type(screen.getByLabelText('市区町村'), '千代田区');
    await user.type(screen.getByLabelText('丁目・番地・号'), '千代田1-1');
    await user.type(screen.getByLabelText('電話番号'), '0312345678');
    await user.selectOptions(screen.getByLabelText('秘密の質問'), '母親の旧姓');
    await user.type(screen.getByLabelText('秘密の質問の答え'), 'ヤマモト');
    await user.click(screen.getByRole('button', { name: '登録する' }));

    const field = screen.getByLabelText('ユーザー名');
    await waitFor(() =>
      expect(field).toHaveAccessibleDescription(/このユーザー名は既に使用されています/),
    );
    expect(screen.getAllByText('このユーザー名は既に使用されています')).toHaveLength(2);
    expect(screen.getByLabelText('メールアドレス')).toHaveValue('saburo@example.jp');
  });

  it('asks a business shop for the company: 会社名は必須項目です', async () => {
    const { user } = await openShop('/register/', { theme: BUSINESS });
    expect(await screen.findByLabelText('会社名')).toBeInTheDocument();
    expect(screen.getByLabelText('発注者名')).toBeInTheDocument();
    expect(screen.getByLabelText('FAX番号')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登録する' }));
    expect(await screen.findByText('会社名は必須項目です')).toBeInTheDocument();
    expect(screen.getByText('発注者名は必須項目です')).toBeInTheDocument();
    // Focus moves in an effect after the messages' commit: on a busy machine, a moment later.
    await waitFor(() => expect(screen.getByLabelText('会社名')).toHaveFocus());
  });
});

describe('/reminder', () => {
  it('mails a reset link; the answer and a new password log the member in', async () => {
    const { user } = await openShop('/reminder/', { theme: MOTO });
    await user.type(await screen.findByLabelText('メールアドレス'), 'rider@example.jp');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(
      await screen.findByText(/ご登録のメールアドレス宛にご案内をお送りしました/),
    ).toBeVisible();
    cleanup();

    const mail = await lastMailTo(api.db, 'rider@example.jp');
    const link = /\/reminder\/reset\?token=[\w-]+/.exec(mail!.text)![0];
    const tab = await openShop(link, { theme: MOTO });
    expect(await screen.findByText('秘密の質問：はじめて飼ったペットの名前')).toBeVisible();
    await tab.user.type(screen.getByLabelText('秘密の質問の答え'), 'タマ');
    await tab.user.type(screen.getByLabelText('新しいパスワード'), 'rider2030');
    await tab.user.type(screen.getByLabelText('新しいパスワード（確認用）'), 'rider2030');
    await tab.user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect(
      await screen.findByText('秘密の質問の答えが正しくありません', {
        selector: '[role="alert"] p',
      }),
    ).toBeVisible();

    await tab.user.clear(screen.getByLabelText('秘密の質問の答え'));
    await tab.user.type(screen.getByLabelText('秘密の質問の答え'), DEMO_ANSWER);
    await tab.user.click(screen.getByRole('button', { name: 'パスワードを再設定する' }));
    expect(await screen.findByText('高橋 健太 様')).toBeInTheDocument();
    expect(pathOf(tab.router)).toBe('/mypage/');
    expect(tab.store.getState().auth.isLogin).toBe(true);
    expect((await login(api.app, 'moto', 'rider', 'rider2030')).status).toBe(200);
  });

  it('tells the visitor when the link does not work', async () => {
    await openShop('/reminder/reset?token=nope');
    expect(
      await screen.findByText(
        'URLが無効か、有効期限が切れています。もう一度はじめからお手続きください。',
      ),
    ).toBeVisible();
    expect(screen.getByRole('link', { name: 'はじめから手続きする' })).toHaveAttribute(
      'href',
      '/reminder/',
    );
  });

  it('shows the username after the answer to the security question', async () => {
    const { user } = await openShop('/reminder/username/');
    await user.type(await screen.findByLabelText('メールアドレス'), 'taro@example.jp');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByText(/ご案内をお送りしました/)).toBeVisible();
    cleanup();

    const mail = await lastMailTo(api.db, 'taro@example.jp');
    const tab = await openShop(/\/reminder\/username\/reset\?token=[\w-]+/.exec(mail!.text)![0]);
    await tab.user.type(await screen.findByLabelText('秘密の質問の答え'), DEMO_ANSWER);
    await tab.user.click(screen.getByRole('button', { name: 'ユーザー名を確認する' }));
    expect(await screen.findByText('taro')).toBeVisible();
  });
});

describe('my page', () => {
  it('changes the password: a wrong current one is marked on its field, then a flash', async () => {
    const { user } = await openShop('/mypage/password/', { cookies: await loggedIn('taro') });
    await user.type(await screen.findByLabelText('現在のパスワード'), 'wrong-pass1');
    await user.type(screen.getByLabelText('新しいパスワード'), 'taro2030');
    await user.type(screen.getByLabelText('新しいパスワード（確認用）'), 'taro2030');
    await user.click(screen.getByRole('button', { name: '変更する' }));
    await waitFor(() =>
      expect(screen.getByLabelText('現在のパスワード')).toHaveAccessibleDescription(
        '現在のパスワードが正しくありません',
      ),
    );
    expect(screen.getByLabelText('新しいパスワード')).toHaveValue('taro2030');

    await user.clear(screen.getByLabelText('現在のパスワード'));
    await user.type(screen.getByLabelText('現在のパスワード'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: '変更する' }));
    expect(await screen.findByText('パスワードを変更しました')).toBeInTheDocument();
    expect(screen.getByLabelText('新しいパスワード')).toHaveValue('');
    expect((await login(api.app, 'standard', 'taro', 'taro2030')).status).toBe(200);

    // Back to the demo password for the other tests.
    await user.type(screen.getByLabelText('現在のパスワード'), 'taro2030');
    await user.type(screen.getByLabelText('新しいパスワード'), DEMO_PASSWORD);
    await user.type(screen.getByLabelText('新しいパスワード（確認用）'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: '変更する' }));
    await waitFor(() => expect(screen.getByLabelText('現在のパスワード')).toHaveValue(''));
  });

  it('logs out after asking, and goes to /login/', async () => {
    const cookies = await loggedIn('taro');
    const { router, user, store } = await openShop('/mypage/logout/', { cookies });
    expect(await screen.findByText('ログアウトしますか？')).toBeVisible();
    await user.click(screen.getByRole('button', { name: 'ログアウト' }));
    await waitFor(() => expect(pathOf(router)).toBe('/login/'));
    expect(await screen.findByRole('heading', { name: 'ログイン' })).toBeVisible();
    expect(store.getState().auth.isLogin).toBe(false);
    expect(cookies.get(COOKIES.accessToken)).toBeUndefined();
  });

  it('sends a visitor to /login/', async () => {
    const { router } = await openShop('/mypage/');
    await waitFor(() => expect(pathOf(router)).toBe('/login/'));
  });

  it('brings a visitor sent to /login/ from a member page back to it once logged in', async () => {
    const { router, user } = await openShop('/');
    await router.navigate('/mypage/password/?from=menu');
    await waitFor(() => expect(pathOf(router)).toBe('/login/'));
    await user.type(await screen.findByLabelText('メールアドレスまたはユーザー名'), 'taro');
    await user.type(screen.getByLabelText('パスワード'), DEMO_PASSWORD);
    await user.click(screen.getByRole('button', { name: 'ログイン' }));
    await waitFor(() => expect(pathOf(router)).toBe('/mypage/password/'));
    expect(router.state.location.search).toBe('?from=menu');
    expect(await screen.findByRole('heading', { name: 'パスワードの変更' })).toBeVisible();
    // The target is spent: the next back link follows the page's own way back.
    await user.click(screen.getByRole('link', { name: 'マイページに戻る' }));
    await waitFor(() => expect(pathOf(router)).toBe('/mypage/'));
  });
});
