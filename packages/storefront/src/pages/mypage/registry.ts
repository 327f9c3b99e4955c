import type { LazyPage } from '../../kit/index.js';
import { ADDRESS_PAGES } from './addresses/registry.js';
import { CARD_PAGES } from './cards/registry.js';
import { LIST_PAGES } from './lists/registry.js';
import { MESSAGE_PAGES } from './messages/registry.js';
import { POINT_PAGES } from './points/registry.js';

/** My page's record screens by route id: addresses, cards, lists, messages and points. */
export const MYPAGE_PAGES: Record<string, LazyPage> = {
  ...ADDRESS_PAGES,
  ...CARD_PAGES,
  ...LIST_PAGES,
  ...MESSAGE_PAGES,
  ...POINT_PAGES,
};
