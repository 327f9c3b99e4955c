import { UNLIMITED_STOCK } from './ecube.js';
import type { FormatReader, ModelDraft } from './types.js';
import { categoryPath, descriptionOf, keyOf, listOf, wholeNumber } from './values.js';

/** The header cells that tell Shopify's product CSV apart (its older and its 2025 headings). */
export const SHOPIFY_HEADERS = [['Handle', 'URL handle'], ['Title']];

// Shopify renamed the columns of its product CSV in 2025; both exports are read.
const C = {
  handle: ['Handle', 'URL handle'],
  title: ['Title'],
  body: ['Body (HTML)', 'Description'],
  vendor: ['Vendor'],
  category: ['Product Category', 'Product category'],
  type: ['Type'],
  tags: ['Tags'],
  published: ['Published', 'Published on online store'],
  status: ['Status'],
  sku: ['Variant SKU', 'SKU'],
  qty: ['Variant Inventory Qty', 'Inventory quantity'],
  tracker: ['Variant Inventory Tracker', 'Inventory tracker'],
  price: ['Variant Price', 'Price'],
  compare: ['Variant Compare At Price', 'Compare-at price'],
  image: ['Image Src', 'Product image URL'],
  variantImage: ['Variant Image', 'Variant image URL'],
  maker: ['メーカー', 'Maker'],
} as const;
const optionName = (n: number) => [`Option${n} Name`, `Option${n} name`];
const optionValue = (n: number) => [`Option${n} Value`, `Option${n} value`];

/**
 * Shopify's product CSV (商品 › エクスポート): several rows per Handle, the first with the
 * product's columns, each with a variant (Option values, SKU, price) and/or a picture (Image Src).
 */
export const shopifyReader: FormatReader = {
  format: 'shopify',
  // 「すべての価格に税を含める」 is on in a Japanese Shopify store unless the shop changed it.
  taxIncludedByDefault: true,

  modelKeyOf: (record) => record.get(...C.handle),

  startModel(record, line, report) {
    const handle = record.get(...C.handle);
    if (handle === '') report('Handle が入力されていません');
    const name = record.get(...C.title);
    if (name === '') report('Title（商品名）が入力されていません');
    const category = record.get(...C.category) || record.get(...C.type);
    const axisNames = [1, 2, 3]
      .map((n) => record.get(...optionName(n)))
      .filter((value) => value !== '' && value !== 'Title');
    return {
      key: keyOf(handle),
      firstLine: line,
      name,
      description: descriptionOf(record.get(...C.body)),
      searchWords: record.get(...C.type),
      taxRate: 10,
      categories: category ? [categoryPath(category)] : [],
      brand: record.get(...C.vendor) || null,
      maker: record.get(...C.maker) || null,
      tags: listOf(record.get(...C.tags)),
      variantAxis: axisNames.length ? axisNames.join(' / ') : null,
      pictures: [],
      variants: [],
      hidden:
        !['', 'active'].includes(record.get(...C.status).toLowerCase()) ||
        record.get(...C.published).toLowerCase() === 'false',
      bad: false,
    } satisfies ModelDraft;
  },

  addRow(model, record, line, report) {
    const image = record.get(...C.image);
    if (image && !model.pictures.some((picture) => picture.source === image))
      model.pictures.push({ source: image, line });
    const values = [1, 2, 3].map((n) => record.get(...optionValue(n)));
    const isVariant =
      values.some((value) => value !== '') ||
      record.get(...C.sku) !== '' ||
      record.get(...C.price) !== '';
    if (!isVariant) return;
    const sku = record.get(...C.sku);
    const priceCell = record.get(...C.price);
    if (priceCell === '') report('Variant Price（販売価格）が入力されていません');
    const price = wholeNumber(priceCell, '販売価格（Variant Price）', report);
    const compare = wholeNumber(record.get(...C.compare), '通常価格（Compare At Price）', report);
    const tracked = record.get(...C.tracker) !== '' || !record.has(...C.tracker);
    const stock = wholeNumber(record.get(...C.qty), '在庫数（Inventory Qty）', report);
    const labels = values.filter((value) => value !== '' && value !== 'Default Title');
    const position = model.variants.length + 1;
    const code = sku || `${model.key}-${position}`;
    const variantImage = record.get(...C.variantImage);
    model.variants.push({
      line,
      code,
      key: keyOf(code),
      label: labels.length ? labels.join(' / ') : null,
      price: price ?? 0,
      beforePrice: compare !== undefined && price !== undefined && compare > price ? compare : null,
      // Untracked inventory (no Inventory tracker) never runs out in Shopify.
      stock: tracked ? (stock ?? 0) : UNLIMITED_STOCK,
      isShow: true,
      picture: variantImage ? { source: variantImage, line } : null,
    });
  },
};
