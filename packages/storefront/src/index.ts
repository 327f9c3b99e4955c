export { decideAccess } from './routes/guards.js';
export type { GuardDecision, SessionView, SiteView } from './routes/guards.js';
export { ROUTES, routesFor } from './routes/table.js';
export type { Access, LayoutName, RouteDef } from './routes/table.js';
// The kit: what a theme is, and what themes build their pages with, as the shop's features do.
export {
  isLazyPage,
  lazyPage,
  NoImage,
  PageMeta,
  PageTemplate,
  ShopProviders,
  SingleItemTemplate,
  useStorefront,
} from './kit/index.js';
export type {
  LayoutProps,
  LazyPage,
  PageEntry,
  PageProps,
  StorefrontContextValue,
  SyncChannel,
  ThemeDefinition,
  ThemeIdentity,
} from './kit/index.js';
// The composition root: the document, the routes, the page table, the layouts.
export { App } from './app/App.js';
export { createRoutes } from './app/routes.js';
export { missingPages, preloadPage } from './app/pages.js';
export { createLayouts } from './app/layouts.js';
export type { BrandBarParts, MaintenanceParts, ThemeLayouts } from './app/layouts.js';
export { TopPageHead } from './app/TopPageHead.js';
export type { TopPageHeadProps } from './app/TopPageHead.js';
export { PageNotice } from './shared/PageNotice.js';
export { LoginLink } from './navigation/LoginLink.js';
export { BackLink, useBack, useRememberReturn } from './navigation/use-back.js';
export { MemberCompany, MemberOrGuest } from './navigation/MemberParts.js';
export { MenuDrawer, PhoneCartLink, PhoneMenu } from './navigation/MenuDrawer.js';
export { MypageLink } from './pages/mypage/messages/MypageLink.js';
export { UnreadBadge } from './pages/mypage/messages/UnreadBadge.js';
export { HeaderSearch } from './search/HeaderSearch.js';
export { VehicleSearch } from './pages/catalog/components/VehicleSearch.js';
export type { HeaderSearchTone } from './search/HeaderSearch.js';
export type { BackLinkProps } from './navigation/use-back.js';
/** A stylist's content for the motorcycle theme's detail composition. */
export { useStylist, useStylists } from './pages/moto/stylists/use-stylists.js';
export {
  ACCOUNT_PAGES,
  LoginPage,
  LoginSyncPage,
  LoginUnlockPage,
  MypageLogoutPage,
  MypagePage,
  MypagePasswordPage,
  OauthCallbackPage,
  RegisterCompletePage,
  RegisterPage,
  ReminderPage,
  ReminderResetPage,
  ReminderUsernamePage,
  ReminderUsernameResetPage,
  startOauthLogin,
  VerifyEmailPage,
  VerifyPage,
} from './pages/account/index.js';
export {
  ArticlePage,
  BlogListPage,
  blocksOf,
  CatalogOrderPage,
  CONTENT_PAGES,
  ContentBlocks,
  ContentBlockView,
  ContentFrame,
  CouponList,
  CouponPage,
  EcPage,
  FaqPage,
  FlipBookPage,
  NewsListPage,
  newsRow,
  PopupPage,
  productCard,
  SitemapPage,
  SlugPage,
  TopPage,
  useArticle,
  useLayoutBlocks,
  useShellParts,
  useSlugPageKind,
} from './pages/content/index.js';
export type {
  Article,
  BlockOf,
  BlockType,
  ContentBlock,
  ContentBlockProps,
  CouponListProps,
  SlugPageKind,
} from './pages/content/index.js';
export {
  BrandListPage,
  CATALOG_PAGES,
  MakerDetailPage,
  MakerListPage,
  MypageBookmarkPage,
  MypageProductHistoryPage,
  MypageProductRequestHistoryPage,
  MypageProductSearchHistoryPage,
  ProductDetailPage,
  ProductListPage,
  ProductUosPage,
} from './pages/catalog/index.js';
export { useAddToCart } from './shared/use-add-to-cart.js';
export type { AddToCartState, CartSelection } from './shared/use-add-to-cart.js';
