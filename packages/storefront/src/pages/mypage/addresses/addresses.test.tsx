// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { and, eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { COOKIES } from '@mise/store';
import { loggedIn, openShop, prepareWindow } from '../../../../test/shop.js';

// Every step goes through the real API; on a busy two-core CI machine that can take seconds.
configure({ asyncUtilTimeout: 30_000 });

let api: RunningTestApp;
let taroId: number;
const saved: string[] = [];

const HEADING =
  '登録名,姓,名,セイ,メイ,会社名,郵便番号,都道府県,市区町村,丁目・番地・号,建物名・部屋番号,電話番号,携帯電話番号,いつものお届け先,いつもの依頼主';
const csv = (rows: string[]) =>
  new File([`\uFEFF${[HEADING, ...rows].join('\r\n')}\r\n`], 'お届け先.csv', {
    type: 'text/csv',
  });

beforeAll(async () => {
  api = await startTestServer();
  prepareWindow();
  URL.createObjectURL = () => 'blob:addresses';
  URL.revokeObjectURL = () => undefined;
  HTMLAnchorElement.prototype.click = function (this: HTMLAnchorElement) {
    saved.push(this.download);
  };
  const taro = await api.db.query.users.findFirst({
    where: (u, { and: both, eq: is }) => both(is(u.channelId, 'standard'), is(u.username, 'taro')),
  });
  taroId = taro!.id;
});
afterAll(() => api.close());
beforeEach(async () => {
  await api.db.delete(schema.loginAttempts);
  // Each test starts from the own address alone.
  await api.db
    .delete(schema.userAddresses)
    .where(and(eq(schema.userAddresses.userId, taroId), eq(schema.userAddresses.divisionCt, 2)));
  await api.db
    .update(schema.userAddresses)
    .set({ isDefault: true, isSenderDefault: true })
    .where(eq(schema.userAddresses.userId, taroId));
});
afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

async function openBook(path = '/mypage/address') {
  return openShop(api, path, { cookies: await loggedIn(api, 'taro') });
}

/** taro's cart holding one product of the standard shop, as a product page would leave it. */
async function memberCart() {
  const cookies = await loggedIn(api, 'taro');
  const product = await api.db.query.products.findFirst({
    where: (p, { and: both, eq: is, gte }) =>
      both(is(p.channelId, 'standard'), is(p.isShow, true), gte(p.stock, 30)),
  });
  const headers = {
    'x-channel': 'standard',
    'content-type': 'application/json',
    authorization: `Bearer ${cookies.get(COOKIES.accessToken)}`,
  };
  const init = await fetch(`${api.baseURL}/v1/carts/init`, {
    method: 'POST',
    headers,
    body: JSON.stringify({}),
  });
  const { data } = (await init.json()) as { data: { token: string } };
  const added = await fetch(`${api.baseURL}/v1/carts/products/add`, {
    method: 'PATCH',
    headers,
    body: JSON.stringify({
      token: data.token,
      products: [{ product_key: product!.key, quantity: 1 }],
    }),
  });
  expect(added.status).toBe(200);
  cookies.set(COOKIES.cartToken, data.token);
  return cookies;
}

describe('/mypage/address', () => {
  it('lists the own address with its badges, the count against the limit and the notice', async () => {
    await openBook();
    const list = await screen.findByRole('list', { name: 'お届け先一覧' });
    const own = within(list).getByRole('listitem', { name: '山田 太郎様' });
    expect(within(own).getByText('ご本人の住所')).toBeInTheDocument();
    expect(within(own).getByText('いつものお届け先')).toBeInTheDocument();
    expect(within(own).getByText('いつもの依頼主')).toBeInTheDocument();
    expect(within(own).getByText(/〒100-0005 東京都千代田区丸の内1-1-1/)).toBeInTheDocument();
    expect(within(own).getByText('ご本人の住所は削除できません')).toBeInTheDocument();
    expect(within(own).queryByRole('button', { name: /削除/ })).toBeNull();
    expect(screen.getByText(/登録件数/)).toHaveTextContent('登録件数 1件／最大20件');
    expect(await screen.findByText('お届け先の登録について')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: '新しいお届け先を追加する' })).toHaveAttribute(
      'href',
      '/mypage/address/add',
    );
  });

  it('adds an address with the postal code fill, edits it, makes it the default and deletes it', async () => {
    const { user, router } = await openBook('/mypage/address/add');
    const form = await screen.findByRole('form', { name: 'お届け先' });
    const inForm = within(form);
    await user.type(inForm.getByLabelText('登録名'), '実家');
    await user.type(inForm.getByLabelText('姓'), '佐藤');
    await user.type(inForm.getByLabelText('名'), '一郎');
    await user.type(inForm.getByLabelText('セイ'), 'サトウ');
    await user.type(inForm.getByLabelText('メイ'), 'イチロウ');
    await user.type(inForm.getByLabelText('郵便番号'), '5300001');
    // The postal code filled the prefecture and the city.
    await waitFor(() => expect(inForm.getByLabelText('都道府県')).toHaveValue('大阪府'));
    expect(inForm.getByLabelText('市区町村')).toHaveValue('大阪市北区梅田');
    await user.type(inForm.getByLabelText('丁目・番地・号'), '1-1-1');
    // Neither phone: the rule of spec section 5 says one of them is required.
    await user.click(inForm.getByRole('button', { name: 'お届け先を登録する' }));
    expect((await inForm.findAllByText('いずれかは必須項目です')).length).toBeGreaterThan(0);
    await user.type(inForm.getByLabelText('携帯電話番号'), '09011112222');
    await user.click(inForm.getByRole('button', { name: 'お届け先を登録する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/address'));

    const list = await screen.findByRole('list', { name: 'お届け先一覧' });
    const row = await within(list).findByRole('listitem', { name: '実家' });
    expect(within(row).getByText(/〒530-0001 大阪府大阪市北区梅田1-1-1/)).toBeInTheDocument();
    expect(screen.getByText(/登録件数/)).toHaveTextContent('登録件数 2件／最大20件');

    // Edit: the form holds the saved values; a server error keeps what was typed.
    await user.click(within(row).getByRole('link', { name: '実家を編集' }));
    const edit = within(await screen.findByRole('form', { name: 'お届け先' }));
    expect(edit.getByLabelText('郵便番号')).toHaveValue('530-0001');
    await user.clear(edit.getByLabelText('登録名'));
    await user.type(edit.getByLabelText('登録名'), '大阪の実家');
    await user.click(edit.getByRole('button', { name: '変更を保存する' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/mypage/address'));
    const renamed = await screen.findByRole('listitem', { name: '大阪の実家' });

    await user.click(
      within(renamed).getByRole('button', { name: '大阪の実家をいつものお届け先にする' }),
    );
    await waitFor(() => expect(within(renamed).getByText('いつものお届け先')).toBeInTheDocument());
    const own = screen.getByRole('listitem', { name: '山田 太郎様' });
    expect(within(own).queryByText('いつものお届け先')).toBeNull();

    await user.click(within(renamed).getByRole('button', { name: '大阪の実家を削除' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'お届け先の削除' });
    expect(dialog).toHaveTextContent('「大阪の実家」');
    await user.click(within(dialog).getByRole('button', { name: 'キャンセル' }));
    expect(screen.getByRole('listitem', { name: '大阪の実家' })).toBeInTheDocument();
    await user.click(within(renamed).getByRole('button', { name: '大阪の実家を削除' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', { name: '削除する' }),
    );
    await waitFor(() => expect(screen.queryByRole('listitem', { name: '大阪の実家' })).toBeNull());
    // The own address took the default back.
    expect(
      within(screen.getByRole('listitem', { name: '山田 太郎様' })).getByText('いつものお届け先'),
    ).toBeInTheDocument();
  });

  it('disables adding at the limit with a Japanese message', async () => {
    await api.db
      .insert(schema.settings)
      .values({ channelId: 'standard', key: 'USER_ADDRESS.LIMIT', value: 1 });
    try {
      await openBook();
      const add = await screen.findByRole('button', { name: '新しいお届け先を追加する' });
      expect(add).toBeDisabled();
      expect(screen.getByText(/お届け先は1件まで登録できます/)).toBeInTheDocument();
      expect(screen.getByText(/登録件数/)).toHaveTextContent('登録件数 1件／最大1件');
    } finally {
      await api.db
        .delete(schema.settings)
        .where(
          and(
            eq(schema.settings.channelId, 'standard'),
            eq(schema.settings.key, 'USER_ADDRESS.LIMIT'),
          ),
        );
    }
  });

  it('exports the CSV, previews an import with per-row errors and imports a valid file', async () => {
    const { user } = await openBook();
    await user.click(
      await screen.findByRole('button', { name: 'CSVダウンロード（Excel用・Shift_JIS）' }),
    );
    expect(await screen.findByText('ダウンロードが完了しました')).toBeInTheDocument();
    expect(saved.at(-1)).toMatch(/^お届け先_\d{8}\.csv$/);

    const input = screen.getByLabelText('CSVファイルから取り込む');
    await user.upload(
      input,
      csv([
        '会社,鈴木,花子,スズキ,ハナコ,,530-0001,大阪府,大阪市北区,梅田1-1-1,,0661234567,,,',
        '誤り,鈴木,花子,suzuki,ハナコ,,abc,大阪府,大阪市北区,梅田1-1-1,,0661234567,,,',
      ]),
    );
    const table = await screen.findByRole('table', { name: '取り込むお届け先の確認' });
    expect(within(table).getByText('3行目')).toBeInTheDocument();
    const errors = within(table).getByRole('list', { name: '3行目のエラー' });
    expect(errors).toHaveTextContent('セイは全角カタカナで入力してください');
    expect(errors).toHaveTextContent('郵便番号は郵便番号の形式で入力してください');
    expect(screen.getByRole('button', { name: '取り込む（1件）' })).toBeDisabled();

    await user.upload(
      input,
      csv(['会社,鈴木,花子,スズキ,ハナコ,,530-0001,大阪府,大阪市北区,梅田1-1-1,,0661234567,,,']),
    );
    const ok = await screen.findByRole('button', { name: '取り込む（1件）' });
    await waitFor(() => expect(ok).toBeEnabled());
    await user.click(ok);
    expect(await screen.findByText('1件のお届け先を取り込みました')).toBeInTheDocument();
    expect(await screen.findByRole('listitem', { name: '会社' })).toBeInTheDocument();
    expect(screen.queryByRole('table', { name: '取り込むお届け先の確認' })).toBeNull();
  });

  it('deletes every address but the own one after a confirmation', async () => {
    for (const nickname of ['A', 'B'])
      await api.db.insert(schema.userAddresses).values({
        userId: taroId,
        nickname,
        lastName: '鈴木',
        firstName: '花子',
        lastNameKana: 'スズキ',
        firstNameKana: 'ハナコ',
        postalCode: '5300001',
        prefecture: '大阪府',
        city: '大阪市北区',
        address1: '梅田1-1-1',
        phoneNumber: '0661234567',
      });
    const { user } = await openBook();
    await screen.findByRole('listitem', { name: 'A' });
    await user.click(screen.getByRole('button', { name: 'すべて削除する' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'お届け先の一括削除' });
    expect(dialog).toHaveTextContent('ご本人の住所を除く2件');
    await user.click(within(dialog).getByRole('button', { name: 'すべて削除する' }));
    await waitFor(() => expect(screen.queryByRole('listitem', { name: 'A' })).toBeNull());
    expect(screen.getByRole('listitem', { name: '山田 太郎様' })).toBeInTheDocument();
  });

  it('is the list checkout offers (the default first), and an address saved in checkout joins it', async () => {
    await api.db
      .update(schema.userAddresses)
      .set({ isDefault: false })
      .where(eq(schema.userAddresses.userId, taroId));
    const [other] = await api.db
      .insert(schema.userAddresses)
      .values({
        userId: taroId,
        nickname: '別宅',
        lastName: '鈴木',
        firstName: '花子',
        lastNameKana: 'スズキ',
        firstNameKana: 'ハナコ',
        postalCode: '5300001',
        prefecture: '大阪府',
        city: '大阪市北区',
        address1: '梅田1-1-1',
        phoneNumber: '0661234567',
        isDefault: true,
      })
      .returning();
    const { user, router } = await openShop(api, '/cart/shipping-select', {
      cookies: await memberCart(),
    });
    const choice = await screen.findByLabelText('登録済みのお届け先');
    expect(within(choice).getAllByRole('option')).toHaveLength(3);
    expect(
      within(choice).getByRole('option', { name: /^鈴木 花子.*［いつものお届け先］$/ }),
    ).toBeInTheDocument();
    expect(choice).toHaveValue(String(other!.id));

    await user.click(screen.getByRole('link', { name: '新しいお届け先を入力する' }));
    const form = within(await screen.findByRole('form', { name: 'お届け先' }));
    await user.type(form.getByLabelText('姓'), '佐藤');
    await user.type(form.getByLabelText('名'), '次郎');
    await user.type(form.getByLabelText('セイ'), 'サトウ');
    await user.type(form.getByLabelText('メイ'), 'ジロウ');
    await user.type(form.getByLabelText('郵便番号'), '1500001');
    await waitFor(() => expect(form.getByLabelText('都道府県')).toHaveValue('東京都'));
    await user.type(form.getByLabelText('丁目・番地・号'), '1-2-3');
    await user.type(form.getByLabelText('電話番号'), '0398765432');
    await user.click(form.getByLabelText('アドレス帳に保存する'));
    await user.click(form.getByRole('button', { name: 'このお届け先に届ける' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart/shipping-select'));

    await router.navigate('/mypage/address');
    const saved = await screen.findByRole('listitem', { name: '佐藤 次郎様' });
    expect(within(saved).getByText(/〒150-0001 東京都渋谷区神宮前1-2-3/)).toBeInTheDocument();
  });
});
