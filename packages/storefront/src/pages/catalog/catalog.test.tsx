// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { schema, startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { cleanup, configure, screen, waitFor, within } from '@testing-library/react';
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loggedIn, openShop, prepareWindow, TEST_THEMES } from '../../../test/shop.js';

// Every step goes through the real API; on a busy two-core CI machine that can take seconds.
configure({ asyncUtilTimeout: 30_000 });

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

const cardsOf = () =>
  within(screen.getByRole('list', { name: '商品一覧' })).getAllByRole('article');

describe('/product', () => {
  it('lists 15 products a page with links to the other pages', async () => {
    await openShop(api, '/product');
    expect(await screen.findByRole('heading', { level: 1, name: '商品一覧' })).toBeInTheDocument();
    expect(cardsOf()).toHaveLength(15);
    const paging = screen.getByRole('navigation', { name: 'ページ送り' });
    expect(within(paging).getByRole('link', { name: '2' })).toHaveAttribute(
      'href',
      '/product?page=2',
    );
  });

  it('finds products by a Japanese keyword; a price range upside down is refused in Japanese', async () => {
    const { router, user } = await openShop(api, '/product');
    await user.type(await screen.findByLabelText('キーワード'), 'マグカップ');
    await user.click(screen.getByRole('button', { name: 'この条件で探す' }));

    expect(
      await screen.findByRole('heading', { level: 1, name: '「マグカップ」の検索結果' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toBe(
      '?keyword=%E3%83%9E%E3%82%B0%E3%82%AB%E3%83%83%E3%83%97',
    );
    // The word matches names, categories and descriptions: the mugs are among the results.
    const names = cardsOf().map((card) => within(card).getByRole('heading').textContent ?? '');
    expect(names.some((name) => name.includes('マグカップ'))).toBe(true);
    const found = Number(screen.getByText(/^\d+件$/).textContent.replace('件', ''));
    expect(found).toBeLessThan(100);

    // An upper bound below the lower one is refused in Japanese; the typed values stay.
    await user.type(screen.getByLabelText('下限価格（円・税込）'), '３０００');
    await user.type(screen.getByLabelText('上限価格（円・税込）'), '1000');
    await user.click(screen.getByRole('button', { name: 'この条件で探す' }));
    expect(
      await screen.findByText('上限価格は下限価格以上の金額を入力してください'),
    ).toBeInTheDocument();

    expect(router.state.location.search).not.toContain('price');
  });

  it('reads the filters from the URL: the form shows them and the list keeps to them', async () => {
    await openShop(
      api,
      '/product?keyword=%E3%82%AB%E3%83%83%E3%83%97&price_min=3000&price_max=5000',
    );
    expect(await screen.findByLabelText('上限価格（円・税込）')).toHaveValue('5000');
    expect(screen.getByLabelText('キーワード')).toHaveValue('カップ');
    const cards = cardsOf();
    expect(cards.length).toBeGreaterThan(0);
    for (const card of cards) {
      const price = Number(within(card).getByText(/^¥/).textContent.replace(/[^\d]/g, ''));
      expect(price).toBeGreaterThanOrEqual(3000);
      expect(price).toBeLessThanOrEqual(5000);
    }
  });

  it('narrows by category from the tree; the category becomes the heading and the trail', async () => {
    const { user, router } = await openShop(api, '/product');
    const tree = await screen.findByRole('navigation', { name: 'カテゴリ' });
    await user.click(within(tree).getByRole('link', { name: /^キッチン・日用品/ }));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'キッチン・日用品' }),
    ).toBeInTheDocument();
    expect(router.state.location.search).toMatch(/^\?category=\d+$/);
    expect(within(tree).getByRole('link', { current: 'page' })).toHaveTextContent(
      'キッチン・日用品',
    );
    expect(cardsOf().length).toBeGreaterThan(0);
  });

  it('says so when nothing matches', async () => {
    await openShop(
      api,
      '/product?keyword=%E5%AD%98%E5%9C%A8%E3%81%97%E3%81%AA%E3%81%84%E5%95%86%E5%93%81',
    );
    expect(await screen.findByText('条件に合う商品が見つかりませんでした')).toBeInTheDocument();
    expect(screen.getByText('0件')).toBeInTheDocument();
  });
});

type Variant = {
  key: string;
  name: string;
  product_price_with_tax: number;
  is_stock_available: boolean;
};

/** The first product of a search in a shop (the demo data), as its first variant in stock. */
async function productOf(keyword: string, channel = 'standard') {
  const get = async <T,>(url: string) =>
    (await api.app.inject({ method: 'GET', url, headers: { 'x-channel': channel } })).json<T>();
  const list = await get<{ data: { key: string }[] }>(
    `/v1/products?keyword=${encodeURIComponent(keyword)}&in_stock=1`,
  );
  const detail = await get<{ data: { product_model: { products: Variant[] } } }>(
    `/v1/products/${list.data[0]!.key}`,
  );
  return detail.data.product_model.products.find((variant) => variant.is_stock_available)!;
}

describe('/product/{key}', () => {
  it('shows the product: tax-inclusive price, stock, variants, and the cart button puts it in the cart', async () => {
    const product = await productOf('マグカップ');
    const { router, user } = await openShop(api, `/product/${product.key}`);
    expect(
      await screen.findByRole('heading', { level: 1, name: product.name }),
    ).toBeInTheDocument();
    expect(
      screen.getAllByText(`¥${product.product_price_with_tax.toLocaleString('ja-JP')}`)[0],
    ).toBeVisible();
    expect(screen.getAllByText('税込').length).toBeGreaterThan(0);
    expect(screen.getByText(/^(在庫あり|残りわずか)/)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'カートに入れる' }));
    expect(await screen.findByText('カートに商品を追加しました')).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'カートを見る' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/cart'));
    expect(
      await screen.findByRole('link', { name: new RegExp(`^${product.name}`) }),
    ).toBeInTheDocument();
  });

  it('a sold-out product says so, cannot go in the cart, and points to variants in stock', async () => {
    const get = async <T,>(url: string) =>
      (
        await api.app.inject({ method: 'GET', url, headers: { 'x-channel': 'standard' } })
      ).json<T>();
    const list = await get<{ data: { key: string }[] }>('/v1/products?per=60');
    let soldOut: Variant | undefined;
    for (const { key } of list.data) {
      const detail = await get<{ data: { key: string; product_model: { products: Variant[] } } }>(
        `/v1/products/${key}`,
      );
      const own = detail.data.product_model.products.find((variant) => variant.key === key)!;
      if (
        !own.is_stock_available &&
        detail.data.product_model.products.some((v) => v.is_stock_available)
      ) {
        soldOut = own;
        break;
      }
    }
    await openShop(api, `/product/${soldOut!.key}`);
    await screen.findByRole('heading', { level: 1, name: soldOut!.name });
    expect(screen.getByRole('button', { name: '在庫切れ' })).toBeDisabled();
    expect(screen.getByText(/^ほかの.+には在庫があります。$/)).toBeInTheDocument();
  });

  it('answers an unknown product with the 404 page', async () => {
    await openShop(api, '/product/no-such-product');
    expect(await screen.findByText('お探しのページが見つかりませんでした。')).toBeInTheDocument();
  });

  it('a guest is asked to log in to review; a member posts a review checked by the shop rules', async () => {
    const product = await productOf('ボールペン', 'business');
    await openShop(api, `/product/${product.key}`, { theme: TEST_THEMES.business });
    expect(await screen.findByRole('link', { name: 'ログイン' })).toHaveAttribute(
      'href',
      `/login/?re=${encodeURIComponent(`/product/${product.key}`)}`,
    );
    cleanup();

    const { user } = await openShop(api, `/product/${product.key}`, {
      theme: TEST_THEMES.business,
      cookies: await loggedIn(api, 'buyer', 'business'),
    });
    const form = await screen.findByRole('form', { name: 'レビューを書く' });
    await user.click(within(form).getByRole('button', { name: '投稿する' }));
    expect(await within(form).findByText('評価を選択してください')).toBeInTheDocument();
    expect(within(form).getByText('タイトルは必須項目です')).toBeInTheDocument();

    await user.click(within(form).getByLabelText('★★★★☆'));
    await user.type(within(form).getByLabelText(/^タイトル/), '書きやすい');
    await user.type(
      within(form).getByLabelText(/^レビュー本文/),
      'インクがかすれず、事務所で重宝しています。',
    );
    await user.click(within(form).getByRole('button', { name: '投稿する' }));
    expect(
      await screen.findByText('レビューを投稿しました。ありがとうございます。'),
    ).toBeInTheDocument();
    const reviews = screen.getByRole('region', { name: 'レビュー' });
    expect(within(reviews).getByRole('heading', { name: '書きやすい' })).toBeInTheDocument();
  });

  it('records the view: the product shows among the recently viewed on the next product page', async () => {
    const first = await productOf('ヘルメット', 'moto');
    const second = await productOf('グローブ', 'moto');
    const { router } = await openShop(api, `/product/${first.key}`, {
      theme: TEST_THEMES.moto,
      cookies: await loggedIn(api, 'rider', 'moto'),
    });
    await screen.findByRole('heading', { level: 1, name: first.name });
    await router.navigate(`/product/${second.key}`);
    await screen.findByRole('heading', { level: 1, name: second.name });
    const recent = await screen.findByRole('region', { name: '最近チェックした商品' });
    expect(within(recent).getByRole('link', { name: first.name })).toBeInTheDocument();
    expect(within(recent).queryByRole('link', { name: second.name })).toBeNull();
  });
});

describe('/brand and /maker', () => {
  it('lists every brand by reading, each opening its products', async () => {
    await openShop(api, '/brand');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'ブランド一覧' }),
    ).toBeInTheDocument();
    const jump = screen.getByRole('navigation', { name: '行で移動' });
    expect(within(jump).getAllByRole('link').length).toBeGreaterThan(0);
    const [link] = screen
      .getAllByRole('link', { name: /.+/ })
      .filter((a) => a.getAttribute('href')?.startsWith('/product?brand='));
    expect(link).toBeDefined();
  });

  it('lists the makers; a maker page shows its profile and products; an unknown one is 404', async () => {
    const { user } = await openShop(api, '/maker');
    expect(
      await screen.findByRole('heading', { level: 1, name: 'メーカー一覧' }),
    ).toBeInTheDocument();
    const maker = screen
      .getAllByRole('link')
      .find((a) => a.getAttribute('href')?.startsWith('/maker/'))!;
    const name = maker.textContent;
    await user.click(maker);
    expect(await screen.findByRole('heading', { level: 1, name })).toBeInTheDocument();
    expect(screen.getByRole('heading', { level: 2, name: `${name}の商品` })).toBeInTheDocument();
    cleanup();
    await openShop(api, '/maker/no-such-maker');
    expect(await screen.findByText('お探しのページが見つかりませんでした。')).toBeInTheDocument();
  });
});

describe('my page lists', () => {
  it('search history: a search is recorded, listed and deleted', async () => {
    const cookies = await loggedIn(api, 'taro');
    const { user, router } = await openShop(api, '/product', { cookies });
    await user.type(await screen.findByLabelText('キーワード'), '包丁');
    await user.click(screen.getByRole('button', { name: 'この条件で探す' }));
    await screen.findByRole('heading', { level: 1, name: '「包丁」の検索結果' });
    await router.navigate('/mypage/product_search_history');
    const word = await screen.findByRole('link', { name: '包丁' });
    expect(word).toHaveAttribute('href', '/product?keyword=%E5%8C%85%E4%B8%81');
    const total = screen.getByText(/^全\d+件$/).textContent;
    await user.click(screen.getByRole('button', { name: '検索キーワード「包丁」を削除' }));
    await waitFor(() => expect(screen.queryByRole('link', { name: '包丁' })).toBeNull());
    expect(screen.queryByText(total)).toBeNull();
  });

  it('product history and bookmarks list the products with a delete button each', async () => {
    const product = await productOf('タンブラー');
    const cookies = await loggedIn(api, 'taro');
    const opened = Date.now();
    const { user, router } = await openShop(api, `/product/${product.key}`, { cookies });
    await user.click(await screen.findByRole('button', { name: 'ブックマークに追加' }));
    expect(await screen.findByText('ブックマークに追加しました')).toBeInTheDocument();
    // The view is posted once the login check is done; leaving the page before that would
    // cancel it (every route change cancels pending requests).
    await waitFor(async () => {
      const views = await api.db.select().from(schema.productHistories);
      expect(views.some((view) => view.viewedAt.getTime() >= opened - 1000)).toBe(true);
    });

    await router.navigate('/mypage/bookmark');
    expect(await screen.findByRole('link', { name: product.name })).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: `${product.name}を削除` }));
    expect(await screen.findByText('お気に入りに登録した商品はありません。')).toBeInTheDocument();

    await router.navigate('/mypage/product_history');
    expect(await screen.findByRole('link', { name: product.name })).toBeInTheDocument();
  });
});
