// A product page's buttons to keep a product in a list and to ask for it (islands).
export { AddToListButton } from './AddToListButton.js';
export { ProductRequestButton } from './ProductRequestButton.js';
