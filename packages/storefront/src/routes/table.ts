/**
 * The route table of spec section 2 (history mode, base /). Page logic and guards hang off
 * these entries; a theme supplies the page compositions and layouts, never its own routes
 * (beyond the theme-only ones marked here).
 */

/**
 * public: anyone. login: login-only (wait for the login check, then /login/ unless a refresh
 * failed). member: member-only (the login guard applies only when the no-member-use setting is
 * absent or false). logout: logout-only (members go to /ec/).
 */
export type Access = 'public' | 'login' | 'member' | 'logout';

export type LayoutName = 'default' | 'simple' | 'sample' | 'maintenance' | 'invalidChannel';

export type RouteDef = {
  /** Page id: the key a theme's page compositions use. */
  id: string;
  /**
   * Where the route's screen lives: the folder under src/pages whose registry.ts names its page
   * and whose loaders.ts (there or in the feature's folder above) its data. Absent for the one
   * route the app answers itself (notFound). pages.test.tsx holds every route to it.
   */
  folder?: string;
  /** react-router path (optional segments with `?`). */
  path: string;
  access: Access;
  /** Japanese page title (the document title and the breadcrumbs' last step). */
  title: string;
  layout?: LayoutName;
  /** Routes only some themes have (the motorcycle-parts shop's extras). */
  themes?: readonly string[];
  /**
   * 'islands': opened from outside the app (a link from elsewhere, a reload), the page is
   * hydrated only in its interactive parts (see islands/island.tsx), so it starts with far less
   * JavaScript. Catalogue pages shoppers land on; inside the app they render as any other.
   */
  hydrate?: 'islands';
  /**
   * 'shared': the same document for every shopper (catalogue and content). The theme server
   * renders it as for a visitor without cookies, keeps it in its page cache and answers every
   * shopper from there; what is one shopper's own (login state, member name, hearts, lists,
   * unread count) is filled in by the browser (docs/shared-pages.md).
   * 'personal': rendered per request with the shopper's cookies and never kept (cart and
   * checkout, my page, account forms, forms a member's data fills, maintenance).
   */
  sharing: Sharing;
};

export type Sharing = 'shared' | 'personal';

const MOTO = ['moto'] as const;

export const ROUTES: readonly RouteDef[] = [
  // Public
  {
    id: 'top',
    folder: 'content',
    path: '/',
    access: 'public',
    sharing: 'shared',
    title: 'トップ',
    hydrate: 'islands',
  },
  {
    id: 'blogList',
    folder: 'content',
    path: '/blog',
    access: 'public',
    sharing: 'shared',
    title: 'ブログ',
  },
  {
    id: 'blogDetail',
    folder: 'content',
    path: '/blog/:key',
    access: 'public',
    sharing: 'shared',
    title: 'ブログ',
  },
  {
    id: 'brand',
    folder: 'catalog',
    path: '/brand',
    access: 'public',
    sharing: 'shared',
    title: 'ブランド一覧',
  },
  {
    id: 'catalogOrder',
    folder: 'content',
    path: '/catalog-order',
    access: 'public',
    sharing: 'personal',
    title: 'カタログ請求',
    themes: MOTO,
  },
  {
    id: 'contact',
    folder: 'contact',
    path: '/contact',
    access: 'public',
    sharing: 'personal',
    title: 'お問い合わせ',
  },
  {
    id: 'contactConfirm',
    folder: 'contact',
    path: '/contact/confirm',
    access: 'public',
    sharing: 'personal',
    title: 'お問い合わせ内容の確認',
  },
  {
    id: 'contactComplete',
    folder: 'contact',
    path: '/contact/complete',
    access: 'public',
    sharing: 'personal',
    title: 'お問い合わせ完了',
  },
  {
    id: 'coupon',
    folder: 'content',
    path: '/coupon',
    access: 'public',
    sharing: 'personal',
    title: 'クーポン',
  },
  {
    id: 'ec',
    folder: 'content',
    path: '/ec',
    access: 'member',
    sharing: 'personal',
    title: 'ショップトップ',
  },
  {
    id: 'faq',
    folder: 'content',
    path: '/faq',
    access: 'public',
    sharing: 'shared',
    title: 'よくあるご質問',
    themes: MOTO,
  },
  {
    id: 'flipBook',
    folder: 'content',
    path: '/flip-book',
    access: 'public',
    sharing: 'shared',
    title: 'デジタルカタログ',
  },
  {
    id: 'maintenance',
    folder: 'content',
    path: '/maintenance',
    access: 'public',
    sharing: 'personal',
    title: 'メンテナンス中',
    layout: 'maintenance',
  },
  {
    id: 'makerList',
    folder: 'catalog',
    path: '/maker',
    access: 'public',
    sharing: 'shared',
    title: 'メーカー一覧',
  },
  {
    id: 'makerDetail',
    folder: 'catalog',
    path: '/maker/:key',
    access: 'public',
    sharing: 'shared',
    title: 'メーカー',
  },
  {
    id: 'newsList',
    folder: 'content',
    path: '/news',
    access: 'public',
    sharing: 'shared',
    title: 'お知らせ',
  },
  {
    id: 'newsDetail',
    folder: 'content',
    path: '/news/:key',
    access: 'public',
    sharing: 'shared',
    title: 'お知らせ',
  },
  {
    id: 'popup',
    folder: 'content',
    path: '/popup',
    access: 'public',
    sharing: 'shared',
    title: 'ポップアップ',
    layout: 'simple',
  },
  {
    id: 'productList',
    folder: 'catalog',
    path: '/product',
    access: 'public',
    sharing: 'shared',
    title: '商品一覧',
    hydrate: 'islands',
  },
  {
    id: 'productDetail',
    folder: 'catalog',
    path: '/product/:key',
    access: 'public',
    sharing: 'shared',
    title: '商品詳細',
    hydrate: 'islands',
  },
  {
    id: 'productUos',
    folder: 'catalog',
    path: '/product/:key/uos',
    access: 'public',
    sharing: 'shared',
    title: '商品詳細',
  },
  {
    id: 'sitemap',
    folder: 'content',
    path: '/sitemap',
    access: 'public',
    sharing: 'shared',
    title: 'サイトマップ',
  },
  {
    id: 'stylistList',
    folder: 'moto/stylists',
    path: '/stylist',
    access: 'public',
    sharing: 'shared',
    title: 'スタイリスト',
    themes: MOTO,
  },
  {
    id: 'stylistDetail',
    folder: 'moto/stylists',
    path: '/stylist/:key',
    access: 'public',
    sharing: 'shared',
    title: 'スタイリスト',
    themes: MOTO,
  },
  {
    id: 'guestReceipt',
    folder: 'orders',
    path: '/orders/receipt',
    access: 'public',
    sharing: 'personal',
    title: '領収書の発行',
  },
  {
    id: 'oauthCallback',
    folder: 'account',
    path: '/oauth/callback',
    access: 'public',
    sharing: 'personal',
    title: 'ログイン処理中',
    layout: 'simple',
  },
  // Cart (guests check out too)
  {
    id: 'cart',
    folder: 'cart',
    path: '/cart',
    access: 'public',
    sharing: 'personal',
    title: 'ショッピングカート',
  },
  {
    id: 'cartShippingSelect',
    folder: 'cart',
    path: '/cart/shipping-select',
    access: 'public',
    sharing: 'personal',
    title: 'お届け先の選択',
  },
  {
    id: 'cartShippingAdd',
    folder: 'cart',
    path: '/cart/shipping-add',
    access: 'public',
    sharing: 'personal',
    title: 'お届け先の追加',
  },
  {
    id: 'cartShippingDetail',
    folder: 'cart',
    path: '/cart/shipping-detail',
    access: 'public',
    sharing: 'personal',
    title: 'お届け方法の指定',
  },
  {
    id: 'cartPayment',
    folder: 'cart',
    path: '/cart/payment',
    access: 'public',
    sharing: 'personal',
    title: 'お支払い方法の選択',
  },
  {
    id: 'cartConfirm',
    folder: 'cart',
    path: '/cart/confirm',
    access: 'public',
    sharing: 'personal',
    title: 'ご注文内容の確認',
  },
  {
    id: 'cartComplete',
    folder: 'cart',
    path: '/cart/complete',
    access: 'public',
    sharing: 'personal',
    title: 'ご注文完了',
  },
  // Account entry
  {
    id: 'login',
    folder: 'account',
    path: '/login',
    access: 'logout',
    sharing: 'personal',
    title: 'ログイン',
  },
  {
    id: 'loginUnlock',
    folder: 'account',
    path: '/login/unlock',
    access: 'public',
    sharing: 'personal',
    title: 'アカウントのロック解除',
  },
  {
    id: 'loginSync',
    folder: 'account',
    path: '/login_sync',
    access: 'logout',
    sharing: 'personal',
    title: '他ショップのアカウントでログイン',
  },
  {
    id: 'register',
    folder: 'account',
    path: '/register',
    access: 'logout',
    sharing: 'personal',
    title: '会員登録',
  },
  {
    id: 'registerComplete',
    folder: 'account',
    path: '/register/complete',
    access: 'public',
    sharing: 'personal',
    title: '会員登録完了',
  },
  {
    id: 'reminder',
    folder: 'account',
    path: '/reminder',
    access: 'logout',
    sharing: 'personal',
    title: 'パスワードをお忘れの方',
  },
  {
    id: 'reminderReset',
    folder: 'account',
    path: '/reminder/reset',
    access: 'logout',
    sharing: 'personal',
    title: 'パスワードの再設定',
  },
  {
    id: 'reminderUsername',
    folder: 'account',
    path: '/reminder/username',
    access: 'logout',
    sharing: 'personal',
    title: 'ユーザー名をお忘れの方',
  },
  {
    id: 'reminderUsernameReset',
    folder: 'account',
    path: '/reminder/username/reset',
    access: 'logout',
    sharing: 'personal',
    title: 'ユーザー名の確認',
  },
  {
    id: 'verify',
    folder: 'account',
    path: '/verify',
    access: 'login',
    sharing: 'personal',
    title: 'メールアドレスの確認',
  },
  {
    id: 'verifyEmail',
    folder: 'account',
    path: '/verify/email',
    access: 'public',
    sharing: 'personal',
    title: 'メールアドレスの確認',
  },
  // Social gift (the key is optional)
  {
    id: 'socialGift',
    folder: 'gift',
    path: '/social-gift',
    access: 'public',
    sharing: 'personal',
    title: 'ソーシャルギフト',
  },
  // The gift link a buyer sends (/social-gift/{key}): the gift's products, the flow's first step.
  {
    id: 'socialGiftProducts',
    folder: 'gift',
    path: '/social-gift/:key',
    access: 'public',
    sharing: 'personal',
    title: 'ギフトの受け取り',
  },
  {
    id: 'socialGiftComplete',
    folder: 'gift',
    path: '/social-gift/:key?/complete',
    access: 'public',
    sharing: 'personal',
    title: 'お届け先の登録完了',
  },
  {
    id: 'socialGiftConfirm',
    folder: 'gift',
    path: '/social-gift/:key?/confirm',
    access: 'public',
    sharing: 'personal',
    title: 'お届け先の確認',
  },
  {
    id: 'socialGiftDelivery',
    folder: 'gift',
    path: '/social-gift/:key?/delivery',
    access: 'public',
    sharing: 'personal',
    title: 'お届け日時の指定',
  },
  {
    id: 'socialGiftShipping',
    folder: 'gift',
    path: '/social-gift/:key?/shipping',
    access: 'public',
    sharing: 'personal',
    title: 'お届け先の入力',
  },
  // My page
  {
    id: 'mypage',
    folder: 'account',
    path: '/mypage',
    access: 'login',
    sharing: 'personal',
    title: 'マイページ',
  },
  {
    id: 'mypageAddress',
    folder: 'mypage/addresses',
    path: '/mypage/address',
    access: 'login',
    sharing: 'personal',
    title: 'お届け先一覧',
  },
  {
    id: 'mypageAddressAdd',
    folder: 'mypage/addresses',
    path: '/mypage/address/add',
    access: 'login',
    sharing: 'personal',
    title: 'お届け先の追加',
  },
  {
    id: 'mypageAddressEdit',
    folder: 'mypage/addresses',
    path: '/mypage/address/:key/edit',
    access: 'login',
    sharing: 'personal',
    title: 'お届け先の編集',
  },
  {
    id: 'mypageBookmark',
    folder: 'catalog',
    path: '/mypage/bookmark',
    access: 'login',
    sharing: 'personal',
    title: 'お気に入り',
  },
  {
    id: 'mypageCard',
    folder: 'mypage/cards',
    path: '/mypage/card',
    access: 'login',
    sharing: 'personal',
    title: 'クレジットカード',
  },
  {
    id: 'mypageCardAdd',
    folder: 'mypage/cards',
    path: '/mypage/card/add',
    access: 'login',
    sharing: 'personal',
    title: 'クレジットカードの追加',
  },
  {
    id: 'mypageInquiryHistory',
    folder: 'contact',
    path: '/mypage/inquiry_history',
    access: 'login',
    sharing: 'personal',
    title: 'お問い合わせ履歴',
  },
  {
    id: 'mypageInquiryDetail',
    folder: 'contact',
    path: '/mypage/inquiry_history/:key',
    access: 'login',
    sharing: 'personal',
    title: 'お問い合わせ詳細',
  },
  {
    id: 'mypageLeave',
    folder: 'account/profile',
    path: '/mypage/leave',
    access: 'login',
    sharing: 'personal',
    title: '退会',
  },
  {
    id: 'mypageList',
    folder: 'mypage/lists',
    path: '/mypage/list',
    access: 'login',
    sharing: 'personal',
    title: 'リスト',
  },
  {
    id: 'mypageListDetail',
    folder: 'mypage/lists',
    path: '/mypage/list/:key',
    access: 'login',
    sharing: 'personal',
    title: 'リスト詳細',
  },
  {
    id: 'mypageLoginHistory',
    folder: 'account/login-history',
    path: '/mypage/login_history',
    access: 'login',
    sharing: 'personal',
    title: 'ログイン履歴',
  },
  {
    id: 'mypageLogout',
    folder: 'account',
    path: '/mypage/logout',
    access: 'login',
    sharing: 'personal',
    title: 'ログアウト',
  },
  {
    id: 'mypageMeasurement',
    folder: 'moto/measurements',
    path: '/mypage/measurement',
    access: 'login',
    sharing: 'personal',
    title: '採寸データ',
    themes: MOTO,
  },
  {
    id: 'mypageMeasurementEdit',
    folder: 'moto/measurements',
    path: '/mypage/measurement/edit',
    access: 'login',
    sharing: 'personal',
    title: '採寸データの編集',
    themes: MOTO,
  },
  {
    id: 'mypageMemorial',
    folder: 'moto/memorials',
    path: '/mypage/memorial',
    access: 'login',
    sharing: 'personal',
    title: '記念日',
    themes: MOTO,
  },
  {
    id: 'mypageMemorialAdd',
    folder: 'moto/memorials',
    path: '/mypage/memorial/add',
    access: 'login',
    sharing: 'personal',
    title: '記念日の追加',
    themes: MOTO,
  },
  {
    id: 'mypageMemorialEdit',
    folder: 'moto/memorials',
    path: '/mypage/memorial/:key/edit',
    access: 'login',
    sharing: 'personal',
    title: '記念日の編集',
    themes: MOTO,
  },
  {
    id: 'mypageMessageCenter',
    folder: 'mypage/messages',
    path: '/mypage/message-center',
    access: 'login',
    sharing: 'personal',
    title: 'メッセージ',
  },
  {
    id: 'mypageMessageDetail',
    folder: 'mypage/messages',
    path: '/mypage/message-center/:key',
    access: 'login',
    sharing: 'personal',
    title: 'メッセージ詳細',
  },
  {
    id: 'mypageNameEmbroidery',
    folder: 'moto/embroidery',
    path: '/mypage/name-embroidery',
    access: 'login',
    sharing: 'personal',
    title: 'ネーム刺繍',
    themes: MOTO,
  },
  {
    id: 'mypageNameEmbroideryEdit',
    folder: 'moto/embroidery',
    path: '/mypage/name-embroidery/edit',
    access: 'login',
    sharing: 'personal',
    title: 'ネーム刺繍の編集',
    themes: MOTO,
  },
  {
    id: 'mypageOrderHistory',
    folder: 'orders',
    path: '/mypage/order_history',
    access: 'login',
    sharing: 'personal',
    title: 'ご注文履歴',
  },
  {
    id: 'mypageOrderDetail',
    folder: 'orders',
    path: '/mypage/order_history/:key',
    access: 'login',
    sharing: 'personal',
    title: 'ご注文詳細',
  },
  {
    id: 'mypagePassword',
    folder: 'account',
    path: '/mypage/password',
    access: 'login',
    sharing: 'personal',
    title: 'パスワードの変更',
  },
  {
    id: 'mypagePoint',
    folder: 'mypage/points',
    path: '/mypage/point',
    access: 'login',
    sharing: 'personal',
    title: 'ポイント',
  },
  {
    id: 'mypageProductHistory',
    folder: 'catalog',
    path: '/mypage/product_history',
    access: 'login',
    sharing: 'personal',
    title: '閲覧履歴',
  },
  {
    id: 'mypageProductRequestHistory',
    folder: 'catalog',
    path: '/mypage/product_request_history',
    access: 'login',
    sharing: 'personal',
    title: '商品リクエスト履歴',
  },
  {
    id: 'mypageProductSearchHistory',
    folder: 'catalog',
    path: '/mypage/product_search_history',
    access: 'login',
    sharing: 'personal',
    title: '検索履歴',
  },
  {
    id: 'mypageUserInfo',
    folder: 'account/profile',
    path: '/mypage/user_info',
    access: 'login',
    sharing: 'personal',
    title: '会員情報',
  },
  {
    id: 'mypageUserInfoEdit',
    folder: 'account/profile',
    path: '/mypage/user_info/edit',
    access: 'login',
    sharing: 'personal',
    title: '会員情報の編集',
  },
  // A static or landing page by its slug, else the 404 page. A landing page's coupons are
  // read again as the member's in the browser (the taken ones marked).
  {
    id: 'staticPage',
    folder: 'content',
    path: '/:slug',
    access: 'public',
    sharing: 'shared',
    title: '',
  },
  {
    id: 'notFound',
    path: '*',
    access: 'public',
    sharing: 'shared',
    title: 'ページが見つかりません',
  },
];

/** The routes of a theme: every shared route plus the theme-only ones it has. */
export function routesFor(theme: string): RouteDef[] {
  return ROUTES.filter((route) => !route.themes || route.themes.includes(theme));
}
