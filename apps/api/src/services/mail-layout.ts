import escapeHtml from 'escape-html';
import type { Palette } from './colorschemes.js';

/**
 * A mail written once as blocks and rendered twice: the plain-text part and the HTML part say
 * the same thing. The HTML part is the shop's: its name in a bar of its primary colour, its
 * colour scheme throughout. Every text that goes into it passes through `escapeHtml` (the
 * `html` tag below escapes each value it is given), so a product name or an address with `<`
 * or `&` shows as typed and can never add markup.
 */
export type MailBlock =
  /** A paragraph; line breaks kept. */
  | { kind: 'paragraph'; text: string }
  | { kind: 'heading'; text: string }
  /** Label and value pairs (the value may have several lines). */
  | { kind: 'fields'; rows: [string, string][] }
  /** Ordered products: name, then the price, quantity and amount. */
  | { kind: 'items'; rows: { name: string; detail: string; amount: string }[] }
  /** Amounts right-aligned under the items; the last `strong` row is the total. */
  | { kind: 'totals'; rows: { label: string; amount: string; strong?: boolean }[] }
  /** What the shopper has to do next (bank transfer details, say), set apart. */
  | { kind: 'notice'; title: string; text: string }
  | { kind: 'link'; label: string; url: string };

export type MailShop = {
  name: string;
  palette: Palette;
  /** The shop's contact lines (name, address, phone, mail, hours), shown at the end. */
  contact: string[];
  url: string;
};

/** Escaped HTML: what the `html` tag makes, and what it inserts without escaping again. */
class Html {
  constructor(readonly value: string) {}
  toString() {
    return this.value;
  }
}

type HtmlValue = string | number | Html | Html[];

/** A template whose every value is escaped (arrays of Html are joined as they are). */
function html(strings: TemplateStringsArray, ...values: HtmlValue[]): Html {
  let out = strings[0]!;
  values.forEach((value, index) => {
    if (Array.isArray(value)) out += value.map((part) => part.value).join('');
    else out += value instanceof Html ? value.value : escapeHtml(String(value));
    out += strings[index + 1]!;
  });
  return new Html(out);
}

/** Escaped text whose line breaks show as breaks. */
const lines = (text: string) => new Html(escapeHtml(text).replaceAll('\n', '<br>'));

function blockText(block: MailBlock): string {
  switch (block.kind) {
    case 'paragraph':
      return block.text;
    case 'heading':
      return `■ ${block.text}`;
    case 'fields':
      return block.rows
        .map(([label, value]) => `${label}: ${value.replaceAll('\n', '\n    ')}`)
        .join('\n');
    case 'items':
      return block.rows.map((row) => `${row.name}\n  ${row.detail}  ${row.amount}`).join('\n');
    case 'totals':
      return block.rows.map((row) => `${row.label}: ${row.amount}`).join('\n');
    case 'notice':
      return `【${block.title}】\n${block.text}`;
    case 'link':
      return `${block.label}\n${block.url}`;
  }
}

/** The plain-text part. */
export function mailText(shop: MailShop, blocks: MailBlock[]): string {
  return (
    blocks.map(blockText).join('\n\n') +
    `\n\n--\n${shop.name}\n${shop.contact.join('\n')}\n${shop.url}\n` +
    'このメールは送信専用です。ご返信いただいてもお答えできません。'
  );
}

function blockHtml(block: MailBlock, c: Palette): Html {
  const cell = `padding:6px 0;border-bottom:1px solid ${c.border};vertical-align:top;`;
  switch (block.kind) {
    case 'paragraph':
      return html`<p style="margin:0 0 16px;line-height:1.7;">${lines(block.text)}</p>`;
    case 'heading':
      return html`<h2
        style="margin:24px 0 8px;padding-bottom:4px;font-size:16px;color:${c.primary};border-bottom:2px solid ${c.primary};"
      >
        ${block.text}
      </h2>`;
    case 'fields':
      return html`<table
        role="presentation"
        width="100%"
        cellpadding="0"
        cellspacing="0"
        style="border-collapse:collapse;margin-bottom:8px;"
      >
        ${block.rows.map(
          ([label, value]) =>
            html`<tr>
              <th align="left" style="${cell}width:9em;color:${c.text_muted};font-weight:normal;">
                ${label}
              </th>
              <td style="${cell}">${lines(value)}</td>
            </tr>`,
        )}
      </table>`;
    case 'items':
      return html`<table
        role="presentation"
        width="100%"
        cellpadding="0"
        cellspacing="0"
        style="border-collapse:collapse;margin-bottom:8px;"
      >
        ${block.rows.map(
          (row) =>
            html`<tr>
              <td style="${cell}">
                ${row.name}<br /><span style="color:${c.text_muted};font-size:13px;"
                  >${row.detail}</span
                >
              </td>
              <td align="right" style="${cell}white-space:nowrap;">${row.amount}</td>
            </tr>`,
        )}
      </table>`;
    case 'totals':
      return html`<table
        role="presentation"
        width="100%"
        cellpadding="0"
        cellspacing="0"
        style="border-collapse:collapse;margin-bottom:8px;"
      >
        ${block.rows.map(
          (row) =>
            html`<tr>
              <td
                align="right"
                style="padding:4px 12px 4px 0;${row.strong ? `font-weight:bold;color:${c.primary};` : ''}"
              >
                ${row.label}
              </td>
              <td
                align="right"
                style="padding:4px 0;white-space:nowrap;${row.strong ? `font-weight:bold;font-size:18px;color:${c.primary};` : ''}"
              >
                ${row.amount}
              </td>
            </tr>`,
        )}
      </table>`;
    case 'notice':
      return html`<div
        style="margin:16px 0;padding:12px 16px;background:${c.surface};border-left:4px solid ${c.accent};"
      >
        <p style="margin:0 0 4px;font-weight:bold;">${block.title}</p>
        <p style="margin:0;line-height:1.7;">${lines(block.text)}</p>
      </div>`;
    case 'link':
      return html`<p style="margin:16px 0;">
        <a
          href="${block.url}"
          style="display:inline-block;padding:10px 20px;background:${c.primary};color:${c.on_primary};text-decoration:none;border-radius:4px;"
          >${block.label}</a
        >
      </p>`;
  }
}

/** The HTML part: a single-column layout mail clients render alike, inline styles only. */
export function mailHtml(shop: MailShop, subject: string, blocks: MailBlock[]): string {
  const c = shop.palette;
  return html`<!doctype html>
    <html lang="ja">
      <head>
        <meta charset="utf-8" />
        <meta name="viewport" content="width=device-width" />
        <title>${subject}</title>
      </head>
      <body
        style="margin:0;padding:0;background:${c.surface};color:${c.text};font-family:'Hiragino Sans','Noto Sans JP',Meiryo,sans-serif;font-size:14px;"
      >
        <table
          role="presentation"
          width="100%"
          cellpadding="0"
          cellspacing="0"
          style="background:${c.surface};"
        >
          <tr>
            <td align="center" style="padding:24px 8px;">
              <table
                role="presentation"
                width="600"
                cellpadding="0"
                cellspacing="0"
                style="max-width:600px;width:100%;background:${c.background};border:1px solid ${c.border};"
              >
                <tr>
                  <td
                    style="padding:16px 24px;background:${c.primary};color:${c.on_primary};font-size:20px;font-weight:bold;"
                  >
                    <a href="${shop.url}" style="color:${c.on_primary};text-decoration:none;"
                      >${shop.name}</a
                    >
                  </td>
                </tr>
                <tr>
                  <td style="padding:24px;">${blocks.map((block) => blockHtml(block, c))}</td>
                </tr>
                <tr>
                  <td
                    style="padding:16px 24px;background:${c.surface};color:${c.text_muted};font-size:12px;line-height:1.7;border-top:1px solid ${c.border};"
                  >
                    <strong style="color:${c.text};">${shop.name}</strong
                    ><br />${lines(shop.contact.join('\n'))}<br /><a
                      href="${shop.url}"
                      style="color:${c.link};"
                      >${shop.url}</a
                    ><br />このメールは送信専用です。ご返信いただいてもお答えできません。
                  </td>
                </tr>
              </table>
            </td>
          </tr>
        </table>
      </body>
    </html>`.value;
}
