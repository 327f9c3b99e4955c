// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { initCart } from '@mise/store';
import type { ThunkError } from '@mise/store';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  loggedIn,
  openShop as openShopAt,
  prepareWindow,
  TEST_THEMES,
} from '../../../test/shop.js';
import type { LayoutProps, ThemeDefinition } from '../../kit/index.js';
import { useShellParts } from './hooks.js';

// Every step goes through the real API; on a busy two-core CI machine that can take seconds.
configure({ asyncUtilTimeout: 30_000 });

/** A layout that shows its header and footer as the shell parts say (as the themes' do). */
function Layout({ children }: LayoutProps): ReactNode {
  const shell = useShellParts();
  return (
    <>
      {shell.header && <header>ショップのヘッダー</header>}
      <main>{children}</main>
      {shell.footer && <footer>ショップのフッター</footer>}
    </>
  );
}
const layouts = {
  default: Layout,
  simple: Layout,
  sample: Layout,
  maintenance: Layout,
  invalidChannel: Layout,
};
const STANDARD: ThemeDefinition = { ...TEST_THEMES.standard, layouts };
const MOTO: ThemeDefinition = { ...TEST_THEMES.moto, layouts };

let api: RunningTestApp;

beforeAll(async () => {
  api = await startTestServer();
  prepareWindow();
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.delete(schema.loginAttempts);
});
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

/** The shop at `path` in a tab, with `member` logged in. */
async function openShop(
  path: string,
  { theme = STANDARD, member }: { theme?: ThemeDefinition; member?: string } = {},
) {
  const cookies = member ? await loggedIn(api, member, theme.channel) : undefined;
  return openShopAt(api, path, { theme, ...(cookies ? { cookies } : {}) });
}

describe('top page', () => {
  it('shows the layout blocks: banners sized before they load, products, news, categories', async () => {
    await openShop('/');
    const carousel = await screen.findAllByRole('region', { name: /./ });
    expect(carousel.length).toBeGreaterThan(0);
    const banner = document.querySelector('img[src^="/v1/banners/"]')!;
    expect(banner).toHaveAttribute('width');
    expect(banner).toHaveAttribute('height');
    expect(banner).toHaveAttribute('fetchpriority', 'high');
    const recommended = screen.getByRole('list', { name: 'スタッフのおすすめ' });
    expect(within(recommended).getAllByRole('article').length).toBeGreaterThan(0);
    const news = screen.getByRole('list', { name: 'お知らせ' });
    expect(within(news).getAllByRole('link').length).toBeGreaterThan(0);
    expect(screen.getByRole('navigation', { name: 'カテゴリから探す' })).toBeInTheDocument();
  });

  it('opens the welcome popup on the first visit only, and not on other pages', async () => {
    window.localStorage.clear();
    const { user, router, store } = await openShop('/news/');
    await screen.findByRole('heading', { level: 1, name: 'お知らせ' });
    // Not on the news page: the welcome popup is set to open on the top page.
    await waitFor(() => expect(store.getState().popups.status).toBe('loaded'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    await router.navigate('/');
    const popup = await screen.findByRole('dialog', { name: 'はじめての方へ' });
    expect(within(popup).getByText('WELCOME500')).toBeInTheDocument();
    expect(within(popup).getByRole('link', { name: '会員登録する' })).toHaveAttribute(
      'href',
      '/register/',
    );
    await user.click(within(popup).getByRole('button', { name: '閉じる' }));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/');
    cleanup();

    const again = await openShop('/');
    await screen.findByRole('list', { name: 'スタッフのおすすめ' });
    // Shown once per browser: the popups have loaded again, and none opens.
    await waitFor(() => expect(again.store.getState().popups.status).toBe('loaded'));
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});

describe('news', () => {
  it('goes from the list to an article and back', async () => {
    const { user, router } = await openShop('/news/');
    expect(await screen.findByRole('heading', { level: 1, name: 'お知らせ' })).toBeInTheDocument();
    const list = screen.getByRole('list', { name: 'お知らせ一覧' });
    const first = within(list).getAllByRole('link')[0]!;
    const title = first.textContent;
    await user.click(first);
    expect(await screen.findByRole('heading', { level: 1, name: title })).toBeInTheDocument();
    expect(router.state.location.pathname).toMatch(/^\/news\/n\d+\/$/);
    await user.click(screen.getByRole('link', { name: 'お知らせ一覧へ戻る' }));
    expect(await screen.findByRole('list', { name: 'お知らせ一覧' })).toBeInTheDocument();
  });

  it('marks an unread article read when a member opens it', async () => {
    const { store } = await openShop('/news/n002/', { member: 'taro' });
    await screen.findByRole('link', { name: 'お知らせ一覧へ戻る' });
    await expect
      .poll(() => store.getState().news.readIds, { timeout: 10_000 })
      .toContain(String(store.getState().news.details.n002!.id));
  });

  it('shows the 404 page for an unknown article', async () => {
    await openShop('/news/no-such-news/');
    expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
  });
});

describe('FAQ', () => {
  it('groups the questions by category, each answer folded under its question', async () => {
    const { user } = await openShop('/faq/', { theme: MOTO });
    const headings = await screen.findAllByRole('heading', { level: 2 });
    expect(headings.length).toBeGreaterThan(1);
    const question = screen.getAllByRole('button', { expanded: false })[0]!;
    await user.click(question);
    expect(question).toHaveAttribute('aria-expanded', 'true');
  });
});

describe('coupons', () => {
  it('tells a guest to log in to take a coupon', async () => {
    await openShop('/coupon/');
    expect(await screen.findByText('クーポンの獲得にはログインが必要です。')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'クーポンを獲得する' })).toBeNull();
    expect(
      screen.getAllByRole('link', { name: 'ログインしてクーポンを獲得する' })[0],
    ).toHaveAttribute('href', '/login/?re=%2Fcoupon%2F');
  });

  it('lets a member take a coupon on a landing page, which then reads 獲得済み', async () => {
    const { user } = await openShop('/spring-fair/', { member: 'taro' });
    expect(
      await screen.findByRole('heading', { level: 1, name: '春の新生活フェア' }),
    ).toBeInTheDocument();
    const card = screen
      .getAllByRole('article')
      .find((node) => within(node).queryByRole('button', { name: 'クーポンを獲得する' }))!;
    await user.click(within(card).getByRole('button', { name: 'クーポンを獲得する' }));
    expect(await within(card).findByText('獲得済み')).toBeInTheDocument();
    expect(await screen.findByText('クーポンを獲得しました')).toBeInTheDocument();
  });
});

describe('landing and static pages', () => {
  it('sends the browser where a redirecting landing page says', async () => {
    const { router } = await openShop('/entry/');
    expect(router.state.location.pathname).toBe('/register/');
  });

  it('shows a static page in the shop shell', async () => {
    await openShop('/law/');
    expect(
      await screen.findByRole('heading', { level: 1, name: '特定商取引法に基づく表記' }),
    ).toBeInTheDocument();
    expect(screen.getByText('ショップのヘッダー')).toBeInTheDocument();
  });

  it('shows the 404 page for a slug that is neither', async () => {
    await openShop('/no-such-page/');
    expect(await screen.findByText('404 Not Found')).toBeInTheDocument();
  });
});

describe('top landing page (SITE.TOP_LP)', () => {
  /** The standard shop's setting (as an operator would change it). */
  const setSetting = (key: string, value: unknown) =>
    api.db
      .insert(schema.settings)
      .values({ channelId: 'standard', key, value })
      .onConflictDoUpdate({
        target: [schema.settings.channelId, schema.settings.key],
        set: { value },
      });
  afterEach(async () => {
    await setSetting('SITE.TOP_LP.IS_USE', false);
    await setSetting('SITE.TOP_LP.SLUG', 'spring-fair');
  });

  it('on, / is the landing page the slug names, with the header and footer it asks for', async () => {
    await setSetting('SITE.TOP_LP.IS_USE', true);
    await setSetting('SITE.TOP_LP.SLUG', 'beginners');
    await openShop('/');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'はじめての方へ' }),
    ).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'ご注文の流れ' })).toBeInTheDocument();
    // はじめての方へ hides the header and keeps the footer.
    expect(screen.queryByText('ショップのヘッダー')).not.toBeInTheDocument();
    expect(screen.getByText('ショップのフッター')).toBeInTheDocument();
  });

  it('off, or with a slug that is no landing page or one that redirects, / is the top', async () => {
    for (const [isUse, slug] of [
      [false, 'spring-fair'],
      [true, 'no-such-page'],
      [true, 'entry'],
    ] as const) {
      await setSetting('SITE.TOP_LP.IS_USE', isUse);
      await setSetting('SITE.TOP_LP.SLUG', slug);
      const { router } = await openShop('/');
      expect(await screen.findByRole('list', { name: 'スタッフのおすすめ' })).toBeInTheDocument();
      expect(router.state.location.pathname).toBe('/');
      expect(screen.getByText('ショップのヘッダー')).toBeInTheDocument();
      cleanup();
    }
  });
});

describe('sitemap, catalogues, flip-book, popups', () => {
  it('lists the main routes, the categories and the shop pages', async () => {
    await openShop('/sitemap/');
    expect(await screen.findByRole('heading', { name: 'ショップのご案内' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'お知らせ' })).toHaveAttribute('href', '/news/');
    expect(screen.getByRole('link', { name: 'ご利用ガイド' })).toHaveAttribute('href', '/guide/');
  });

  it('offers each printed catalogue through the inquiry form and its digital version', async () => {
    const { user } = await openShop('/catalog-order/', { theme: MOTO });
    const order = (await screen.findAllByRole('link', { name: 'このカタログを請求する' }))[0]!;
    expect(order.getAttribute('href')).toMatch(/^\/contact\/\?catalog=/);
    await user.click(screen.getAllByRole('link', { name: 'デジタルカタログを見る' })[0]!);
    expect(await screen.findByRole('button', { name: '次のページ' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '前のページ' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '次のページ' }));
    expect(screen.getByRole('button', { name: '前のページ' })).toBeEnabled();
  });

  it('previews the popups', async () => {
    await openShop('/popup/');
    expect(
      (await screen.findAllByRole('link', { name: 'このポップアップだけを表示' })).length,
    ).toBeGreaterThan(0);
  });
});

describe('a route change (spec section 2)', () => {
  it('cancels what the page still had pending, which shows no error', async () => {
    const { store, router } = await openShopAt(api, '/contact');
    await screen.findByRole('heading', { level: 1 });
    // The cart's start is slow to go out: it is still pending when the shopper moves on.
    const prototype = XMLHttpRequest.prototype;
    // eslint-disable-next-line @typescript-eslint/unbound-method -- each is called with its request as this
    const { open, send, abort } = prototype;
    const slow = new WeakSet<XMLHttpRequest>();
    const aborted = new WeakSet<XMLHttpRequest>();
    let sent = 0;
    prototype.open = function (this: XMLHttpRequest, method: string, url: string | URL) {
      if (String(url).endsWith('/v1/carts/init')) slow.add(this);
      open.call(this, method, url, true);
    };
    prototype.abort = function (this: XMLHttpRequest) {
      aborted.add(this);
      abort.call(this);
    };
    prototype.send = function (this: XMLHttpRequest, body) {
      if (!slow.has(this)) return send.call(this, body);
      setTimeout(() => {
        // Cancelled meanwhile, the request has nothing left to send.
        if (aborted.has(this)) return;
        sent += 1;
        send.call(this, body);
      }, 300);
    };
    try {
      const starting = store.dispatch(initCart());
      await new Promise((resolve) => setTimeout(resolve, 100));
      await router.navigate('/faq');
      const outcome = await starting;
      expect(outcome.meta.requestStatus).toBe('rejected');
      expect((outcome as { error: ThunkError }).error.cancelled).toBe(true);
      await new Promise((resolve) => setTimeout(resolve, 300));
      expect(sent).toBe(0);
    } finally {
      prototype.open = open;
      prototype.send = send;
      prototype.abort = abort;
    }
    // A cancelled call is ignored: no error toast, which a failed cart start shows otherwise.
    expect(store.getState().flash.items).toEqual([]);
    expect(router.state.location.pathname).toBe('/faq');
  });
});
