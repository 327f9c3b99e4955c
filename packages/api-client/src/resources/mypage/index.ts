/** My page data: addresses, cards, lists, points, coupons, bookmarks, histories and messages. */
export * from './addresses.js';
export * from './bookmarks.js';
export * from './cards.js';
export * from './coupons.js';
export * from './histories.js';
export * from './lists.js';
export * from './points.js';
export * from './system-messages.js';
