import { and, eq } from 'drizzle-orm';
import iconv from 'iconv-lite';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { CSV_COLUMNS } from '../../services/address-csv.js';
import { DEMO_PASSWORD, createTestApp, login, schema, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

/** A multipart body with one file, as a browser's FormData sends it. */
function multipart(file: Buffer, filename = 'addresses.csv') {
  const boundary = '----MiseAddressBoundary3x9';
  return {
    payload: Buffer.concat([
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: text/csv\r\n\r\n`,
      ),
      file,
      Buffer.from(`\r\n--${boundary}--\r\n`),
    ]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}

const HEADING = CSV_COLUMNS.map((column) => column.label).join(',');
const GOOD_ROWS = [
  '実家,山田,一郎,ヤマダ,イチロウ,,530-0001,大阪府,大阪市北区,梅田1-1-1,"梅田ビル, 3階",0661234567,,,',
  // Excel dropped the leading zeros of the postal code and the mobile number.
  '会社,鈴木,花子,スズキ,ハナコ,見世商事株式会社,600001,北海道,札幌市中央区,北一条西1-1,,,9012345678,1,',
];
const BAD_ROWS = [
  '実家,山田,一郎,ヤマダ,イチロウ,,530-0001,大阪府,大阪市北区,梅田1-1-1,,0661234567,,,',
  '誤り,鈴木,花子,suzuki,ハナコ,,abc,大阪府,,梅田1-1-1,,,,,',
];
const csv = (rows: string[]) => [HEADING, ...rows].join('\r\n') + '\r\n';
const sjis = (text: string) => iconv.encode(text, 'cp932');
const utf8Bom = (text: string) =>
  Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(text, 'utf8')]);

type Row = {
  line: number;
  errors: { field: string; message: string }[];
  values: { postal_code: string };
};

describe('address book CSV export and import', () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  let taro: string;
  let taroId: number;
  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
    taro = String((await login(t.app, 'standard', 'taro', DEMO_PASSWORD)).body.access_token);
    const [row] = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(eq(schema.users.username, 'taro'));
    taroId = row!.id;
  });
  afterAll(() => t.close());
  beforeEach(async () => {
    await standard({ method: 'DELETE', url: '/v1/me/user-addresses-all', token: taro });
  });

  const stored = () =>
    t.db.select().from(schema.userAddresses).where(eq(schema.userAddresses.userId, taroId));
  const upload = (file: Buffer, query = '', filename?: string) =>
    standard({
      method: 'POST',
      url: `/v1/me/user-addresses/import${query}`,
      token: taro,
      ...multipart(file, filename),
    });
  const exportFile = (query = '') =>
    standard({ method: 'GET', url: `/v1/me/user-addresses/export${query}`, token: taro });

  it('exports Shift_JIS by default with Japanese headings and the file name', async () => {
    const res = await exportFile();
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('Shift_JIS');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename\*=UTF-8''/);
    const name = decodeURIComponent(String(res.headers['x-suggested-filename']));
    expect(name).toMatch(/^お届け先_\d{8}\.csv$/);
    const text = iconv.decode(res.rawPayload, 'cp932');
    expect(text.split('\r\n')[0]).toBe(HEADING);
    expect(text).toContain('山田,太郎,ヤマダ,タロウ,,100-0005,東京都,千代田区,丸の内1-1-1');
    // Not UTF-8: the bytes of the heading are cp932's.
    expect(res.rawPayload.subarray(0, 6).equals(sjis('登録名'))).toBe(true);
  });

  it('exports UTF-8 with a BOM when asked', async () => {
    const res = await exportFile('?encoding=utf8');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('utf-8');
    expect([...res.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(res.rawPayload.subarray(3).toString('utf8').split('\r\n')[0]).toBe(HEADING);
    expect(decodeURIComponent(String(res.headers['x-suggested-filename']))).toContain('UTF-8');
  });

  it('previews a Shift_JIS file without writing, then imports it', async () => {
    const preview = await upload(sjis(csv(GOOD_ROWS)), '?preview=1');
    expect(preview.statusCode, preview.body).toBe(200);
    const body = preview.json();
    expect(body.data).toMatchObject({
      total: 2,
      error_count: 0,
      count: 1,
      limit: 20,
      importable: true,
      imported: 0,
      limit_error: null,
    });
    expect(body.message).toBe('2件のお届け先を取り込めます');
    const rows = body.data.rows as Row[];
    expect(rows.map((row) => row.line)).toEqual([2, 3]);
    expect(rows[1]!.values.postal_code).toBe('0600001');
    expect(await stored()).toHaveLength(1);

    const done = await upload(sjis(csv(GOOD_ROWS)));
    expect(done.statusCode, done.body).toBe(201);
    expect(done.json()).toMatchObject({
      message: '2件のお届け先を取り込みました',
      data: { imported: 2, count: 3 },
    });
    expect(done.json().data.addresses[0]).toMatchObject({
      nickname: '実家',
      address2: '梅田ビル, 3階',
      division_ct: 2,
    });
    expect(done.json().data.addresses[1]).toMatchObject({
      company_name: '見世商事株式会社',
      postal_code: '0600001',
      cell_phone_number: '09012345678',
      is_default: true,
    });
    const rowsNow = await stored();
    expect(rowsNow).toHaveLength(3);
    expect(rowsNow.filter((row) => row.isDefault)).toHaveLength(1);
  });

  it('round-trips: an exported file (either encoding) imports as the same addresses', async () => {
    await upload(sjis(csv(GOOD_ROWS)));
    for (const query of ['', '?encoding=utf8']) {
      const file = (await exportFile(query)).rawPayload;
      const preview = await upload(file, '?preview=1');
      expect(preview.statusCode, preview.body).toBe(200);
      const rows = preview.json().data.rows as (Row & { values: Record<string, unknown> })[];
      expect(rows.every((row) => row.errors.length === 0)).toBe(true);
      expect(rows.map((row) => row.values.shipping_last_name)).toEqual(['山田', '鈴木', '山田']);
      expect(rows.map((row) => row.values.address2)).toEqual(['見世ビル 5階', '', '梅田ビル, 3階']);
    }
  });

  it('re-importing an exported file copies nothing; an edited or new row is all it adds', async () => {
    await upload(sjis(csv(GOOD_ROWS)));
    const before = (await stored()).length;
    const exported = iconv.decode((await exportFile()).rawPayload, 'cp932');
    const again = await upload(sjis(exported), '?preview=1');
    expect(again.json().data).toMatchObject({ importable: false, new_count: 0, error_count: 0 });
    expect(again.json().message).toBe(
      'ファイルのお届け先はすべて登録済みです。取り込むお届け先はありません',
    );
    expect(
      (again.json().data.rows as { registered: boolean }[]).every((row) => row.registered),
    ).toBe(true);
    expect((await upload(sjis(exported))).json().data.imported).toBe(0);

    // The member moved one address in Excel and added a row under the others.
    const edited = exported
      .replace('梅田1-1-1', '梅田2-2-2')
      .concat(
        '祖母,佐藤,和子,サトウ,カズコ,,9800811,宮城県,仙台市青葉区,一番町1-1,,0221234567,,,\r\n',
      );
    const preview = await upload(sjis(edited), '?preview=1');
    expect(preview.json().data).toMatchObject({ importable: true, new_count: 2 });
    expect(preview.json().message).toContain(
      '2件のお届け先を取り込めます（登録済みの2件は取り込みません）',
    );
    const commit = await upload(sjis(edited));
    expect(commit.statusCode).toBe(201);
    expect(commit.json().data.imported).toBe(2);
    expect(await stored()).toHaveLength(before + 2);
  });

  it('accepts UTF-8 with a BOM and UTF-8 without one', async () => {
    for (const file of [utf8Bom(csv(GOOD_ROWS)), Buffer.from(csv(GOOD_ROWS), 'utf8')]) {
      const res = await upload(file, '?preview=1');
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json().data).toMatchObject({ total: 2, error_count: 0 });
    }
  });

  it('answers each bad row with its line and Japanese messages, and writes nothing', async () => {
    const preview = await upload(sjis(csv(BAD_ROWS)), '?preview=1');
    expect(preview.statusCode).toBe(200);
    expect(preview.json().data).toMatchObject({ total: 2, error_count: 1, importable: false });
    expect(preview.json().message).toBe(
      '2件中1件の行にエラーがあります。修正してからもう一度選択してください',
    );
    const [good, bad] = preview.json().data.rows as Row[];
    expect(good!.errors).toEqual([]);
    expect(bad!.line).toBe(3);
    const byField = Object.fromEntries(bad!.errors.map((error) => [error.field, error.message]));
    expect(byField).toMatchObject({
      shipping_last_name_kana: 'セイは全角カタカナで入力してください',
      postal_code: '郵便番号は郵便番号の形式で入力してください。　例：123-4567',
      city: '市区町村は必須項目です',
    });
    expect(byField.phone_number).toMatch(/^電話番号：/);

    const commit = await upload(sjis(csv(BAD_ROWS)));
    expect(commit.statusCode).toBe(422);
    expect(commit.json()).toMatchObject({
      code: 'user_address.import_invalid',
      message: '取り込めない行があります。各行のエラーを修正してから、もう一度お試しください',
    });
    expect((commit.json().rows as Row[])[1]!.errors.length).toBeGreaterThan(0);
    expect(await stored()).toHaveLength(1);
  });

  it('counts a quoted value spanning lines in the line numbers', async () => {
    const rows = [
      '実家,山田,一郎,ヤマダ,イチロウ,,530-0001,大阪府,大阪市北区,梅田1-1-1,"梅田ビル\n3階",0661234567,,,',
      ',鈴木,,スズキ,ハナコ,,530-0001,大阪府,大阪市北区,梅田1-1-1,,0661234567,,,',
    ];
    const res = await upload(sjis(csv(rows)), '?preview=1');
    const [, second] = res.json().data.rows as Row[];
    expect(second!.line).toBe(4);
    expect(second!.errors.map((error) => error.field)).toEqual(['shipping_first_name']);
  });

  it('refuses a file that would pass the limit, writing nothing', async () => {
    await t.db
      .insert(schema.settings)
      .values({ channelId: 'standard', key: 'USER_ADDRESS.LIMIT', value: 2 });
    try {
      const preview = await upload(sjis(csv(GOOD_ROWS)), '?preview=1');
      expect(preview.json().data).toMatchObject({ importable: false, error_count: 0, limit: 2 });
      expect(preview.json().data.limit_error).toContain('2件まで');
      const commit = await upload(sjis(csv(GOOD_ROWS)));
      expect(commit.statusCode).toBe(422);
      expect(commit.json()).toMatchObject({ code: 'user_address.limit' });
      expect(await stored()).toHaveLength(1);
    } finally {
      await t.db
        .delete(schema.settings)
        .where(
          and(
            eq(schema.settings.channelId, 'standard'),
            eq(schema.settings.key, 'USER_ADDRESS.LIMIT'),
          ),
        );
    }
  });

  it('refuses files that are not the address CSV, in Japanese', async () => {
    const cases: [Buffer, string | undefined, string][] = [
      [Buffer.alloc(0), undefined, 'ファイルが空です'],
      [sjis('名前,住所\r\n山田,東京\r\n'), undefined, '1行目の見出しが正しくありません'],
      [sjis(`${HEADING}\r\n`), undefined, '取り込むお届け先がありません'],
      [Buffer.from([0xff, 0xfe, 0x41, 0x00]), undefined, 'UTF-16'],
      [Buffer.from('%PDF-1.4\x00\x01'), undefined, 'CSVファイルを選択してください'],
      [sjis(csv(GOOD_ROWS)), 'addresses.xlsx', 'CSVファイルを選択してください'],
      [sjis(`${HEADING}\r\n"unterminated,1\r\n`), undefined, 'CSVの形式が正しくありません'],
    ];
    for (const [file, filename, message] of cases) {
      const res = await upload(file, '?preview=1', filename);
      expect(res.statusCode, message).toBe(422);
      expect(res.json().message).toContain(message);
      expect(res.json().errors.file).toBeDefined();
    }
    const json = await standard({
      method: 'POST',
      url: '/v1/me/user-addresses/import',
      token: taro,
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().message).toBe('ファイルは multipart/form-data で送信してください');
  });
});
