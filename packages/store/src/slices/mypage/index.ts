/** My page data: the member sections of spec section 4 (addresses, cards, lists, points, coupons), bookmarks, histories, product requests and messages. */
export * from './bookmarks.js';
export * from './member-sections.js';
export * from './point-history.js';
export * from './product-histories.js';
export * from './product-requests.js';
export * from './system-messages.js';
export * from './user-address.js';
export * from './user-card.js';
export * from './user-list.js';
