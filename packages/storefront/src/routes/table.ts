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
    path: '/',
    access: 'public',
    sharing: 'shared',
    title: 'トップ',
    hydrate: 'islands',
  },
  { id: 'blogList', path: '/blog', access: 'public', sharing: 'shared', title: 'ブログ' },
  { id: 'blogDetail', path: '/blog/:key', access: 'public', sharing: 'shared', title: 'ブログ' },
  { id: 'brand', path: '/brand', access: 'public', sharing: 'shared', title: 'ブランド一覧' },
  {
    id: 'catalogOrder',
    path: '/catalog-order',
    access: 'public',
    sharing: 'personal',
    title: 'カタログ請求',
    themes: MOTO,
  },
  { id: 'contact', path: '/contact', access: 'public', sharing: 'personal', title: 'お問い合わせ' },
  {
    id: 'contactConfirm',
    path: '/contact/confirm',
    access: 'public',
    sharing: 'personal',
    title: 'お問い合わせ内容の確認',
  },
  {
    id: 'contactComplete',
    path: '/contact/complete',
    access: 'public',
    sharing: 'personal',
    title: 'お問い合わせ完了',
  },
  { id: 'coupon', path: '/coupon', access: 'public', sharing: 'personal', title: 'クーポン' },
  { id: 'ec', path: '/ec', access: 'member', sharing: 'personal', title: 'ショップトップ' },
  {
    id: 'faq',
    path: '/faq',
    access: 'public',
    sharing: 'shared',
    title: 'よくあるご質問',
    themes: MOTO,
  },
  {
    id: 'flipBook',
    path: '/flip-book',
    access: 'public',
    sharing: 'shared',
    title: 'デジタルカタログ',
  },
  {
    id: 'maintenance',
    path: '/maintenance',
    access: 'public',
    sharing: 'personal',
    title: 'メンテナンス中',
    layout: 'maintenance',
  },
  { id: 'makerList', path: '/maker', access: 'public', sharing: 'shared', title: 'メーカー一覧' },
  {
    id: 'makerDetail',
    path: '/maker/:key',
    access: 'public',
    sharing: 'shared',
    title: 'メーカー',
  },
  { id: 'newsList', path: '/news', access: 'public', sharing: 'shared', title: 'お知らせ' },
  { id: 'newsDetail', path: '/news/:key', access: 'public', sharing: 'shared', title: 'お知らせ' },
  {
    id: 'popup',
    path: '/popup',
    access: 'public',
    sharing: 'shared',
    title: 'ポップアップ',
    layout: 'simple',
  },
  {
    id: 'productList',
    path: '/product',
    access: 'public',
    sharing: 'shared',
    title: '商品一覧',
    hydrate: 'islands',
  },
  {
    id: 'productDetail',
    path: '/product/:key',
    access: 'public',
    sharing: 'shared',
    title: '商品詳細',
    hydrate: 'islands',
  },
  {
    id: 'productUos',
    path: '/product/:key/uos',
    access: 'public',
    sharing: 'shared',
    title: '商品詳細',
  },
  { id: 'sitemap', path: '/sitemap', access: 'public', sharing: 'shared', title: 'サイトマップ' },
  {
    id: 'stylistList',
    path: '/stylist',
    access: 'public',
    sharing: 'shared',
    title: 'スタイリスト',
    themes: MOTO,
  },
  {
    id: 'stylistDetail',
    path: '/stylist/:key',
    access: 'public',
    sharing: 'shared',
    title: 'スタイリスト',
    themes: MOTO,
  },
  {
    id: 'guestReceipt',
    path: '/orders/receipt',
    access: 'public',
    sharing: 'personal',
    title: '領収書の発行',
  },
  {
    id: 'oauthCallback',
    path: '/oauth/callback',
    access: 'public',
    sharing: 'personal',
    title: 'ログイン処理中',
    layout: 'simple',
  },
  // Cart (guests check out too)
  { id: 'cart', path: '/cart', access: 'public', sharing: 'personal', title: 'ショッピングカート' },
  {
    id: 'cartShippingSelect',
    path: '/cart/shipping-select',
    access: 'public',
    sharing: 'personal',
    title: 'お届け先の選択',
  },
  {
    id: 'cartShippingAdd',
    path: '/cart/shipping-add',
    access: 'public',
    sharing: 'personal',
    title: 'お届け先の追加',
  },
  {
    id: 'cartShippingDetail',
    path: '/cart/shipping-detail',
    access: 'public',
    sharing: 'personal',
    title: 'お届け方法の指定',
  },
  {
    id: 'cartPayment',
    path: '/cart/payment',
    access: 'public',
    sharing: 'personal',
    title: 'お支払い方法の選択',
  },
  {
    id: 'cartConfirm',
    path: '/cart/confirm',
    access: 'public',
    sharing: 'personal',
    title: 'ご注文内容の確認',
  },
  {
    id: 'cartComplete',
    path: '/cart/complete',
    access: 'public',
    sharing: 'personal',
    title: 'ご注文完了',
  },
  // Account entry
  { id: 'login', path: '/login', access: 'logout', sharing: 'personal', title: 'ログイン' },
  {
    id: 'loginUnlock',
    path: '/login/unlock',
    access: 'public',
    sharing: 'personal',
    title: 'アカウントのロック解除',
  },
  {
    id: 'loginSync',
    path: '/login_sync',
    access: 'logout',
    sharing: 'personal',
    title: '他ショップのアカウントでログイン',
  },
  { id: 'register', path: '/register', access: 'logout', sharing: 'personal', title: '会員登録' },
  {
    id: 'registerComplete',
    path: '/register/complete',
    access: 'public',
    sharing: 'personal',
    title: '会員登録完了',
  },
  {
    id: 'reminder',
    path: '/reminder',
    access: 'logout',
    sharing: 'personal',
    title: 'パスワードをお忘れの方',
  },
  {
    id: 'reminderReset',
    path: '/reminder/reset',
    access: 'logout',
    sharing: 'personal',
    title: 'パスワードの再設定',
  },
  {
    id: 'reminderUsername',
    path: '/reminder/username',
    access: 'logout',
    sharing: 'personal',
    title: 'ユーザー名をお忘れの方',
  },
  {
    id: 'reminderUsernameReset',
    path: '/reminder/username/reset',
    access: 'logout',
    sharing: 'personal',
    title: 'ユーザー名の確認',
  },
  {
    id: 'verify',
    path: '/verify',
    access: 'login',
    sharing: 'personal',
    title: 'メールアドレスの確認',
  },
  {
    id: 'verifyEmail',
    path: '/verify/email',
    access: 'public',
    sharing: 'personal',
    title: 'メールアドレスの確認',
  },
  // Social gift (the key is optional)
  {
    id: 'socialGift',
    path: '/social-gift',
    access: 'public',
    sharing: 'personal',
    title: 'ソーシャルギフト',
  },
  // The gift link a buyer sends (/social-gift/{key}): the gift's products, the flow's first step.
  {
    id: 'socialGiftProducts',
    path: '/social-gift/:key',
    access: 'public',
    sharing: 'personal',
    title: 'ギフトの受け取り',
  },
  {
    id: 'socialGiftComplete',
    path: '/social-gift/:key?/complete',
    access: 'public',
    sharing: 'personal',
    title: 'お届け先の登録完了',
  },
  {
    id: 'socialGiftConfirm',
    path: '/social-gift/:key?/confirm',
    access: 'public',
    sharing: 'personal',
    title: 'お届け先の確認',
  },
  {
    id: 'socialGiftDelivery',
    path: '/social-gift/:key?/delivery',
    access: 'public',
    sharing: 'personal',
    title: 'お届け日時の指定',
  },
  {
    id: 'socialGiftShipping',
    path: '/social-gift/:key?/shipping',
    access: 'public',
    sharing: 'personal',
    title: 'お届け先の入力',
  },
  // My page
  { id: 'mypage', path: '/mypage', access: 'login', sharing: 'personal', title: 'マイページ' },
  {
    id: 'mypageAddress',
    path: '/mypage/address',
    access: 'login',
    sharing: 'personal',
    title: 'お届け先一覧',
  },
  {
    id: 'mypageAddressAdd',
    path: '/mypage/address/add',
    access: 'login',
    sharing: 'personal',
    title: 'お届け先の追加',
  },
  {
    id: 'mypageAddressEdit',
    path: '/mypage/address/:key/edit',
    access: 'login',
    sharing: 'personal',
    title: 'お届け先の編集',
  },
  {
    id: 'mypageBookmark',
    path: '/mypage/bookmark',
    access: 'login',
    sharing: 'personal',
    title: 'お気に入り',
  },
  {
    id: 'mypageCard',
    path: '/mypage/card',
    access: 'login',
    sharing: 'personal',
    title: 'クレジットカード',
  },
  {
    id: 'mypageCardAdd',
    path: '/mypage/card/add',
    access: 'login',
    sharing: 'personal',
    title: 'クレジットカードの追加',
  },
  {
    id: 'mypageInquiryHistory',
    path: '/mypage/inquiry_history',
    access: 'login',
    sharing: 'personal',
    title: 'お問い合わせ履歴',
  },
  {
    id: 'mypageInquiryDetail',
    path: '/mypage/inquiry_history/:key',
    access: 'login',
    sharing: 'personal',
    title: 'お問い合わせ詳細',
  },
  { id: 'mypageLeave', path: '/mypage/leave', access: 'login', sharing: 'personal', title: '退会' },
  { id: 'mypageList', path: '/mypage/list', access: 'login', sharing: 'personal', title: 'リスト' },
  {
    id: 'mypageListDetail',
    path: '/mypage/list/:key',
    access: 'login',
    sharing: 'personal',
    title: 'リスト詳細',
  },
  {
    id: 'mypageLoginHistory',
    path: '/mypage/login_history',
    access: 'login',
    sharing: 'personal',
    title: 'ログイン履歴',
  },
  {
    id: 'mypageLogout',
    path: '/mypage/logout',
    access: 'login',
    sharing: 'personal',
    title: 'ログアウト',
  },
  {
    id: 'mypageMeasurement',
    path: '/mypage/measurement',
    access: 'login',
    sharing: 'personal',
    title: '採寸データ',
    themes: MOTO,
  },
  {
    id: 'mypageMeasurementEdit',
    path: '/mypage/measurement/edit',
    access: 'login',
    sharing: 'personal',
    title: '採寸データの編集',
    themes: MOTO,
  },
  {
    id: 'mypageMemorial',
    path: '/mypage/memorial',
    access: 'login',
    sharing: 'personal',
    title: '記念日',
    themes: MOTO,
  },
  {
    id: 'mypageMemorialAdd',
    path: '/mypage/memorial/add',
    access: 'login',
    sharing: 'personal',
    title: '記念日の追加',
    themes: MOTO,
  },
  {
    id: 'mypageMemorialEdit',
    path: '/mypage/memorial/:key/edit',
    access: 'login',
    sharing: 'personal',
    title: '記念日の編集',
    themes: MOTO,
  },
  {
    id: 'mypageMessageCenter',
    path: '/mypage/message-center',
    access: 'login',
    sharing: 'personal',
    title: 'メッセージ',
  },
  {
    id: 'mypageMessageDetail',
    path: '/mypage/message-center/:key',
    access: 'login',
    sharing: 'personal',
    title: 'メッセージ詳細',
  },
  {
    id: 'mypageNameEmbroidery',
    path: '/mypage/name-embroidery',
    access: 'login',
    sharing: 'personal',
    title: 'ネーム刺繍',
    themes: MOTO,
  },
  {
    id: 'mypageNameEmbroideryEdit',
    path: '/mypage/name-embroidery/edit',
    access: 'login',
    sharing: 'personal',
    title: 'ネーム刺繍の編集',
    themes: MOTO,
  },
  {
    id: 'mypageOrderHistory',
    path: '/mypage/order_history',
    access: 'login',
    sharing: 'personal',
    title: 'ご注文履歴',
  },
  {
    id: 'mypageOrderDetail',
    path: '/mypage/order_history/:key',
    access: 'login',
    sharing: 'personal',
    title: 'ご注文詳細',
  },
  {
    id: 'mypagePassword',
    path: '/mypage/password',
    access: 'login',
    sharing: 'personal',
    title: 'パスワードの変更',
  },
  {
    id: 'mypagePoint',
    path: '/mypage/point',
    access: 'login',
    sharing: 'personal',
    title: 'ポイント',
  },
  {
    id: 'mypageProductHistory',
    path: '/mypage/product_history',
    access: 'login',
    sharing: 'personal',
    title: '閲覧履歴',
  },
  {
    id: 'mypageProductRequestHistory',
    path: '/mypage/product_request_history',
    access: 'login',
    sharing: 'personal',
    title: '商品リクエスト履歴',
  },
  {
    id: 'mypageProductSearchHistory',
    path: '/mypage/product_search_history',
    access: 'login',
    sharing: 'personal',
    title: '検索履歴',
  },
  {
    id: 'mypageUserInfo',
    path: '/mypage/user_info',
    access: 'login',
    sharing: 'personal',
    title: '会員情報',
  },
  {
    id: 'mypageUserInfoEdit',
    path: '/mypage/user_info/edit',
    access: 'login',
    sharing: 'personal',
    title: '会員情報の編集',
  },
  // A static or landing page by its slug, else the 404 page. A landing page's coupons are
  // read again as the member's in the browser (the taken ones marked).
  { id: 'staticPage', path: '/:slug', access: 'public', sharing: 'shared', title: '' },
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
