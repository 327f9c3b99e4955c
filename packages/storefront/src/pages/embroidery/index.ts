// The embroidery choice of a product page (an island).
export { EmbroideryOption } from './EmbroideryOption.js';
