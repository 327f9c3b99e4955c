/** Social gift: the recipient's flow (products, delivery address, lead time, completion). */
export * from './social-gift.js';
