import { createHttp } from './client.js';
import type { ApiClientOptions, ApiCore } from './client.js';
import { addressesApi } from './resources/addresses.js';
import { authApi } from './resources/auth.js';
import { bookmarksApi } from './resources/bookmarks.js';
import { cardsApi } from './resources/cards.js';
import { cartsApi } from './resources/carts.js';
import { contentApi } from './resources/content.js';
import { couponsApi } from './resources/coupons.js';
import { ecommerceEventsApi } from './resources/ecommerce-events.js';
import { guestOrdersApi } from './resources/guest-orders.js';
import { historiesApi } from './resources/histories.js';
import { inquiriesApi } from './resources/inquiries.js';
import { listsApi } from './resources/lists.js';
import { embroideryApi } from './resources/embroidery.js';
import { memorialsApi } from './resources/memorials.js';
import { memosApi } from './resources/memos.js';
import { ordersApi } from './resources/orders.js';
import { paymentsApi } from './resources/payments.js';
import { pointsApi } from './resources/points.js';
import { productsApi } from './resources/products.js';
import { reminderApi } from './resources/reminder.js';
import { siteApi } from './resources/site.js';
import { socialGiftsApi } from './resources/social-gifts.js';
import { systemMessagesApi } from './resources/system-messages.js';
import { stylistsApi } from './resources/stylists.js';
import { timeseriesApi } from './resources/timeseries.js';
import { userApi } from './resources/user.js';
import { vehiclesApi } from './resources/vehicles.js';

export type {
  ApiClientEvents,
  ApiClientOptions,
  HttpClient,
  ObservedCall,
  RefreshedSession,
} from './client.js';
export { CAPTCHA_HEADER } from './captcha.js';
export { CHANNEL_NOT_FOUND } from './client.js';
export { ApiError, ERROR_MESSAGES, isCancelled } from './errors.js';
export type { ApiErrorKind } from './errors.js';
export { ENDPOINTS } from './endpoints.js';
export type { Endpoint } from './endpoints.js';
export { readPage } from './paging.js';
export type { Page, Paged } from './paging.js';
export type { Download } from './request.js';
export type {
  AddressExport,
  AddressExportQuery,
  AddressImport,
  AddressImportRow,
  UserAddress,
  UserAddressBody,
} from './resources/addresses.js';
export type { LoginBody, LoginResult } from './resources/auth.js';
export type { UserCard, UserCardBody } from './resources/cards.js';
export type { PointHistoryEntry, PointSummary } from './resources/points.js';
export type { SystemMessage, SystemMessagePage } from './resources/system-messages.js';
export type * from './resources/carts.js';
export type {
  CardToken,
  CardTokenBody,
  CartPaymentMethod,
  PaymentCheck,
  PaymentMethod,
  PaymentServiceSettings,
} from './resources/payments.js';
export type { Fields, Id, Json, List, PageQuery, Single } from './resources/common.js';
export type {
  ColorScheme,
  FreeArea,
  FrontSettings,
  NoticeMessage,
  StaticPage,
} from './resources/content.js';
export type { Coupon, TakeCouponBody } from './resources/coupons.js';
export type { EcommerceEventBody, EcommerceEventResult } from './resources/ecommerce-events.js';
export type { Bookmark, BookmarkBody } from './resources/bookmarks.js';
export type {
  AttachTarget,
  UserList,
  UserListable,
  UserListBody,
  UserListDetail,
} from './resources/lists.js';
export type {
  ProductHistory,
  ProductHistoryBody,
  ProductRequestHistory,
  ProductSearchHistory,
} from './resources/histories.js';
export type {
  BusinessContactFields,
  CatalogRequestFields,
  ContactBody,
  Inquiry,
  InquiryComment,
  InquiryReplyBody,
  InquirySummary,
} from './resources/inquiries.js';
export type { Memorial, MemorialBody } from './resources/memorials.js';
export type { Embroidery, EmbroideryBody, EmbroideryOffer } from './resources/embroidery.js';
export type { Stylist } from './resources/stylists.js';
export type { Vehicle, VehicleMaker } from './resources/vehicles.js';
export type {
  TimeseriesBody,
  TimeseriesEntry,
  TimeseriesPurpose,
  TimeseriesTarget,
} from './resources/timeseries.js';
export type { MemoBody } from './resources/memos.js';
export type { GuestReceipt, GuestReceiptInfo } from './resources/guest-orders.js';
export type {
  Order,
  OrderListEntry,
  OrderMemo,
  OrderPage,
  OrderQuery,
  ReceiptInfoBody,
} from './resources/orders.js';
export { PRODUCTS_PER_PAGE } from './resources/products.js';
export type {
  Product,
  ProductCategory,
  ProductDetail,
  ProductImage,
  ProductQuery,
  ProductRequestBody,
  ProductReview,
  ProductReviewBody,
  ProductSort,
  ProductVariant,
} from './resources/products.js';
export type {
  ArticleQuery,
  Banner,
  Blog,
  BlogListItem,
  Brand,
  BusinessCalendarMonth,
  BusinessDay,
  CalendarRange,
  Catalog,
  CategoryNode,
  CategoryTable,
  Collection,
  FileContents,
  LandingPage,
  LandingPageResult,
  LandingPageSummary,
  LayoutBlock,
  Maker,
  NewsItem,
  PageLayout,
  Popup,
  PostalAddress,
  Prefecture,
  Qa,
  QaCategory,
  Tag,
  TagPasswordBody,
  UploadedFile,
} from './resources/site.js';
export type {
  SocialGiftCheckDeliveryBody,
  SocialGiftCheckShippingBody,
  SocialGiftCompletion,
  SocialGiftInput,
  SocialGiftLeadTime,
  SocialGiftLeadTimeQuery,
  SocialGiftProduct,
  SocialGiftProducts,
  SocialGiftShipping,
} from './resources/social-gifts.js';
export type {
  LoginHistoryEntry,
  MemberProfile,
  ProfileBody,
  RegistrationBody,
  RegistrationTemplate,
} from './resources/user.js';
export type { ApiPath, ListItem, QueryParams, RequestBody, ResponseBody } from './types.js';

/** Every call of spec section 7, one group per resource, plus the client's core. */
export function createApiClient(options: ApiClientOptions) {
  const core: ApiCore = createHttp(options);
  const { http } = core;
  return {
    ...core,
    auth: authApi(http),
    user: userApi(http),
    reminder: reminderApi(http),
    content: contentApi(http),
    site: siteApi(http),
    ecommerceEvents: ecommerceEventsApi(http),
    products: productsApi(http),
    histories: historiesApi(http),
    carts: cartsApi(http),
    payments: paymentsApi(http),
    orders: ordersApi(http),
    guestOrders: guestOrdersApi(http),
    memos: memosApi(http),
    points: pointsApi(http),
    lists: listsApi(http),
    bookmarks: bookmarksApi(http),
    coupons: couponsApi(http),
    addresses: addressesApi(http),
    cards: cardsApi(http),
    memorials: memorialsApi(http),
    timeseries: timeseriesApi(http),
    embroidery: embroideryApi(http),
    stylists: stylistsApi(http),
    vehicles: vehiclesApi(http),
    systemMessages: systemMessagesApi(http),
    inquiries: inquiriesApi(http),
    socialGifts: socialGiftsApi(http),
  };
}

export type ApiClient = ReturnType<typeof createApiClient>;
