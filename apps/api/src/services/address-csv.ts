import { addressBookSchema, collectErrors } from '@mise/validation';
import { CsvError, parse } from 'csv-parse/sync';
import { stringify } from 'csv-stringify/sync';
import iconv from 'iconv-lite';
import { HttpError } from '../errors.js';
import type { UserAddressRow } from './user-addresses.js';
import { formatPostalCode } from './postal-codes.js';

/**
 * The address book as a CSV file for Excel users: Japanese headings, Shift_JIS (Windows'
 * cp932, what Excel writes) unless UTF-8 with a BOM is asked for. Import reads the same headings.
 */
export const CSV_COLUMNS = [
  { label: '登録名', field: 'nickname' },
  { label: '姓', field: 'shipping_last_name' },
  { label: '名', field: 'shipping_first_name' },
  { label: 'セイ', field: 'shipping_last_name_kana' },
  { label: 'メイ', field: 'shipping_first_name_kana' },
  { label: '会社名', field: 'company_name' },
  { label: '郵便番号', field: 'postal_code' },
  { label: '都道府県', field: 'prefecture' },
  { label: '市区町村', field: 'city' },
  { label: '丁目・番地・号', field: 'address1' },
  { label: '建物名・部屋番号', field: 'address2' },
  { label: '電話番号', field: 'phone_number' },
  { label: '携帯電話番号', field: 'cell_phone_number' },
  { label: 'いつものお届け先', field: 'is_default' },
  { label: 'いつもの依頼主', field: 'is_sender_default' },
] as const;

type CsvField = (typeof CSV_COLUMNS)[number]['field'];
const LABEL_OF = Object.fromEntries(CSV_COLUMNS.map((c) => [c.field, c.label])) as Record<
  CsvField,
  string
>;

/** The largest file accepted (20 addresses take about 3 KB; this leaves room for many more). */
export const MAX_CSV_BYTES = 512 * 1024;
/** Rows one import may hold, whatever the member's limit (the limit is checked after). */
export const MAX_CSV_ROWS = 1000;

export type CsvEncoding = 'sjis' | 'utf8';

const BOM = Buffer.from([0xef, 0xbb, 0xbf]);
const flag = (value: boolean) => (value ? '1' : '');

export function addressesToCsv(rows: UserAddressRow[], encoding: CsvEncoding): Buffer {
  const text = stringify(
    [
      CSV_COLUMNS.map((column) => column.label),
      ...rows.map((row) => [
        row.nickname,
        row.lastName,
        row.firstName,
        row.lastNameKana,
        row.firstNameKana,
        row.companyName,
        row.postalCode ? formatPostalCode(row.postalCode) : '',
        row.prefecture,
        row.city,
        row.address1,
        row.address2,
        row.phoneNumber,
        row.cellPhoneNumber,
        flag(row.isDefault),
        flag(row.isSenderDefault),
      ]),
    ],
    // Excel on Windows expects CRLF line ends.
    { record_delimiter: 'windows' },
  );
  return encoding === 'utf8'
    ? Buffer.concat([BOM, Buffer.from(text, 'utf8')])
    : iconv.encode(text, 'cp932');
}

const badFile = (message: string, code: string) =>
  new HttpError(422, message, { code, errors: { file: [message] } });

export const CSV_MESSAGES = {
  empty: 'ファイルが空です。お届け先を入力したCSVファイルを選択してください',
  notCsv: 'CSVファイルを選択してください（Excelでは「CSV（コンマ区切り）」で保存できます）',
  utf16: 'UTF-16のファイルには対応していません。Shift_JISかUTF-8で保存してください',
  noRows: '取り込むお届け先がありません。2行目以降にお届け先を入力してください',
  tooManyRows: `一度に取り込めるのは${MAX_CSV_ROWS}件までです`,
  tooLarge: `ファイルサイズは${MAX_CSV_BYTES / 1024}KB以内にしてください`,
  invalidRows: '取り込めない行があります。各行のエラーを修正してから、もう一度お試しください',
} as const;

/**
 * The text of an uploaded file: UTF-8 with a BOM, else UTF-8 when it decodes cleanly, else
 * Shift_JIS (cp932). A binary file (a NUL byte) or UTF-16 is refused in Japanese.
 */
export function decodeCsv(buffer: Buffer): string {
  if (buffer.length === 0) throw badFile(CSV_MESSAGES.empty, 'user_address.import_empty');
  if (buffer.subarray(0, 3).equals(BOM)) return buffer.subarray(3).toString('utf8');
  const head = buffer.subarray(0, 2);
  if (head.equals(Buffer.from([0xff, 0xfe])) || head.equals(Buffer.from([0xfe, 0xff])))
    throw badFile(CSV_MESSAGES.utf16, 'user_address.import_encoding');
  if (buffer.includes(0)) throw badFile(CSV_MESSAGES.notCsv, 'user_address.import_not_csv');
  try {
    return new TextDecoder('utf-8', { fatal: true }).decode(buffer);
  } catch {
    return iconv.decode(buffer, 'cp932');
  }
}

/** One row's values as the address form names them (every text field a string). */
export type CsvValues = {
  [F in CsvField]: F extends 'is_default' | 'is_sender_default' ? boolean : string;
};

/** A field of the form and a message, as the preview shows it beside the row. */
export type RowError = { field: string; message: string };

export type ImportRow = {
  /** The CSV line the row starts on (the heading is line 1). */
  line: number;
  values: CsvValues;
  errors: RowError[];
};

const TRUE_WORDS = new Set(['1', 'true', 'yes', 'はい', '○', '◯', '〇']);

/**
 * Excel drops the leading zero of numbers it reads from a CSV (09012345678 becomes
 * 9012345678, 0600001 becomes 600001): put it back when the digits say so.
 */
function restoreZero(value: string, lengths: number[]): string {
  return /^[1-9]\d*$/.test(value) && lengths.includes(value.length + 1) ? `0${value}` : value;
}

const cell = (record: string[], index: number | undefined) =>
  index === undefined ? '' : (record[index] ?? '').trim();

/** Reads the heading and the rows; each row is validated with the address form's rules. */
export async function readAddressCsv(text: string): Promise<ImportRow[]> {
  let records: { record: string[]; info: { lines: number } }[];
  try {
    records = parse(text, {
      info: true,
      relax_column_count: true,
      skip_empty_lines: true,
    }) as unknown as typeof records;
  } catch (error) {
    const line = error instanceof CsvError ? (error as CsvError & { lines?: number }).lines : null;
    const message = `CSVの形式が正しくありません${line ? `（${line}行目付近）` : ''}。引用符（"）の対応などをご確認ください`;
    throw badFile(message, 'user_address.import_not_csv');
  }
  const [heading, ...body] = records;
  if (!heading) throw badFile(CSV_MESSAGES.empty, 'user_address.import_empty');
  const labels = heading.record.map((label) => label.replace(/^\uFEFF/, '').trim());
  const index = new Map(labels.map((label, position) => [label, position]));
  const missing = CSV_COLUMNS.filter((column) => !index.has(column.label));
  if (missing.length > 0)
    throw badFile(
      `1行目の見出しが正しくありません。次の見出しが見つかりません：${missing.map((c) => c.label).join('、')}。エクスポートしたファイルの見出しをそのままお使いください`,
      'user_address.import_heading',
    );
  const rows = body.filter(({ record }) => record.some((value) => value.trim() !== ''));
  if (rows.length === 0) throw badFile(CSV_MESSAGES.noRows, 'user_address.import_empty');
  if (rows.length > MAX_CSV_ROWS)
    throw badFile(CSV_MESSAGES.tooManyRows, 'user_address.import_too_many');

  return Promise.all(
    rows.map(async ({ record, info }) => {
      const get = (field: CsvField) => cell(record, index.get(LABEL_OF[field]));
      const values: CsvValues = {
        nickname: get('nickname'),
        shipping_last_name: get('shipping_last_name'),
        shipping_first_name: get('shipping_first_name'),
        shipping_last_name_kana: get('shipping_last_name_kana'),
        shipping_first_name_kana: get('shipping_first_name_kana'),
        company_name: get('company_name'),
        postal_code: restoreZero(get('postal_code'), [7]),
        prefecture: get('prefecture'),
        city: get('city'),
        address1: get('address1'),
        address2: get('address2'),
        phone_number: restoreZero(get('phone_number'), [10, 11]),
        cell_phone_number: restoreZero(get('cell_phone_number'), [11]),
        is_default: TRUE_WORDS.has(get('is_default').toLowerCase()),
        is_sender_default: TRUE_WORDS.has(get('is_sender_default').toLowerCase()),
      };
      const errors: RowError[] = [];
      try {
        await addressBookSchema.validate(values, { abortEarly: false });
      } catch (error) {
        for (const [field, message] of Object.entries(collectErrors(error))) {
          const label = LABEL_OF[field as CsvField] ?? field;
          // 'いずれかは必須項目です' names no field: say which.
          errors.push({
            field,
            message: message.includes(label) ? message : `${label}：${message}`,
          });
        }
      }
      // A quoted value may span lines: the row starts where its line breaks began.
      const breaks = record.reduce((sum, value) => sum + (value.match(/\n/g)?.length ?? 0), 0);
      return { line: info.lines - breaks, values, errors };
    }),
  );
}
