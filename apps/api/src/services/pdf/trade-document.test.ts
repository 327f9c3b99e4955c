import { PDFParse } from 'pdf-parse';
import { describe, expect, it } from 'vitest';
import { formatDocumentDate, formatYen, renderTradeDocument } from './trade-document.js';
import type { TradeDocument } from './trade-document.js';

/** The text a viewer extracts from the PDF (what search and copy-paste see). */
async function textOf(pdf: Buffer): Promise<string> {
  const parser = new PDFParse({ data: new Uint8Array(pdf) });
  try {
    return (await parser.getText()).text;
  } finally {
    await parser.destroy();
  }
}

const quotation: TradeDocument = {
  title: '御見積書',
  documentNo: 'Q-20260501-0001',
  issuedAt: new Date('2026-05-01T03:00:00Z'),
  addressee: '山田 太郎',
  message: '下記の通りお見積り申し上げます。',
  amountLabel: '御見積金額',
  amount: 4_316,
  lines: [
    {
      name: 'リネンシャツ（ホワイト / M）',
      quantity: 1,
      unitPrice: 3_000,
      taxRate: 10,
      amount: 3_000,
    },
    { name: '玄米茶 ティーバッグ', quantity: 2, unitPrice: 300, taxRate: 8, amount: 600 },
    { name: '送料', quantity: null, unitPrice: null, taxRate: 10, amount: 300 },
  ],
  taxRows: [
    { rate: 10, amount: 3_300, tax: 330, amountWithTax: 3_630 },
    { rate: 8, amount: 600, tax: 48, amountWithTax: 648 },
  ],
  totals: [{ label: '合計（税込）', value: 4_278 }],
  notes: ['有効期限：発行日より30日間'],
  issuer: {
    name: '株式会社ミセ',
    postalCode: '100-0005',
    address: '東京都千代田区丸の内1-1-1',
    phone: '03-0000-3100',
    registrationNo: 'T1234567890123',
  },
};

describe('trade documents (quotation / receipt layout)', () => {
  it('embeds a Japanese font so the title, lines, totals and issuer are real text', async () => {
    const pdf = await renderTradeDocument(quotation);
    expect(pdf.subarray(0, 5).toString()).toBe('%PDF-');
    const text = await textOf(pdf);
    // The title is drawn letter-spaced; extracted text may separate its characters.
    expect(text.replace(/\s/g, '')).toContain('御見積書');
    for (const expected of [
      '山田 太郎',
      '下記の通りお見積り申し上げます。',
      'リネンシャツ（ホワイト / M）',
      '玄米茶 ティーバッグ ※',
      '※は軽減税率（8%）の対象です。',
      '10%対象 税抜',
      '8%対象（軽減税率） 消費税',
      '合計（税込）',
      '¥4,278',
      '株式会社ミセ',
      '東京都千代田区丸の内1-1-1',
      '登録番号 T1234567890123',
      '発行日 2026.05.01',
      '有効期限：発行日より30日間',
    ]) {
      expect(text).toContain(expected);
    }
    // Subset, not the whole 5 MB font.
    expect(pdf.length).toBeLessThan(200_000);
  });

  it('continues a long list of lines on further pages', async () => {
    const lines = Array.from({ length: 60 }, (_, index) => ({
      name: `商品 ${index + 1}`,
      quantity: 1,
      unitPrice: 100,
      taxRate: 10,
      amount: 100,
    }));
    const pdf = await renderTradeDocument({ ...quotation, lines });
    const parser = new PDFParse({ data: new Uint8Array(pdf) });
    const info = await parser.getInfo();
    await parser.destroy();
    expect(info.total).toBeGreaterThan(1);
    const text = await textOf(pdf);
    expect(text).toContain('商品 60');
  });

  it('formats yen and dates as the shop does', () => {
    expect(formatYen(1234567)).toBe('¥1,234,567');
    expect(formatYen(-500)).toBe('-¥500');
    // 23:30 UTC is the next morning in Japan.
    expect(formatDocumentDate(new Date('2026-12-31T15:30:00Z'))).toBe('2027.01.01');
  });
});
