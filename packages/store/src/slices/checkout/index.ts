/** The checkout on top of the cart: delivery dates, payment, the order decision and purchase tracking. */
export * from './checkout.js';
