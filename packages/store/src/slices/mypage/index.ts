/** My page data: the member sections of spec section 4 (addresses, cards, lists, points, coupons) and messages. */
export * from './point-history.js';
export * from './system-messages.js';
export * from './user-address.js';
export * from './user-card.js';
export * from './user-coupon.js';
export * from './user-list.js';
