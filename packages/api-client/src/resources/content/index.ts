/** Content: news, blogs, banners, popups, pages, layouts, coupons and ecommerce events. */
export * from './content.js';
export * from './coupons.js';
export * from './ecommerce-events.js';
