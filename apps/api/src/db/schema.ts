/**
 * Every table, for drizzle and drizzle-kit. The table files import what they refer to from its
 * own file (shops, members, sessions and cards from base-schema.ts), never from here: one way.
 */
export * from './base-schema.js';

/** Content of spec section 7 "Base and content": news, banners, landing pages, coupons, ... */
export * from './content-schema.js';

/** The catalogue of spec section 7 "Products": categories, brands, makers, tags, products, reviews, histories, bookmarks. */
export * from './catalog-schema.js';

/** Carts, orders, payments, points and the address book (spec section 7 "Cart and payment", "Member data"). */
export * from './order-schema.js';

/** Saved cards, product lists and the message centre of my page (spec section 7 "Member data"). */
export * from './member-schema.js';

/** Social gifts: the receiver fills in the shipping of the buyer's order (spec section 7 "Social gift"). */
export * from './gift-schema.js';
/** The motorcycle shop's extras: memorials, measurements, name embroidery and stylists. */
export * from './moto-schema.js';
/** Contact form messages and their threads (spec section 3 "Contact", section 7 inquiries). */
export * from './inquiry-schema.js';
/** Vehicles (車種) and which product models fit them: 車種から探す. */
export * from './vehicle-schema.js';
