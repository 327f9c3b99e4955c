/** Content: news, blogs, banners, popups, pages, layouts and ecommerce events. */
export * from './content.js';
export * from './ecommerce-events.js';
