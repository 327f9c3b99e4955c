import type { CsvRecord, FormatReader, ModelDraft, PictureRef } from './types.js';
import { categoryPath, descriptionOf, keyOf, listOf, wholeNumber } from './values.js';

/** What EC-CUBE 4's 在庫数無制限フラグ becomes: the shop has no unlimited stock of its own. */
export const UNLIMITED_STOCK = 999_999;

/** The header cells that tell EC-CUBE 4's product CSV (商品CSV) apart. */
export const ECUBE_HEADERS = ['商品ID', '商品名', '販売価格'];

/**
 * EC-CUBE 4's product CSV (商品管理 › 商品CSV出力): one row per product class (規格), rows of one
 * 商品ID together. Column names are those of EC-CUBE's CSV settings (CSV出力項目設定); a column
 * may be missing when the shop switched it off.
 */
export const ecubeReader: FormatReader = {
  format: 'ecube',
  taxIncludedByDefault: false,

  modelKeyOf: (record) => record.get('商品ID'),

  startModel(record, line, report) {
    const id = record.get('商品ID');
    if (id === '') report('商品IDが入力されていません');
    else if (!/^\d+$/.test(id.normalize('NFKC'))) report(`商品IDが数値ではありません（${id}）`);
    const name = record.get('商品名');
    if (name === '') report('商品名が入力されていません');
    const taxRate = wholeNumber(record.get('税率'), '税率', report) ?? 10;
    if (taxRate > 100) report(`税率が大きすぎます（${taxRate}）`);
    const categories = categoriesOf(record);
    const axis = [record.get('規格分類1(名称)'), record.get('規格分類2(名称)')].some(Boolean)
      ? '規格'
      : null;
    return {
      key: keyOf(id.normalize('NFKC'), 'ec-'),
      firstLine: line,
      name,
      description: descriptionOf(record.get('商品説明(詳細)') || record.get('商品説明(一覧)')),
      searchWords: record.get('検索ワード'),
      taxRate,
      categories,
      brand: record.get('ブランド', 'ブランド名') || null,
      maker: record.get('メーカー', 'メーカー名') || null,
      tags: listOf(record.get('タグ(名称)')),
      variantAxis: axis,
      pictures: listOf(record.get('商品画像')).map((source): PictureRef => ({ source, line })),
      variants: [],
      hidden: false,
      bad: false,
    } satisfies ModelDraft;
  },

  addRow(model, record, line, report) {
    const code = record.get('商品コード');
    const price = wholeNumber(record.get('販売価格'), '販売価格', report);
    if (record.get('販売価格') === '') report('販売価格が入力されていません');
    const listPrice = wholeNumber(record.get('通常価格'), '通常価格', report);
    const unlimited = flag(record.get('在庫数無制限フラグ'), '在庫数無制限フラグ', report);
    const stock = wholeNumber(record.get('在庫数'), '在庫数', report);
    if (!unlimited && record.has('在庫数') && record.get('在庫数') === '')
      report('在庫数が入力されていません（無制限なら在庫数無制限フラグを 1 に）');
    const status = record.get('公開ステータス(ID)');
    if (status !== '' && !['1', '2', '3'].includes(status.normalize('NFKC')))
      report(`公開ステータス(ID)は 1（公開）、2（非公開）、3（廃止）のいずれかです（${status}）`);
    const statusName = record.get('公開ステータス(名称)');
    const shown =
      (status === ''
        ? statusName === '' || statusName === '公開'
        : status.normalize('NFKC') === '1') &&
      !flag(record.get('商品削除フラグ'), '商品削除フラグ', report) &&
      !flag(record.get('商品規格削除フラグ'), '商品規格削除フラグ', report);
    const labels = [record.get('規格分類1(名称)'), record.get('規格分類2(名称)')].filter(Boolean);
    const position = model.variants.length + 1;
    model.variants.push({
      line,
      code: code || `${model.key}-${position}`,
      key: keyOf(code || `${model.key}-${position}`),
      label: labels.length ? labels.join(' / ') : null,
      price: price ?? 0,
      beforePrice:
        listPrice !== undefined && price !== undefined && listPrice > price ? listPrice : null,
      stock: unlimited ? UNLIMITED_STOCK : (stock ?? 0),
      isShow: shown,
      picture: null,
    });
  },
};

/** A 0/1 flag column; empty is 0. */
function flag(cell: string, column: string, report: (message: string) => void): boolean {
  const value = cell.normalize('NFKC').trim();
  if (value === '' || value === '0') return false;
  if (value === '1') return true;
  report(`${column}は 0 か 1 です（${cell}）`);
  return false;
}

/**
 * 商品カテゴリ(名称) lists the product's categories by name (a name may be a path with ＞); an
 * export with only the (ID) column names them by number, for the operator to rename.
 */
function categoriesOf(record: CsvRecord): string[][] {
  const names = listOf(record.get('商品カテゴリ(名称)'));
  if (names.length) return names.map(categoryPath).filter((path) => path.length > 0);
  return listOf(record.get('商品カテゴリ(ID)')).map((id) => [`カテゴリ${id}`]);
}
