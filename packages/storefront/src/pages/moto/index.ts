// What the motorcycle shop's extras offer a product page: the embroidery choice and the member's
// sizes beside the size table (both islands).
export { EmbroideryOption } from './embroidery/EmbroideryOption.js';
export { MySizes } from './measurements/MySizes.js';
