/**
 * The islands' names, below both `island()` (which writes one into the server's HTML) and the
 * registry (which loads each by its name): the registry must name every one of them, and no other.
 */
export const ISLAND_NAMES = [
  'shell',
  'bannerCarousel',
  'bannerDownloads',
  'productGallery',
  'viewItem',
  'viewItemList',
  'viewHome',
  'naviplusRecommendations',
  'pageNotice',
  'loginLink',
  'drawerBehaviour',
  'memberCompany',
  'mypageLink',
  'addToCart',
  'favoriteToggle',
  'bookmarkToggle',
  'addToList',
  'productRequest',
  'reviews',
  'productSearch',
  'favoriteHeart',
  'embroideryOption',
  'mySizes',
  'tagPassword',
  'vehicleSearch',
  'headerSearch',
  'productView',
  'recentProducts',
] as const;

export type IslandName = (typeof ISLAND_NAMES)[number];
