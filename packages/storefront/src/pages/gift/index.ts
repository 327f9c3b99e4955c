// The receiver's screens of a social gift, by route id (each loaded on demand).
export { SOCIAL_GIFT_PAGES } from './registry.js';
export { SOCIAL_GIFT_LOADERS } from './loaders.js';
