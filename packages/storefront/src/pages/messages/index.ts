// The count of unread messages on my page's menu.
export { UnreadBadge } from './UnreadBadge.js';
