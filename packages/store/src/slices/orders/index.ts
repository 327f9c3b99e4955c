/** Orders: the member's order history and order details. */
export * from './user-order.js';
