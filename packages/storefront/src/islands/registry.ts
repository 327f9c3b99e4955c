import { ShopShell } from '../shell/ShopShell.js';
import type { IslandName } from '../kit/index.js';
import { DrawerBehaviour } from '../navigation/DrawerBehaviour.js';
import { LoginLink } from '../navigation/LoginLink.js';
import { MypageLink } from '../pages/mypage/messages/MypageLink.js';

/**
 * Every island by name, loaded on demand: the islands entry loads only those a page has. The
 * names are what `island()` writes into the server's HTML.
 *
 * Except the few every page hydrates at once, whatever its content (the shell, and the header's
 * menu drawer and ログイン or マイページ link): they come with the entry itself, small as they are,
 * instead of as chunks of their own the page would ask for anyway (each file costs its own
 * request and compresses on its own).
 */
export const ISLANDS = {
  shell: () => Promise.resolve(ShopShell),
  bannerCarousel: () =>
    import('../pages/content/banner-carousel-island.js').then((m) => m.BannerCarouselIsland),
  bannerDownloads: () =>
    import('../pages/content/BannerDownloads.js').then((m) => m.BannerDownloads),
  productGallery: () =>
    import('../pages/catalog/components/product-gallery-island.js').then(
      (m) => m.ProductGalleryIsland,
    ),
  viewItem: () => import('../shared/ViewItem.js').then((m) => m.ViewItemIsland),
  viewItemList: () => import('../shared/ViewItem.js').then((m) => m.ViewItemListIsland),
  viewHome: () => import('../shared/ViewItem.js').then((m) => m.ViewHomeIsland),
  naviplusRecommendations: () =>
    import('../pages/catalog/components/Recommendations.js').then(
      (m) => m.NaviplusRecommendationsIsland,
    ),
  pageNotice: () => import('../shared/PageNotice.js').then((m) => m.PageNotice),
  loginLink: () => Promise.resolve(LoginLink),
  drawerBehaviour: () => Promise.resolve(DrawerBehaviour),
  memberCompany: () => import('../navigation/MemberParts.js').then((m) => m.MemberCompany),
  mypageLink: () => Promise.resolve(MypageLink),
  addToCart: () => import('../pages/catalog/components/AddToCart.js').then((m) => m.AddToCart),
  favoriteToggle: () =>
    import('../pages/catalog/components/FavoriteButton.js').then((m) => m.FavoriteToggle),
  bookmarkToggle: () =>
    import('../pages/catalog/components/FavoriteButton.js').then((m) => m.BookmarkToggle),
  addToList: () =>
    import('../pages/mypage/lists/AddToListButton.js').then((m) => m.AddToListToggle),
  productRequest: () =>
    import('../pages/mypage/lists/ProductRequestButton.js').then((m) => m.ProductRequestToggle),
  reviews: () =>
    import('../pages/catalog/components/ReviewSection.js').then((m) => m.ReviewSection),
  productSearch: () =>
    import('../pages/catalog/components/ProductSearch.js').then((m) => m.ProductSearch),
  favoriteHeart: () =>
    import('../pages/catalog/components/FavoriteHeart.js').then((m) => m.FavoriteHeart),
  embroideryOption: () =>
    import('../pages/moto/embroidery/EmbroideryOption.js').then((m) => m.EmbroideryOption),
  mySizes: () => import('../pages/moto/measurements/MySizes.js').then((m) => m.MySizes),
  tagPassword: () =>
    import('../pages/catalog/components/TagPasswordGate.js').then((m) => m.TagPasswordGate),
  vehicleSearch: () =>
    import('../pages/catalog/components/VehicleSearch.js').then((m) => m.VehicleSearch),
  headerSearch: () => import('../search/HeaderSearch.js').then((m) => m.HeaderSearch),
  productView: () =>
    import('../pages/catalog/components/RecordProductView.js').then((m) => m.ProductViewRecorder),
  recentProducts: () =>
    import('../pages/catalog/components/RecentProducts.js').then((m) => m.RecentProducts),
};

/** Compiles only while the registry names exactly the islands of names.ts. */
const _sameNames: [keyof typeof ISLANDS] extends [IslandName]
  ? [IslandName] extends [keyof typeof ISLANDS]
    ? true
    : false
  : false = true;
