import { createServer } from 'node:http';
import type { Server } from 'node:http';
import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { rowsOf } from '../../db/client.js';
import { createTestApp, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import { detectEncoding, importCatalogue, ImportError, UNLIMITED_STOCK } from './index.js';

const FIXTURES = fileURLToPath(new URL('./fixtures/', import.meta.url));
const IMAGES = path.join(FIXTURES, 'images');

type Item = {
  key: string;
  name: string;
  product_price: number;
  product_price_with_tax: number;
  tax_rate: number;
  stock: number;
  brand: { key: string; name: string } | null;
  maker: { key: string; name: string } | null;
};
type Detail = Item & {
  description: string;
  images: { path: string }[];
  category_paths: { key: string; name: string }[][];
  tags: { name: string }[];
  product_model: {
    variant_axis: string | null;
    categories: { key: string; name: string }[];
    products: {
      key: string;
      code: string;
      variant_label: string | null;
      product_price: number;
      product_price_with_tax: number;
      before_price: number | null;
      stock: number;
      image: { path: string };
    }[];
  };
};

/** Every catalogue table's row count and its rows' versions (xmin changes with any update). */
async function snapshot(t: TestApp) {
  const tables = [
    'categories',
    'brands',
    'makers',
    'tags',
    'product_models',
    'product_model_categories',
    'product_model_tags',
    'products',
    'catalog_pictures',
    'product_pictures',
  ];
  const state: Record<string, unknown> = {};
  for (const table of tables)
    state[table] = rowsOf<{ n: number; v: string }>(
      await t.db.execute(
        sql`select count(*)::int as n, coalesce(string_agg(xmin::text, ',' order by xmin::text), '') as v from ${sql.identifier(table)}`,
      ),
    )[0];
  return state;
}

describe('catalogue import', () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  let server: Server;
  let hits: Map<string, number>;
  let work: string;
  let shopifyFile: string;

  const detail = async (key: string) => {
    const res = await standard({ method: 'GET', url: `/v1/products/${key}` });
    return { status: res.statusCode, body: res.json<{ data: Detail }>().data };
  };
  const list = async (query: Record<string, string>) =>
    (await standard({ method: 'GET', url: '/v1/products', query })).json<{ data: Item[] }>().data;

  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
    // Picture URLs of the Shopify fixture come from this server: no test reaches the internet.
    hits = new Map();
    server = createServer((request, response) => {
      const name = path.basename(request.url ?? '');
      hits.set(name, (hits.get(name) ?? 0) + 1);
      readFile(path.join(IMAGES, name)).then(
        (bytes) => response.writeHead(200, { 'content-type': 'image/png' }).end(bytes),
        () => response.writeHead(404).end(),
      );
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    work = await mkdtemp(path.join(tmpdir(), 'mise-import-'));
    shopifyFile = path.join(work, 'shopify.csv');
    const text = await readFile(path.join(FIXTURES, 'shopify.csv'), 'utf8');
    await writeFile(
      shopifyFile,
      text.replaceAll('http://pictures.test/', `http://127.0.0.1:${port}/`),
    );
  });
  afterAll(async () => {
    server.close();
    await rm(work, { recursive: true, force: true });
    await t.close();
  });

  it('loads the EC-CUBE 4 export (Shift_JIS) as the shop shows seeded products', async () => {
    const file = path.join(FIXTURES, 'ecube-sjis.csv');
    expect(await detectEncoding(file)).toBe('cp932');
    const report = await importCatalogue(t.db, { file, channelId: 'standard', imagesDir: IMAGES });
    expect(report.issues).toEqual([]);
    expect(report).toMatchObject({
      format: 'ecube',
      encoding: 'cp932',
      rows: 12,
      models: 6,
      variants: 12,
      writtenModels: 6,
      writtenVariants: 12,
    });

    const [dorayaki] = await list({ keyword: '抹茶どら焼き' });
    expect(dorayaki).toMatchObject({
      key: 'mc-dora-5',
      name: '抹茶どら焼き（5個入）',
      product_price: 1200,
      tax_rate: 8,
      product_price_with_tax: 1296,
      stock: 30,
      maker: { name: '京菓子 山城屋' },
    });
    const dora = (await detail('mc-dora-5')).body;
    expect(dora.images).toHaveLength(2);
    expect(dora.product_model.categories.map((c) => c.name)).toEqual(['食品', '和菓子']);
    expect(dora.tags.map((tag) => tag.name)).toEqual(['新商品']);
    expect(dora.product_model.products[0]).toMatchObject({ before_price: 1500 });
    // The imported photo is served where the drawn pictures are, in the shop's square.
    const picture = await t.app.inject({ url: dora.images[1]!.path });
    expect(picture.statusCode).toBe(200);
    expect(picture.headers['content-type']).toBe('image/png');
    const webp = await t.app.inject({
      url: `${dora.images[0]!.path.replace('.png', '.webp')}?w=320`,
    });
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(
      (await t.app.inject({ url: dora.images[1]!.path.replace('2.png', '3.png') })).statusCode,
    ).toBe(404);

    const towel = (await detail('imb-ft-wh')).body;
    expect(towel.product_model.variant_axis).toBe('規格');
    expect(
      towel.product_model.products.map((p) => [p.code, p.variant_label, p.product_price, p.stock]),
    ).toEqual([
      ['IMB-FT-WH', '白', 1800, 10],
      ['IMB-FT-NV', '紺', 1800, 0],
      ['IMB-FT-KN', '生成り', 1800, 5],
    ]);
    expect(towel.description).toBe('<p>やわらかく吸水性の高い今治タオルです。</p><p>綿100%。</p>');
    const mug = (await detail('arita-mug-ai-s')).body;
    expect(
      mug.product_model.products.map((p) => [p.variant_label, p.product_price, p.stock]),
    ).toEqual([
      ['藍 / 小', 2400, UNLIMITED_STOCK],
      ['藍 / 大', 2800, 4],
      ['朱 / 小', 2400, 7],
      ['朱 / 大', 2800, 2],
    ]);
    expect(mug.product_model.categories.map((c) => c.name)).toEqual([
      'キッチン',
      '食器',
      'マグカップ',
    ]);
    const kyusu = (await detail('nanbu-kyusu-06')).body;
    expect(kyusu.product_price).toBe(12_000);
    expect(kyusu.description).toBe('<p>岩手・盛岡の職人が仕上げた鉄瓶。</p>');
    // 公開ステータス 2 (非公開): not shown anywhere.
    expect((await detail('proto-yunomi')).status).toBe(404);

    // The category, maker and tag pages list them like any product.
    const mugCategory = mug.product_model.categories[2]!.key;
    expect((await list({ category: mugCategory })).map((item) => item.key)).toEqual([
      'arita-mug-ai-s',
    ]);
    expect((await list({ keyword: '盛岡' })).map((item) => item.key)).toEqual(['nanbu-kyusu-06']);
    expect((await list({ keyword: '備長炭' })).map((item) => item.key)).toEqual(['bincho-1kg']);
    const makerKey = dorayaki!.maker!.key;
    expect((await list({ maker: makerKey })).map((item) => item.key)).toEqual(['mc-dora-5']);
  });

  it('changes nothing when the same file is imported again', async () => {
    const before = await snapshot(t);
    const report = await importCatalogue(t.db, {
      file: path.join(FIXTURES, 'ecube-sjis.csv'),
      channelId: 'standard',
      imagesDir: IMAGES,
    });
    expect(report.issues).toEqual([]);
    expect(await snapshot(t)).toEqual(before);
  });

  it("loads Shopify's export, prices with tax, pictures fetched once", async () => {
    const report = await importCatalogue(t.db, { file: shopifyFile, channelId: 'standard' });
    expect(report.issues).toEqual([]);
    expect(report).toMatchObject({
      format: 'shopify',
      encoding: 'utf8',
      rows: 10,
      models: 5,
      variants: 9,
    });
    expect(report.picturesFetched).toBe(7);

    const sencha = (await detail('sencha-100')).body;
    expect(sencha).toMatchObject({
      name: '有機煎茶 やぶきた',
      product_price: 1000,
      product_price_with_tax: 1100,
      brand: { name: '茶の木村園' },
    });
    expect(sencha.images).toHaveLength(3);
    expect(sencha.product_model.variant_axis).toBe('容量');
    expect(
      sencha.product_model.products.map((p) => [
        p.variant_label,
        p.product_price_with_tax,
        p.before_price,
      ]),
    ).toEqual([
      ['100g', 1100, null],
      ['200g', 2090, 2000],
    ]);
    // Shopify's taxonomy path keeps its two top levels and its leaf.
    expect(sencha.product_model.categories.map((c) => c.name)).toEqual([
      'Food, Beverages & Tobacco',
      'Beverages',
      'Green Tea',
    ]);
    expect(sencha.tags.map((tag) => tag.name).sort()).toEqual(['お茶', '有機']);
    const tote = (await detail('tote-bk-m')).body;
    expect(tote.product_model.variant_axis).toBe('カラー / サイズ');
    expect(tote.product_model.products.map((p) => p.variant_label)).toEqual([
      '生成り / M',
      '生成り / L',
      'ブラック / M',
      'ブラック / L',
    ]);
    // A variant's own picture comes first: the black bag's first picture is the black one.
    const black = await t.app.inject({ url: tote.images[0]!.path.replace('.png', '.webp') });
    const kinari = await t.app.inject({
      url: (await detail('tote-kn-m')).body.images[0]!.path.replace('.png', '.webp'),
    });
    expect(black.statusCode).toBe(200);
    expect(black.rawPayload.equals(kinari.rawPayload)).toBe(false);
    expect((await detail('washi-stickers-1')).status).toBe(404);
    expect((await detail('washi-sticker-10')).body.stock).toBe(999_999);
    expect((await detail('furoshiki-draft')).status).toBe(404);
    expect((await detail('hinoki-board-36')).body.product_model.variant_axis).toBeNull();

    // Again: nothing changes and no picture is fetched a second time.
    const before = await snapshot(t);
    const again = await importCatalogue(t.db, { file: shopifyFile, channelId: 'standard' });
    expect(again.issues).toEqual([]);
    expect(again.picturesFetched).toBe(0);
    expect(await snapshot(t)).toEqual(before);
    expect([...hits.values()].every((n) => n === 1)).toBe(true);
  });

  it('reports bad rows by line in Japanese and writes nothing', async () => {
    const before = await snapshot(t);
    const file = path.join(FIXTURES, 'ecube-bad.csv');
    const options = { file, channelId: 'standard', imagesDir: IMAGES };
    const report = await importCatalogue(t.db, options);
    expect(report.issues).toEqual([
      { line: 3, message: '販売価格が数値ではありません（千円）' },
      { line: 4, message: '商品名が入力されていません' },
      { line: 5, message: '在庫数がマイナスです（-3）' },
      { line: 6, message: '商品コード「GOOD-1」が 2 行目と重複しています' },
      { line: 7, message: '商品画像「missing.png」が見つかりません' },
      {
        line: 8,
        message: '公開ステータス(ID)は 1（公開）、2（非公開）、3（廃止）のいずれかです（9）',
      },
    ]);
    expect(report.writtenModels).toBe(0);
    expect(await snapshot(t)).toEqual(before);
    expect((await detail('good-1')).status).toBe(404);

    const dry = await importCatalogue(t.db, { ...options, dryRun: true });
    expect(dry.issues).toEqual(report.issues);
    expect(await snapshot(t)).toEqual(before);

    // --partial commits the good products only.
    const partial = await importCatalogue(t.db, { ...options, partial: true });
    expect(partial).toMatchObject({ writtenModels: 2, writtenVariants: 2 });
    expect((await detail('good-1')).body.name).toBe('よい商品 湯のみ');
    expect((await detail('good-2')).status).toBe(200);
    expect((await detail('neg-stock')).status).toBe(404);
  });

  it("reads Shopify's 2025 headings and reports progress", async () => {
    const file = path.join(work, 'shopify-2025.csv');
    await writeFile(
      file,
      [
        'URL handle,Title,Description,Vendor,Product category,Type,Tags,Published on online store,Status,SKU,Option1 name,Option1 value,Price,Compare-at price,Inventory tracker,Inventory quantity,Product image URL',
        'yuzu-ponzu,柚子ぽん酢 300ml,<p>高知県産の柚子果汁。</p>,高知の醸造所,Food > Condiments,調味料,,TRUE,active,PONZU-300,Title,Default Title,649,,shopify,40,',
      ].join('\n'),
    );
    const seen: number[] = [];
    const report = await importCatalogue(t.db, {
      file,
      channelId: 'standard',
      onProgress: ({ rows }) => seen.push(rows),
    });
    expect(report.issues).toEqual([]);
    expect(seen.at(-1)).toBe(1);
    const ponzu = (await detail('ponzu-300')).body;
    expect(ponzu).toMatchObject({ product_price: 590, product_price_with_tax: 649, stock: 40 });
  });

  it('refuses a file of neither format', async () => {
    const file = path.join(work, 'other.csv');
    await writeFile(file, 'name,price\nりんご,100\n');
    await expect(importCatalogue(t.db, { file, channelId: 'standard' })).rejects.toThrow(
      ImportError,
    );
    // Shift_JIS read as UTF-8 has no heading the import knows.
    await expect(
      importCatalogue(t.db, {
        file: path.join(FIXTURES, 'ecube-sjis.csv'),
        channelId: 'standard',
        encoding: 'utf8',
      }),
    ).rejects.toThrow('見出し行から形式を判別できません');
    await expect(importCatalogue(t.db, { file, channelId: 'nowhere' })).rejects.toThrow(
      'ショップ「nowhere」がありません',
    );
  });
});
