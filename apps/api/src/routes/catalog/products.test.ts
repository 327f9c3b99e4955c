import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestApp, login, schema, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

type Item = {
  id: number;
  key: string;
  name: string;
  product_price: number;
  product_price_with_tax: number;
  tax_rate: number;
  stock: number;
  is_stock_available: boolean;
  is_favorite: boolean;
  released_at: string;
  review: { average: number; count: number };
  brand: { id: number; key: string } | null;
  maker: { id: number; key: string } | null;
  image: { path: string };
  product_model: { categories: { key: string; name: string; depth: number }[] };
  compatible_models: string[];
  case_quantity: number | null;
  tags: { key: string }[];
};

describe('catalogue: products', () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  let token: string;

  const list = async (query: Record<string, string> = {}, channel = standard) => {
    const res = await channel({ method: 'GET', url: '/v1/products', query });
    return { res, items: res.json<{ data: Item[] }>().data };
  };

  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
    token = String((await login(t.app, 'standard', 'taro', DEMO_PASSWORD)).body.access_token);
  });
  afterAll(() => t.close());

  it('lists 15 products per page with the paging headers', async () => {
    const { res, items } = await list();
    expect(res.statusCode).toBe(200);
    expect(items).toHaveLength(15);
    const total = Number(res.headers['x-total']);
    expect(total).toBeGreaterThan(150);
    expect(res.headers['x-per-page']).toBe('15');
    expect(res.headers['x-current-page']).toBe('1');
    expect(res.headers['x-last-page']).toBe(String(Math.ceil(total / 15)));
    const last = await list({ page: res.headers['x-last-page'] as string });
    expect(last.items.length).toBe(total - 15 * (Math.ceil(total / 15) - 1));
    const past = await list({ page: '999' });
    expect(past.items).toEqual([]);
    expect(past.res.headers['x-total']).toBe(String(total));
  });

  it('answers prices with and without tax, the reduced rate for food', async () => {
    const food = await list({ category: 'food', child: 'true', per: '5' });
    for (const item of food.items) {
      expect(item.tax_rate).toBe(8);
      expect(item.product_price_with_tax).toBe(Math.floor((item.product_price * 108) / 100));
      expect(item.product_model.categories[0]?.name).toBe('食品・飲料');
    }
    const clothes = await list({ category: 'fashion', child: 'true', per: '5' });
    for (const item of clothes.items) {
      expect(item.tax_rate).toBe(10);
      expect(item.product_price_with_tax).toBe(Math.floor((item.product_price * 110) / 100));
    }
  });

  it('finds words across kana, width and case, all words required', async () => {
    const kata = await list({ keyword: 'フライパン' });
    expect(kata.items.length).toBeGreaterThan(0);
    const hira = await list({ keyword: 'ふらいぱん' });
    const half = await list({ keyword: 'ﾌﾗｲﾊﾟﾝ' });
    expect(hira.items.map((item) => item.id)).toEqual(kata.items.map((item) => item.id));
    expect(half.items.map((item) => item.id)).toEqual(kata.items.map((item) => item.id));
    const wide = await list({ keyword: 'ＩＨ対応' });
    const narrow = await list({ keyword: 'ih対応' });
    expect(wide.items.length).toBeGreaterThan(0);
    expect(wide.items.map((item) => item.id)).toEqual(narrow.items.map((item) => item.id));
    // Two words separated by a full-width space: both must match.
    const both = await list({ keyword: 'IH対応　フライパン', per: '100' });
    expect(both.items.length).toBeGreaterThan(0);
    expect(both.items.length).toBeLessThanOrEqual(kata.items.length);
    // A word may match the name or the category (「フライパン」 is also a category name).
    for (const item of both.items) {
      expect(item.name).toContain('IH対応');
      expect(
        `${item.name} ${item.product_model.categories.map((c) => c.name).join(' ')}`,
      ).toContain('フライパン');
    }
    const none = await list({ keyword: 'フライパン 存在しない言葉' });
    expect(none.items).toEqual([]);
    expect(none.res.headers['x-total']).toBe('0');
    // LIKE wildcards are plain characters.
    expect((await list({ keyword: '_' })).items).toEqual([]);
    const percent = await list({ keyword: '%', per: '100' });
    expect(percent.items.length).toBeGreaterThan(0);
    for (const item of percent.items) expect(item.name).toContain('%');
  });

  it('filters by category with its children, maker, brand, tag, price and stock', async () => {
    const top = await list({ category: 'kitchen', child: 'true', per: '100' });
    expect(top.items.length).toBeGreaterThan(20);
    for (const item of top.items)
      expect(item.product_model.categories.map((category) => category.depth)).toEqual([1, 2, 3]);
    // Without child=true only products placed in the category itself (a top one has none).
    expect((await list({ category: 'kitchen' })).items).toEqual([]);
    const leaf = await list({ category: 'frypan' });
    expect(leaf.items.length).toBeGreaterThan(0);
    // Mostly the category's own products; a few models are listed in a second category too.
    expect(leaf.items.some((item) => item.product_model.categories[2]?.key === 'frypan')).toBe(
      true,
    );
    for (const item of leaf.items) expect(item.product_model.categories[0]?.key).toBe('kitchen');

    const [first] = top.items;
    const byMaker = await list({ maker: String(first?.maker?.key), per: '100' });
    for (const item of byMaker.items) expect(item.maker?.key).toBe(first?.maker?.key);
    const byBrand = await list({ brand: String(first?.brand?.id), per: '100' });
    for (const item of byBrand.items) expect(item.brand?.id).toBe(first?.brand?.id);
    const byTag = await list({ tag: 'sale', per: '100' });
    expect(byTag.items.length).toBeGreaterThan(0);
    for (const item of byTag.items) expect(item.tags.map((tag) => tag.key)).toContain('sale');

    const cheap = await list({ price_min: '1000', price_max: '2000', per: '100' });
    expect(cheap.items.length).toBeGreaterThan(0);
    for (const item of cheap.items) {
      expect(item.product_price_with_tax).toBeGreaterThanOrEqual(1000);
      expect(item.product_price_with_tax).toBeLessThanOrEqual(2000);
    }
    const inStock = await list({ in_stock: '1', per: '100' });
    for (const item of inStock.items) expect(item.is_stock_available).toBe(true);
    const all = await list({ per: '1' });
    expect(Number(inStock.res.headers['x-total'])).toBeLessThan(Number(all.res.headers['x-total']));
    expect((await list({ category: 'no-such-category' })).items).toEqual([]);
  });

  it('sorts by newest, price and popularity', async () => {
    const newest = (await list({ sort: 'new', per: '30' })).items.map((item) => item.released_at);
    expect(newest).toEqual([...newest].sort().reverse());
    const up = (await list({ sort: 'price_asc', per: '30' })).items.map(
      (item) => item.product_price_with_tax,
    );
    expect(up).toEqual([...up].sort((a, b) => a - b));
    const down = (await list({ sort: 'price_desc', per: '30' })).items.map(
      (item) => item.product_price_with_tax,
    );
    expect(down).toEqual([...down].sort((a, b) => b - a));
    const reviewed = (await list({ sort: 'review', per: '10' })).items;
    expect(reviewed[0]?.review.average).toBeGreaterThanOrEqual(reviewed[9]?.review.average ?? 0);
    expect((await list({ sort: 'popular' })).res.statusCode).toBe(200);
  });

  it('sorts and filters by the price shown after prices, shown variants or tax rates change', async () => {
    // A model with two shown variants: the list shows (and prices) the first.
    const [model] = await t.db
      .select({ id: schema.productModels.id, taxRate: schema.productModels.taxRate })
      .from(schema.productModels)
      .where(
        and(
          eq(schema.productModels.channelId, 'standard'),
          sql`(select count(*) from products p where p.model_id = ${schema.productModels.id} and p.is_show) >= 2`,
        ),
      )
      .limit(1);
    const variants = await t.db
      .select()
      .from(schema.products)
      .where(and(eq(schema.products.modelId, model!.id), eq(schema.products.isShow, true)))
      .orderBy(schema.products.position, schema.products.id);
    const [first, second] = variants as [(typeof variants)[0], (typeof variants)[0]];
    const cheapest = async () => (await list({ sort: 'price_asc', per: '1' })).items[0];
    const priced = async (yen: number) =>
      (await list({ price_min: String(yen), price_max: String(yen), per: '100' })).items.map(
        (item) => item.key,
      );

    await t.db.update(schema.products).set({ price: 1 }).where(eq(schema.products.id, first.id));
    expect(await cheapest()).toMatchObject({ key: first.key, product_price_with_tax: 1 });
    // Hidden, the first variant no longer prices the model: the second does.
    await t.db
      .update(schema.products)
      .set({ isShow: false })
      .where(eq(schema.products.id, first.id));
    await t.db.update(schema.products).set({ price: 2 }).where(eq(schema.products.id, second.id));
    const withTax = Math.floor((2 * (100 + model!.taxRate)) / 100);
    expect(await cheapest()).toMatchObject({ key: second.key, product_price_with_tax: withTax });
    expect(await priced(withTax)).toContain(second.key);
    // A new tax rate reprices the model at once.
    await t.db
      .update(schema.productModels)
      .set({ taxRate: 100 })
      .where(eq(schema.productModels.id, model!.id));
    expect(await priced(4)).toContain(second.key);
    expect(await priced(withTax)).not.toContain(second.key);
    await t.db
      .update(schema.productModels)
      .set({ taxRate: model!.taxRate })
      .where(eq(schema.productModels.id, model!.id));
    await t.db
      .update(schema.products)
      .set({ price: first.price, isShow: true })
      .where(eq(schema.products.id, first.id));
    await t.db
      .update(schema.products)
      .set({ price: second.price })
      .where(eq(schema.products.id, second.id));
    expect(await priced(Math.floor((first.price * (100 + model!.taxRate)) / 100))).toContain(
      first.key,
    );
  });

  it('lists a model by a variant in stock while its first is sold out, and back once restocked', async () => {
    const [model] = await t.db
      .select({ id: schema.productModels.id })
      .from(schema.productModels)
      .where(
        and(
          eq(schema.productModels.channelId, 'standard'),
          sql`(select count(*) from products p where p.model_id = ${schema.productModels.id} and p.is_show and p.stock > 0) >= 2`,
        ),
      )
      .limit(1);
    const variants = await t.db
      .select()
      .from(schema.products)
      .where(and(eq(schema.products.modelId, model!.id), eq(schema.products.isShow, true)))
      .orderBy(schema.products.position, schema.products.id);
    const [first, second] = variants as [(typeof variants)[0], (typeof variants)[0]];
    // A variant's code finds its model; the card shows the product it opens.
    const card = async () => (await list({ keyword: first.code })).items[0];
    expect(await card()).toMatchObject({ key: first.key });

    await t.db.update(schema.products).set({ stock: 0 }).where(eq(schema.products.id, first.id));
    expect(await card()).toMatchObject({ key: second.key, is_stock_available: true });

    // Every variant sold out: the first is shown again.
    await t.db
      .update(schema.products)
      .set({ stock: 0 })
      .where(eq(schema.products.modelId, model!.id));
    expect(await card()).toMatchObject({ key: first.key, is_stock_available: false });

    for (const variant of variants)
      await t.db
        .update(schema.products)
        .set({ stock: variant.stock })
        .where(eq(schema.products.id, variant.id));
    expect(await card()).toMatchObject({ key: first.key, is_stock_available: true });
  });

  it('refuses bad query values with Japanese messages', async () => {
    const bad: Record<string, string>[] = [
      { sort: 'cheapest' },
      { price_min: 'abc' },
      { page: '0' },
      { per: '1000' },
      { in_stock: 'yes' },
      { keyword: 'あ'.repeat(101) },
      { category: '../etc' },
    ];
    for (const query of bad) {
      const { res } = await list(query);
      expect(res.statusCode, JSON.stringify(query)).toBe(422);
      expect(res.json<{ message: string }>().message).toBe('入力内容に誤りがあります');
    }
    const reversed = await list({ price_min: '5000', price_max: '1000' });
    expect(reversed.res.statusCode).toBe(422);
    expect(reversed.res.json()).toMatchObject({
      errors: { price_max: ['価格の上限は下限以上の金額を指定してください'] },
    });
  });

  it('shows a product with its model, variants, images, categories and reviews', async () => {
    const [row] = await t.db
      .select({ key: schema.products.key, modelId: schema.products.modelId })
      .from(schema.products)
      .innerJoin(schema.productModels, eq(schema.productModels.id, schema.products.modelId))
      .where(
        and(
          eq(schema.products.channelId, 'standard'),
          eq(schema.products.position, 0),
          sql`${schema.productModels.variantAxis} is not null`,
          sql`exists (select 1 from product_reviews r where r.product_id = ${schema.products.id})`,
        ),
      )
      .limit(1);
    const res = await standard({ method: 'GET', url: `/v1/products/${row?.key}` });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{
      data: Item & {
        description: string;
        images: { path: string; width: number; height: number }[];
        specs: { label: string }[];
        category_paths: { name: string }[][];
        product_model: {
          id: number;
          variant_axis: string;
          products: {
            key: string;
            variant_label: string;
            stock: number;
            is_stock_available: boolean;
          }[];
          categories: { name: string }[];
        };
      };
    }>();
    expect(data.key).toBe(row?.key);
    expect(data.product_model.variant_axis).toBeTruthy();
    expect(data.product_model.products.length).toBeGreaterThanOrEqual(2);
    expect(data.product_model.products[0]?.key).toBe(row?.key);
    for (const variant of data.product_model.products) {
      expect(variant.variant_label).toBeTruthy();
      expect(variant.is_stock_available).toBe(variant.stock > 0);
    }
    expect(data.images.length).toBeGreaterThanOrEqual(2);
    expect(data.images[0]).toMatchObject({ width: 800, height: 800 });
    expect(data.images[0]?.path).toBe(`/v1/images/standard/products/${row?.key}/1.png`);
    expect(data.description).toContain('<p>');
    expect(data.specs.map((spec) => spec.label)).toContain('型番');
    expect(data.product_model.categories).toHaveLength(3);
    expect(data.category_paths[0]).toEqual(data.product_model.categories);
    expect(data.review.count).toBeGreaterThan(0);
    expect(data.review.average).toBeGreaterThanOrEqual(1);
    expect(data.is_favorite).toBe(false);

    // A variant has its own key and answers the same model.
    const second = data.product_model.products[1];
    const variant = await standard({ method: 'GET', url: `/v1/products/${second?.key}` });
    expect(
      variant.json<{ data: { key: string; product_model: { id: number } } }>().data,
    ).toMatchObject({
      key: second?.key,
      product_model: { id: data.product_model.id },
    });
  });

  it('answers 404 in Japanese for an unknown product, or one of another shop', async () => {
    const unknown = await standard({ method: 'GET', url: '/v1/products/no-such-product' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: '商品が見つかりませんでした',
      code: 'product_not_found',
    });
    const moto = await list({ per: '1' }, shop(t.app, 'moto'));
    const elsewhere = await standard({ method: 'GET', url: `/v1/products/${moto.items[0]?.key}` });
    // Keys are per shop: the moto key either is unknown here or names a different product.
    if (elsewhere.statusCode === 200)
      expect(elsewhere.json<{ data: Item }>().data.id).not.toBe(moto.items[0]?.id);
    else expect(elsewhere.statusCode).toBe(404);
  });

  it('recommends products and lists accessories from the seed', async () => {
    const [withAccessories] = await t.db
      .select({ key: schema.products.key })
      .from(schema.productRelations)
      .innerJoin(schema.products, eq(schema.products.id, schema.productRelations.productId))
      .where(
        and(
          eq(schema.productRelations.kind, 'accessory'),
          eq(schema.products.channelId, 'standard'),
        ),
      )
      .limit(1);
    const key = String(withAccessories?.key);
    const recommend = await standard({ method: 'GET', url: `/v1/products/${key}/recommend` });
    expect(recommend.statusCode).toBe(200);
    const recommended = recommend.json<{ data: Item[] }>().data;
    expect(recommended.length).toBeGreaterThan(0);
    expect(recommended.map((item) => item.key)).not.toContain(key);
    const accessories = await standard({ method: 'GET', url: `/v1/products/${key}/accessories` });
    expect(accessories.json<{ data: Item[] }>().data.length).toBeGreaterThan(0);
    expect((await standard({ method: 'GET', url: '/v1/products/nope/recommend' })).statusCode).toBe(
      404,
    );
  });

  it('pages reviews newest first and takes a member review once', async () => {
    const { items } = await list({ sort: 'review', per: '1' });
    const product = items[0] as Item;
    const first = await standard({ method: 'GET', url: `/v1/products/${product.key}/reviews` });
    expect(first.statusCode).toBe(200);
    expect(first.headers['x-per-page']).toBe('10');
    const reviews = first.json<{
      data: { created_at: string; rating: number; nickname: string }[];
    }>().data;
    expect(reviews.length).toBe(Math.min(10, product.review.count));
    const dates = reviews.map((review) => review.created_at);
    expect(dates).toEqual([...dates].sort().reverse());

    const post = (
      payload: object,
      auth: string | undefined = token,
      id: string | number = product.id,
    ) => standard({ method: 'POST', url: `/v1/products/${id}/reviews`, payload, token: auth });
    expect((await post({ rating: 5, title: 'a', body: 'b' }, '')).statusCode).toBe(401);
    const invalid = await post({ rating: 6, title: '', body: '' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json()).toMatchObject({
      errors: {
        rating: ['評価を選択してください'],
        title: ['タイトルは必須項目です'],
        body: ['レビュー本文は必須項目です'],
      },
    });
    const created = await post({
      rating: '4',
      title: '使いやすい',
      body: '毎日使っています。',
      nickname: 'たろう',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      data: { product_id: product.id, rating: 4, title: '使いやすい', nickname: 'たろう' },
    });
    const again = await post({ rating: 3, title: 'もう一度', body: '二回目' });
    expect(again.statusCode).toBe(422);
    expect(again.json<{ message: string }>().message).toBe('この商品のレビューは投稿済みです');
    expect((await post({ rating: 3, title: 'x', body: 'y' }, token, 99_999_999)).statusCode).toBe(
      404,
    );

    const after = await standard({ method: 'GET', url: `/v1/products/${product.key}/reviews` });
    expect(after.headers['x-total']).toBe(String(product.review.count + 1));
    expect(after.json<{ data: { title: string }[] }>().data[0]?.title).toBe('使いやすい');
  });

  it('likes and unlikes a product for the member only', async () => {
    const { items } = await list({ per: '2' });
    const key = String(items[1]?.key);
    expect((await standard({ method: 'POST', url: `/v1/products/${key}/likes` })).statusCode).toBe(
      401,
    );
    const liked = await standard({ method: 'POST', url: `/v1/products/${key}/likes`, token });
    expect(liked.json()).toEqual({ result: true, product_id: items[1]?.id, is_favorite: true });
    // Twice is the same as once.
    expect(
      (await standard({ method: 'POST', url: `/v1/products/${key}/likes`, token })).statusCode,
    ).toBe(200);
    const mine = await standard({ method: 'GET', url: `/v1/products/${key}`, token });
    expect(mine.json<{ data: Item }>().data.is_favorite).toBe(true);
    const listed = await standard({
      method: 'GET',
      url: '/v1/products',
      query: { per: '2' },
      token,
    });
    expect(listed.json<{ data: Item[] }>().data[1]?.is_favorite).toBe(true);
    // Someone else's view is not affected.
    expect(
      (await standard({ method: 'GET', url: `/v1/products/${key}` })).json<{ data: Item }>().data
        .is_favorite,
    ).toBe(false);
    const unliked = await standard({ method: 'DELETE', url: `/v1/products/${key}/likes`, token });
    expect(unliked.json()).toMatchObject({ is_favorite: false });
    expect(
      (await standard({ method: 'GET', url: `/v1/products/${key}`, token })).json<{ data: Item }>()
        .data.is_favorite,
    ).toBe(false);
    expect(
      (await standard({ method: 'POST', url: '/v1/products/nope/likes', token })).statusCode,
    ).toBe(404);
  });

  it('sells moto parts by bike maker and model, business goods by the case', async () => {
    const moto = shop(t.app, 'moto');
    const honda = await list({ maker: 'honda', keyword: 'CB400SF', per: '100' }, moto);
    expect(honda.items.length).toBeGreaterThan(0);
    for (const item of honda.items) {
      expect(item.maker?.key).toBe('honda');
      expect(item.compatible_models.join(' ')).toContain('CB400SF');
    }
    const business = await list({ per: '5' }, shop(t.app, 'business'));
    expect(business.items.some((item) => item.case_quantity !== null)).toBe(true);
  });

  it('serves product images itself as PNG pictures with long cache headers', async () => {
    const { items } = await list({ per: '1' });
    const path = String(items[0]?.image.path);
    const image = await t.app.inject({ method: 'GET', url: path });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.headers['cache-control']).toContain('max-age=31536000');
    const png = image.rawPayload;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    // 800 × 800 (the IHDR chunk's width and height).
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([800, 800]);
    const again = await t.app.inject({
      method: 'GET',
      url: path,
      headers: { 'if-none-match': String(image.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    // Same path, same picture; each view of the product is a different one.
    expect((await t.app.inject({ method: 'GET', url: path })).rawPayload.equals(png)).toBe(true);
    const second = await t.app.inject({ method: 'GET', url: path.replace('/1.png', '/2.png') });
    expect(second.statusCode).toBe(200);
    expect(second.rawPayload.equals(png)).toBe(false);
    // The drawn original, lettering and all, stays at .svg (older orders link it).
    const svg = await t.app.inject({ method: 'GET', url: path.replace('/1.png', '/1.svg') });
    expect(svg.headers['content-type']).toContain('image/svg+xml');
    expect(svg.body).toContain('width="800"');
    expect(
      (await t.app.inject({ method: 'GET', url: path.replace('/1.png', '/9.png') })).statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: '/v1/images/standard/products/nope/1.png' }))
        .statusCode,
    ).toBe(404);
    expect(
      (await t.app.inject({ method: 'GET', url: path.replace('/1.png', '/x.png') })).statusCode,
    ).toBe(422);
  });

  it('serves product images as WebP and AVIF at fixed widths, drawn once per width', async () => {
    const { items } = await list({ per: '1' });
    const path = String(items[0]?.image.path);
    const get = (url: string, headers: Record<string, string> = {}) =>
      t.app.inject({ method: 'GET', url, headers });
    const webp = await get(path.replace('/1.png', '/1.webp?w=320'));
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.headers['cache-control']).toContain('immutable');
    expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const avif = await get(path.replace('/1.png', '/1.avif?w=640'));
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    // Each width is its own picture; the smaller one weighs less than the 800-pixel PNG.
    const png160 = await get(path.replace('/1.png', '/1.png?w=160'));
    expect([png160.rawPayload.readUInt32BE(16), png160.rawPayload.readUInt32BE(20)]).toEqual([
      160, 160,
    ]);
    const full = await get(path);
    expect(webp.rawPayload.length).toBeLessThan(full.rawPayload.length / 4);
    // Asked again, the same bytes (the drawing is kept) and a 304 for the browser's copy.
    expect(
      (await get(path.replace('/1.png', '/1.webp?w=320'))).rawPayload.equals(webp.rawPayload),
    ).toBe(true);
    const again = await get(path.replace('/1.png', '/1.webp?w=320'), {
      'if-none-match': String(webp.headers.etag),
    });
    expect(again.statusCode).toBe(304);
    for (const bad of ['/1.webp?w=300', '/1.webp?w=abc', '/1.gif', '/1.svg?w=320']) {
      const res = await get(path.replace('/1.png', bad));
      expect(res.statusCode, bad).toBe(422);
      expect(res.json<{ message: string }>().message).toBe('入力内容に誤りがあります');
    }
    const missing = await get('/v1/images/standard/products/nope/1.webp?w=320');
    expect(missing.statusCode).toBe(404);
    expect(missing.json<{ message: string }>().message).toBe('画像が見つかりませんでした');
  });
});
