// What the motorcycle shop's extras offer a product page: the embroidery choice and the member's
// sizes beside the size table (both islands); and the loaders of its my pages.
export { EmbroideryOption } from './embroidery/EmbroideryOption.js';
export { MySizes } from './measurements/MySizes.js';
export { MOTO_LOADERS } from './loaders.js';
