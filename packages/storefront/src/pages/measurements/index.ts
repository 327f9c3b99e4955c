// The member's sizes beside a product's size table (an island).
export { MySizes } from './MySizes.js';
