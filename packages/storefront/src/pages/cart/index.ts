// The cart and checkout: its screens by route id (each loaded on demand) and their loaders.
// Nothing else of the cart is composed by another feature.
export { CART_LOADERS } from './loaders.js';
export { CART_PAGES } from './registry.js';
