/** Cart and checkout: the cart, its shippings and payment methods, and the order decision. */
export * from './carts.js';
export * from './payments.js';
