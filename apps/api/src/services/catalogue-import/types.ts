export type ImportFormat = 'ecube' | 'shopify';

/** A bad row: its line (the header is line 1, as a spreadsheet numbers rows) and why, in Japanese. */
export type RowIssue = { line: number; message: string };

/** A picture named by a row: a file (relative to the CSV or to --images) or an http(s) URL. */
export type PictureRef = { source: string; line: number };

/** One sellable variant (an EC-CUBE product class, a Shopify variant row). */
export type VariantDraft = {
  line: number;
  code: string;
  key: string;
  label: string | null;
  /** Tax excluded, yen (what products.price holds). */
  price: number;
  beforePrice: number | null;
  stock: number;
  isShow: boolean;
  /** Its own picture (Shopify's Variant Image), shown before the product's. */
  picture: PictureRef | null;
};

/** One product as the shopper sees it (an EC-CUBE 商品ID, a Shopify Handle) and its variants. */
export type ModelDraft = {
  key: string;
  firstLine: number;
  name: string;
  description: string;
  /** Extra words the keyword search should find it by (EC-CUBE 検索ワード). */
  searchWords: string;
  taxRate: number;
  /** Category paths, top first (at most three levels). */
  categories: string[][];
  brand: string | null;
  maker: string | null;
  tags: string[];
  variantAxis: string | null;
  pictures: PictureRef[];
  variants: VariantDraft[];
  /** Not shown at all (Shopify's draft or archived status, Published FALSE). */
  hidden: boolean;
  /** Set once any of its rows is bad: such a model is never written. */
  bad: boolean;
};

/** Column values of one row, by header. */
export type CsvRecord = { get(...names: string[]): string; has(...names: string[]): boolean };

/** How one format's rows become models: rows with the same model key are consecutive. */
export type FormatReader = {
  format: ImportFormat;
  /** Prices in the file include consumption tax (Shopify's Japanese default). */
  taxIncludedByDefault: boolean;
  modelKeyOf(record: CsvRecord): string;
  startModel(record: CsvRecord, line: number, report: (message: string) => void): ModelDraft;
  addRow(
    model: ModelDraft,
    record: CsvRecord,
    line: number,
    report: (message: string) => void,
  ): void;
};
