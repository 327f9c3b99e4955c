/** Cart and checkout: the cart, its shippings, payment and the order decision. */
export * from './cart.js';
