/** The cart: its lines, shippings, packings, coupons and points (the checkout is `checkout`). */
export * from './cart.js';
