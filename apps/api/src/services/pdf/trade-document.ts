import type { Issuer } from './issuer.js';
import { FONT, renderPdf } from './render.js';
import type { PdfDocument } from './render.js';

/**
 * The layout shared by quotations (御見積書) and receipts (領収書). It carries what a qualified
 * invoice needs: the issuer and its registration number, the date, the addressee, each line with
 * reduced-rate lines marked, and per tax rate the amount and the tax (one rounding per rate).
 */

export type TradeDocumentLine = {
  name: string;
  /** Null for lines without a count (carriage, fees, discounts). */
  quantity: number | null;
  /** Tax excluded; null when only the amount matters. */
  unitPrice: number | null;
  taxRate: number;
  /** Tax excluded; negative for discounts. */
  amount: number;
};

export type TradeDocumentTaxRow = {
  rate: number;
  /** Tax-excluded amount of the rate. */
  amount: number;
  tax: number;
  amountWithTax: number;
};

export type TradeDocument = {
  /** '御見積書', '領収書', ... */
  title: string;
  /** Document number printed at the top right (order number, quotation number). */
  documentNo?: string;
  issuedAt: Date;
  addressee: string;
  /** '様' for people, '御中' for companies. */
  honorific?: string;
  /** Sentence under the addressee, e.g. '下記の通りお見積り申し上げます。'. */
  message?: string;
  /** Label of the highlighted amount, e.g. '御見積金額' or '領収金額'. */
  amountLabel: string;
  /** The highlighted amount (tax included). */
  amount: number;
  lines: TradeDocumentLine[];
  taxRows: TradeDocumentTaxRow[];
  /** Rows after the per-rate totals, e.g. 合計（税込）, ポイント利用, お支払い金額. */
  totals: { label: string; value: number }[];
  notes?: string[];
  issuer: Issuer;
};

/** Rates below the standard 10 % are the reduced rate (軽減税率). */
const STANDARD_RATE = 10;

const yenFormat = new Intl.NumberFormat('ja-JP');

/** '¥1,234', '-¥500'. */
export function formatYen(value: number): string {
  return `${value < 0 ? '-' : ''}¥${yenFormat.format(Math.abs(value))}`;
}

const dateFormat = new Intl.DateTimeFormat('ja-JP', {
  timeZone: 'Asia/Tokyo',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** YYYY.MM.DD in Japan time, as the rest of the shop writes dates. */
export function formatDocumentDate(date: Date): string {
  const parts = Object.fromEntries(
    dateFormat.formatToParts(date).map((part) => [part.type, part.value]),
  );
  return `${parts.year}.${parts.month}.${parts.day}`;
}

const GRAY = '#555555';
const RULE = '#999999';
const HEAD_FILL = '#eeeeee';

/** Table columns: x offsets from the left margin, widths and alignment. */
const COLUMNS = [
  { key: 'name', label: '品名', width: 255, align: 'left' },
  { key: 'quantity', label: '数量', width: 45, align: 'right' },
  { key: 'unitPrice', label: '単価（税抜）', width: 80, align: 'right' },
  { key: 'taxRate', label: '税率', width: 45, align: 'right' },
  { key: 'amount', label: '金額（税抜）', width: 90, align: 'right' },
] as const;

const ROW_PADDING = 5;

function lineCells(line: TradeDocumentLine): Record<(typeof COLUMNS)[number]['key'], string> {
  const reduced = line.taxRate < STANDARD_RATE;
  return {
    name: reduced ? `${line.name} ※` : line.name,
    quantity: line.quantity === null ? '' : yenFormat.format(line.quantity),
    unitPrice: line.unitPrice === null ? '' : formatYen(line.unitPrice),
    taxRate: `${line.taxRate}%`,
    amount: formatYen(line.amount),
  };
}

function drawRow(
  doc: PdfDocument,
  cells: Record<string, string>,
  y: number,
  options: { fill?: string; bold?: boolean } = {},
): number {
  const left = doc.page.margins.left;
  doc.font(options.bold ? FONT.bold : FONT.regular).fontSize(9);
  const height =
    Math.max(
      ...COLUMNS.map((column) =>
        doc.heightOfString(cells[column.key] ?? '', { width: column.width - ROW_PADDING * 2 }),
      ),
    ) +
    ROW_PADDING * 2;
  const width = COLUMNS.reduce((sum, column) => sum + column.width, 0);
  if (options.fill) doc.rect(left, y, width, height).fill(options.fill);
  doc.fillColor('black');
  let x = left;
  for (const column of COLUMNS) {
    doc.text(cells[column.key] ?? '', x + ROW_PADDING, y + ROW_PADDING, {
      width: column.width - ROW_PADDING * 2,
      align: column.align,
    });
    x += column.width;
  }
  doc
    .moveTo(left, y + height)
    .lineTo(left + width, y + height)
    .lineWidth(0.5)
    .strokeColor(RULE)
    .stroke();
  return y + height;
}

const HEADER_CELLS = Object.fromEntries(COLUMNS.map((column) => [column.key, column.label]));

function drawIssuer(doc: PdfDocument, issuer: Issuer, x: number, y: number, width: number) {
  doc.font(FONT.bold).fontSize(11).fillColor('black').text(issuer.name, x, y, { width });
  doc.font(FONT.regular).fontSize(9);
  if (issuer.postalCode) doc.text(`〒${issuer.postalCode}`, { width });
  if (issuer.address) doc.text(issuer.address, { width });
  if (issuer.phone) doc.text(`TEL ${issuer.phone}`, { width });
  if (issuer.registrationNo) doc.text(`登録番号 ${issuer.registrationNo}`, { width });
  return doc.y;
}

/** Draws the document on `doc` (one or more pages). */
export function drawTradeDocument(doc: PdfDocument, data: TradeDocument): void {
  const left = doc.page.margins.left;
  const contentWidth = doc.page.width - doc.page.margins.left - doc.page.margins.right;
  const top = doc.page.margins.top;

  doc
    .font(FONT.bold)
    .fontSize(22)
    .text(data.title, left, top, { width: contentWidth, align: 'center', characterSpacing: 6 });

  doc.font(FONT.regular).fontSize(9).fillColor(GRAY);
  const meta = [
    ...(data.documentNo ? [`No. ${data.documentNo}`] : []),
    `発行日 ${formatDocumentDate(data.issuedAt)}`,
  ];
  doc.text(meta.join('\n'), left, top + 36, { width: contentWidth, align: 'right' });
  doc.fillColor('black');

  // Addressee and amount on the left, issuer on the right.
  const blockTop = top + 70;
  const leftWidth = 290;
  doc
    .font(FONT.bold)
    .fontSize(14)
    .text(`${data.addressee}\u3000${data.honorific ?? '様'}`, left, blockTop, { width: leftWidth });
  doc
    .moveTo(left, doc.y + 2)
    .lineTo(left + leftWidth, doc.y + 2)
    .lineWidth(1)
    .strokeColor('black')
    .stroke();
  let leftY = doc.y + 10;
  if (data.message) {
    doc.font(FONT.regular).fontSize(10).text(data.message, left, leftY, { width: leftWidth });
    leftY = doc.y + 8;
  }
  doc.rect(left, leftY, leftWidth, 34).lineWidth(1).strokeColor('black').stroke();
  doc
    .font(FONT.regular)
    .fontSize(10)
    .text(data.amountLabel, left + 10, leftY + 11, { width: 100 });
  doc
    .font(FONT.bold)
    .fontSize(16)
    .text(`${formatYen(data.amount)}（税込）`, left + 100, leftY + 7, {
      width: leftWidth - 110,
      align: 'right',
    });
  leftY += 34;

  const issuerX = left + leftWidth + 25;
  const issuerBottom = drawIssuer(
    doc,
    data.issuer,
    issuerX,
    blockTop,
    contentWidth - leftWidth - 25,
  );

  let y = Math.max(leftY, issuerBottom) + 20;
  const bottom = doc.page.height - doc.page.margins.bottom;

  y = drawRow(doc, HEADER_CELLS, y, { fill: HEAD_FILL, bold: true });
  for (const line of data.lines) {
    const cells = lineCells(line);
    // A row that would cross the bottom margin starts a new page, with the header again.
    if (y + 40 > bottom) {
      doc.addPage();
      y = drawRow(doc, HEADER_CELLS, doc.page.margins.top, { fill: HEAD_FILL, bold: true });
    }
    y = drawRow(doc, cells, y);
  }

  const summaryRows: { label: string; value: string; bold?: boolean }[] = [];
  for (const row of data.taxRows) {
    const kind = row.rate < STANDARD_RATE ? `${row.rate}%対象（軽減税率）` : `${row.rate}%対象`;
    summaryRows.push({ label: `${kind} 税抜`, value: formatYen(row.amount) });
    summaryRows.push({ label: `${kind} 消費税`, value: formatYen(row.tax) });
  }
  for (const total of data.totals) {
    summaryRows.push({ label: total.label, value: formatYen(total.value), bold: true });
  }
  const labelWidth = 170;
  const valueWidth = 100;
  const summaryX = left + contentWidth - labelWidth - valueWidth;
  if (y + 20 + summaryRows.length * 16 > bottom) {
    doc.addPage();
    y = doc.page.margins.top;
  }
  y += 10;
  for (const row of summaryRows) {
    doc.font(row.bold ? FONT.bold : FONT.regular).fontSize(9.5);
    doc.text(row.label, summaryX, y, { width: labelWidth - 10, align: 'right' });
    doc.text(row.value, summaryX + labelWidth, y, {
      width: valueWidth - ROW_PADDING,
      align: 'right',
    });
    y += 16;
  }

  const notes = [
    ...(data.lines.some((line) => line.taxRate < STANDARD_RATE)
      ? ['※は軽減税率（8%）の対象です。']
      : []),
    ...(data.notes ?? []),
  ];
  if (notes.length > 0) {
    if (y + 20 + notes.length * 14 > bottom) {
      doc.addPage();
      y = doc.page.margins.top;
    }
    doc
      .font(FONT.regular)
      .fontSize(9)
      .fillColor(GRAY)
      .text(notes.join('\n'), left, y + 12, { width: contentWidth });
    doc.fillColor('black');
  }
}

/** The document as a PDF file. */
export function renderTradeDocument(data: TradeDocument): Promise<Buffer> {
  return renderPdf((doc) => drawTradeDocument(doc, data), {
    title: data.title,
    author: data.issuer.name,
  });
}
