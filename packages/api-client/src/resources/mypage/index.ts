/** My page data: addresses, cards, lists, points and messages. */
export * from './addresses.js';
export * from './cards.js';
export * from './lists.js';
export * from './points.js';
export * from './system-messages.js';
