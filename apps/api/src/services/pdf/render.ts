import { readFileSync } from 'node:fs';
import PDFDocument from 'pdfkit';
import { NOTO_SANS_JP } from '../fonts.js';

/**
 * PDF documents with Japanese text. pdfkit's standard fonts have no Japanese glyphs, so Noto Sans JP
 * is embedded; pdfkit subsets it to the glyphs used and writes a ToUnicode map, so the text stays
 * searchable and copyable.
 */

export const FONT = { regular: 'NotoSansJP', bold: 'NotoSansJP-Bold' } as const;

let fonts: { regular: Buffer; bold: Buffer } | undefined;

/** The two weights, read once per process (about 5 MB each). */
function fontFiles(): { regular: Buffer; bold: Buffer } {
  fonts ??= {
    regular: readFileSync(NOTO_SANS_JP.regular),
    bold: readFileSync(NOTO_SANS_JP.bold),
  };
  return fonts;
}

export type PdfDocument = PDFKit.PDFDocument;

export type RenderOptions = {
  /** Document title in the PDF properties (shown as the window title by viewers). */
  title?: string;
  author?: string;
};

/**
 * Draws a document with `draw` and answers the finished PDF. The document is A4 portrait with
 * 40 pt margins and Noto Sans JP (regular) selected; `FONT.bold` is registered too.
 */
export async function renderPdf(
  draw: (doc: PdfDocument) => void | Promise<void>,
  options: RenderOptions = {},
): Promise<Buffer> {
  const doc = new PDFDocument({
    size: 'A4',
    margin: 40,
    lang: 'ja',
    displayTitle: options.title !== undefined,
    info: {
      ...(options.title !== undefined ? { Title: options.title } : {}),
      ...(options.author !== undefined ? { Author: options.author } : {}),
      Producer: 'Mise',
    },
  });
  const chunks: Buffer[] = [];
  const finished = new Promise<Buffer>((resolve, reject) => {
    doc.on('data', (chunk: Buffer) => chunks.push(chunk));
    doc.on('end', () => resolve(Buffer.concat(chunks)));
    doc.on('error', reject);
  });
  const { regular, bold } = fontFiles();
  doc.registerFont(FONT.regular, regular);
  doc.registerFont(FONT.bold, bold);
  doc.font(FONT.regular);
  try {
    await draw(doc);
  } finally {
    // Ends the stream even when drawing failed, so nothing waits on a half-written document.
    doc.end();
  }
  return finished;
}
