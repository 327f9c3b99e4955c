// What my page's screens offer other features: a product page's buttons to keep a product in a
// list and to ask for it (islands), and the count of unread messages on my page's menu.
export { AddToListButton } from './lists/AddToListButton.js';
export { ProductRequestButton } from './lists/ProductRequestButton.js';
export { UnreadBadge } from './messages/UnreadBadge.js';
export { MYPAGE_LOADERS } from './loaders.js';
