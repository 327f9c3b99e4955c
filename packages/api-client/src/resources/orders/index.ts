/** Orders: the member's orders, guest receipts and order memos. */
export * from './guest-orders.js';
export * from './memos.js';
export * from './orders.js';
