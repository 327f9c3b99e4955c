import { expect, test } from '../fixtures.js';
import { apiUrl, SHOPS, shopUrl } from '../shops.js';

/** A word each demo shop has a category and products for (typed in part, as shoppers do). */
const WORDS = {
  standard: { typed: 'マグ', category: 'マグカップ' },
  business: { typed: 'ボールペ', category: 'ボールペン' },
  moto: { typed: 'ヘルメッ', category: 'ヘルメット' },
} as const;

type Listed = { key: string; name: string; compatible_models: string[] };

for (const shop of SHOPS) {
  test(`${shop.theme}: the header search suggests categories and products, and Enter lists the matches`, async ({
    page,
    request,
  }) => {
    const base = shopUrl(shop);
    const { typed, category } = WORDS[shop.theme];
    await page.goto(`${base}/`);
    const field = page.getByRole('combobox', { name: 'キーワードで商品を探す' });
    await field.click();
    await field.pressSequentially(typed);
    const listbox = page.getByRole('listbox', { name: '検索候補' });
    await expect(listbox).toBeVisible();
    await expect(
      listbox
        .getByRole('group', { name: 'カテゴリ' })
        .getByRole('option', { name: category, exact: true })
        .first(),
    ).toBeVisible();
    const products = listbox.getByRole('group', { name: '商品' }).getByRole('option');
    // The first products the list itself finds for the word (names, categories, codes).
    const listed = (await (
      await request.get(`${apiUrl}/v1/products?keyword=${encodeURIComponent(typed)}&per=5`, {
        headers: { 'x-channel': shop.channel },
      })
    ).json()) as { data: Listed[] };
    await expect(products.first()).toHaveText(listed.data[0]!.name);

    // Enter without a chosen suggestion searches the word: the list shows its matches.
    await field.press('Enter');
    await expect(page).toHaveURL(`${base}/product?keyword=${encodeURIComponent(typed)}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(`「${typed}」の検索結果`);
    const results = page.getByRole('list', { name: '商品一覧' }).getByRole('article');
    await expect(results.first()).toBeVisible();
    await expect(results.first()).toContainText(listed.data[0]!.name);

    // Back at the header: the word is a recent search, and a category is picked by keyboard.
    const again = page.getByRole('combobox', { name: 'キーワードで商品を探す' });
    await again.fill('');
    await again.press('ArrowDown');
    await expect(
      listbox.getByRole('group', { name: '最近の検索' }).getByRole('option', { name: typed }),
    ).toBeVisible();
    await again.pressSequentially(typed);
    const option = listbox
      .getByRole('group', { name: 'カテゴリ' })
      .getByRole('option', {
        name: category,
      })
      .first();
    await expect(option).toBeVisible();
    await expect(again).toHaveAttribute('aria-expanded', 'true');
    while ((await option.getAttribute('aria-selected')) !== 'true') await again.press('ArrowDown');
    await again.press('Enter');
    await expect(page).toHaveURL(/\/product\?category=\d+$/);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(category);
  });
}

test('header search works without JavaScript as a plain form', async ({ browser }) => {
  const context = await browser.newContext({ javaScriptEnabled: false });
  const page = await context.newPage();
  const shop = SHOPS[0];
  await page.goto(`${shopUrl(shop)}/`);
  await page.getByRole('combobox', { name: 'キーワードで商品を探す' }).fill('マグカップ');
  await page
    .getByRole('search', { name: '商品検索' })
    .getByRole('button', { name: '検索' })
    .click();
  await expect(page).toHaveURL(/\/product\?keyword=/);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText('「マグカップ」の検索結果');
  await context.close();
});

test('header search at 360 px: the field and its suggestions fit the screen', async ({ page }) => {
  await page.setViewportSize({ width: 360, height: 740 });
  const shop = SHOPS[2];
  await page.goto(`${shopUrl(shop)}/`);
  const field = page.getByRole('combobox', { name: 'キーワードで商品を探す' });
  await field.click();
  await field.pressSequentially('ヘルメッ');
  const listbox = page.getByRole('listbox', { name: '検索候補' });
  await expect(listbox.getByRole('option').first()).toBeVisible();
  for (const box of [await field.boundingBox(), await listbox.boundingBox()]) {
    expect(box!.x).toBeGreaterThanOrEqual(0);
    expect(box!.x + box!.width).toBeLessThanOrEqual(360);
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(360);
});

test('moto: 車種から探す narrows the parts to those that fit the bike', async ({
  page,
  request,
}) => {
  const shop = SHOPS[2];
  const base = shopUrl(shop);
  const headers = { 'x-channel': shop.channel };
  const models = (await (
    await request.get(`${apiUrl}/v1/vehicles?maker=honda`, { headers })
  ).json()) as { data: { id: number; name: string; years: number[] }[] };
  const bike = models.data.find((row) => row.name === 'CB400SF')!;

  await page.goto(`${base}/`);
  // The form's code loads as the shopper reaches for it (here: the first choice); a maker chosen
  // before it has come is kept, and fills the models' select once it has.
  await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
  const form = page.getByRole('form', { name: '車種から探す' });
  await form.locator('select[name=vehicle_maker]').selectOption({ label: 'ホンダ' });
  await form.locator('select[name=vehicle]').selectOption({ label: 'CB400SF' });
  await form.locator('select[name=vehicle_year]').selectOption({ label: `${bike.years[2]}年式` });
  await form.getByRole('button', { name: 'この車種で探す' }).click();
  await expect(page).toHaveURL(
    `${base}/product?vehicle_maker=honda&vehicle=${bike.id}&vehicle_year=${bike.years[2]}`,
  );

  const fitting = (await (
    await request.get(`${apiUrl}/v1/products?vehicle=${bike.id}&vehicle_year=${bike.years[2]}`, {
      headers,
    })
  ).json()) as { data: Listed[] };
  expect(fitting.data.length).toBeGreaterThan(0);
  for (const item of fitting.data) expect(item.compatible_models).toContain('ホンダ CB400SF');
  const cards = page.getByRole('list', { name: '商品一覧' }).getByRole('article');
  await expect(cards).toHaveCount(fitting.data.length);
  for (const item of fitting.data.slice(0, 3))
    await expect(cards.filter({ hasText: item.name }).first()).toBeVisible();
  // The list's form still shows the bike, so the shopper can change the year.
  const listForm = page.getByRole('form', { name: '車種から探す' });
  await expect(listForm.locator('select[name=vehicle]')).toHaveValue(String(bike.id));

  // Other shops do not offer it.
  await page.goto(`${shopUrl(SHOPS[0])}/product`);
  await expect(page.getByRole('form', { name: '車種から探す' })).toHaveCount(0);
});
