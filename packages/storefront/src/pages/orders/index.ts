// The member's orders and the guest receipt: the screens by route id (each loaded on demand).
export { ORDER_PAGES } from './registry.js';
export { ORDER_LOADERS } from './loaders.js';
