export { LinkGroups, LinkListItems, ShopFrame, SiteMain } from './ShopFrame.js';
export type {
  LinkGroup,
  LinkGroupsProps,
  LinkGroupsVariant,
  LinkListItemsProps,
  ShopFrameProps,
  ShopFrameStyle,
} from './ShopFrame.js';
export { PageTemplate } from './PageTemplate.js';
export type { PageTemplateProps, PageTemplateStyle, PageTitleVariant } from './PageTemplate.js';
export { NoImage, SingleItemTemplate } from './SingleItemTemplate.js';
export type {
  ItemDensity,
  ItemTitleVariant,
  NoImageProps,
  NoImageVariant,
  SingleItemTemplateProps,
  SingleItemTemplateStyle,
} from './SingleItemTemplate.js';
