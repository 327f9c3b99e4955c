/** Social gift: the recipient's flow. */
export * from './social-gifts.js';
