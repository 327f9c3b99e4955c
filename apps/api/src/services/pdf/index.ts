export { FONT, renderPdf } from './render.js';
export type { PdfDocument, RenderOptions } from './render.js';
export { ISSUER_SETTING_KEYS, loadIssuer } from './issuer.js';
export type { Issuer } from './issuer.js';
export {
  drawTradeDocument,
  formatDocumentDate,
  formatYen,
  renderTradeDocument,
} from './trade-document.js';
export type { TradeDocument, TradeDocumentLine, TradeDocumentTaxRow } from './trade-document.js';
