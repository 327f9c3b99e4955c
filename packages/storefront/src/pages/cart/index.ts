// The cart and checkout: its screens by route id (each loaded on demand). Nothing else of the
// cart is composed by another feature.
export { CART_PAGES } from './registry.js';
