import { createHttp } from './client.js';
import type { ApiClientOptions, ApiCore } from './client.js';
import { authApi, reminderApi, userApi } from './resources/account/index.js';
import { cartsApi, paymentsApi } from './resources/cart/index.js';
import { bookmarksApi, historiesApi, productsApi, vehiclesApi } from './resources/catalog/index.js';
import { inquiriesApi } from './resources/contact/index.js';
import { contentApi, couponsApi, ecommerceEventsApi } from './resources/content/index.js';
import { socialGiftsApi } from './resources/gift/index.js';
import { embroideryApi, memorialsApi, stylistsApi, timeseriesApi } from './resources/moto/index.js';
import {
  addressesApi,
  cardsApi,
  listsApi,
  pointsApi,
  systemMessagesApi,
} from './resources/mypage/index.js';
import { guestOrdersApi, memosApi, ordersApi } from './resources/orders/index.js';
import { siteApi } from './resources/site/index.js';

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
} from './resources/mypage/index.js';
export type { LoginBody, LoginResult } from './resources/account/index.js';
export type { UserCard, UserCardBody } from './resources/mypage/index.js';
export type { PointHistoryEntry, PointSummary } from './resources/mypage/index.js';
export type { SystemMessage, SystemMessagePage } from './resources/mypage/index.js';
export type * from './resources/cart/index.js';
export type {
  CardToken,
  CardTokenBody,
  CartPaymentMethod,
  PaymentCheck,
  PaymentMethod,
  PaymentServiceSettings,
} from './resources/cart/index.js';
export type { Fields, Id, Json, List, PageQuery, Single } from './resources/common.js';
export type {
  ColorScheme,
  FreeArea,
  FrontSettings,
  NoticeMessage,
  StaticPage,
} from './resources/content/index.js';
export type { Coupon, TakeCouponBody } from './resources/content/index.js';
export type { EcommerceEventBody, EcommerceEventResult } from './resources/content/index.js';
export type { Bookmark, BookmarkBody } from './resources/catalog/index.js';
export type {
  AttachTarget,
  UserList,
  UserListable,
  UserListBody,
  UserListDetail,
} from './resources/mypage/index.js';
export type {
  ProductHistory,
  ProductHistoryBody,
  ProductRequestHistory,
  ProductSearchHistory,
} from './resources/catalog/index.js';
export type {
  BusinessContactFields,
  CatalogRequestFields,
  ContactBody,
  Inquiry,
  InquiryComment,
  InquiryReplyBody,
  InquirySummary,
} from './resources/contact/index.js';
export type { Memorial, MemorialBody } from './resources/moto/index.js';
export type { Embroidery, EmbroideryBody, EmbroideryOffer } from './resources/moto/index.js';
export type { Stylist } from './resources/moto/index.js';
export type { Vehicle, VehicleMaker } from './resources/catalog/index.js';
export type {
  TimeseriesBody,
  TimeseriesEntry,
  TimeseriesPurpose,
  TimeseriesTarget,
} from './resources/moto/index.js';
export type { MemoBody } from './resources/orders/index.js';
export type { GuestReceipt, GuestReceiptInfo } from './resources/orders/index.js';
export type {
  Order,
  OrderListEntry,
  OrderMemo,
  OrderPage,
  OrderQuery,
  ReceiptInfoBody,
} from './resources/orders/index.js';
export { PRODUCTS_PER_PAGE } from './resources/catalog/index.js';
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
} from './resources/catalog/index.js';
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
} from './resources/site/index.js';
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
} from './resources/gift/index.js';
export type {
  LoginHistoryEntry,
  MemberProfile,
  ProfileBody,
  RegistrationBody,
  RegistrationTemplate,
} from './resources/account/index.js';
export type { ApiPath, ListItem, QueryParams, RequestBody, ResponseBody } from './types.js';

/** Every call of spec section 7, one group per resource, each made from the client's core. */
const GROUPS = {
  auth: authApi,
  user: userApi,
  reminder: reminderApi,
  content: contentApi,
  site: siteApi,
  ecommerceEvents: ecommerceEventsApi,
  products: productsApi,
  histories: historiesApi,
  carts: cartsApi,
  payments: paymentsApi,
  orders: ordersApi,
  guestOrders: guestOrdersApi,
  memos: memosApi,
  points: pointsApi,
  lists: listsApi,
  bookmarks: bookmarksApi,
  coupons: couponsApi,
  addresses: addressesApi,
  cards: cardsApi,
  memorials: memorialsApi,
  timeseries: timeseriesApi,
  embroidery: embroideryApi,
  stylists: stylistsApi,
  vehicles: vehiclesApi,
  systemMessages: systemMessagesApi,
  inquiries: inquiriesApi,
  socialGifts: socialGiftsApi,
};

export type ApiClient = ApiCore & {
  readonly [Group in keyof typeof GROUPS]: ReturnType<(typeof GROUPS)[Group]>;
};

/**
 * Each group made at its first use on a client and kept on it: the SSR server makes a client
 * per request, and a page uses a few of the 27 groups.
 */
const groups: object = {};
for (const [name, make] of Object.entries(GROUPS))
  Object.defineProperty(groups, name, {
    enumerable: true,
    get(this: ApiCore) {
      const group = make(this.http);
      Object.defineProperty(this, name, { value: group, enumerable: true });
      return group;
    },
  });

/** The client: the core's members (createHttp) and every group of calls (`for…in` lists them). */
export function createApiClient(options: ApiClientOptions): ApiClient {
  return Object.assign(Object.create(groups) as ApiClient, createHttp(options));
}
