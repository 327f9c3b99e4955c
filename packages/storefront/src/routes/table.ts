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
  /** Japanese page title (document title and heading until the screen is built). */
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
};

const MOTO = ['moto'] as const;

export const ROUTES: readonly RouteDef[] = [
  // Public
  { id: 'top', path: '/', access: 'public', title: 'トップ', hydrate: 'islands' },
  { id: 'blogList', path: '/blog', access: 'public', title: 'ブログ' },
  { id: 'blogDetail', path: '/blog/:key', access: 'public', title: 'ブログ' },
  { id: 'brand', path: '/brand', access: 'public', title: 'ブランド一覧' },
  {
    id: 'catalogOrder',
    path: '/catalog-order',
    access: 'public',
    title: 'カタログ請求',
    themes: MOTO,
  },
  { id: 'contact', path: '/contact', access: 'public', title: 'お問い合わせ' },
  {
    id: 'contactConfirm',
    path: '/contact/confirm',
    access: 'public',
    title: 'お問い合わせ内容の確認',
  },
  { id: 'contactComplete', path: '/contact/complete', access: 'public', title: 'お問い合わせ完了' },
  { id: 'coupon', path: '/coupon', access: 'public', title: 'クーポン' },
  { id: 'ec', path: '/ec', access: 'member', title: 'ショップトップ' },
  { id: 'faq', path: '/faq', access: 'public', title: 'よくあるご質問', themes: MOTO },
  { id: 'flipBook', path: '/flip-book', access: 'public', title: 'デジタルカタログ' },
  {
    id: 'maintenance',
    path: '/maintenance',
    access: 'public',
    title: 'メンテナンス中',
    layout: 'maintenance',
  },
  { id: 'makerList', path: '/maker', access: 'public', title: 'メーカー一覧' },
  { id: 'makerDetail', path: '/maker/:key', access: 'public', title: 'メーカー' },
  { id: 'newsList', path: '/news', access: 'public', title: 'お知らせ' },
  { id: 'newsDetail', path: '/news/:key', access: 'public', title: 'お知らせ' },
  { id: 'popup', path: '/popup', access: 'public', title: 'ポップアップ', layout: 'simple' },
  {
    id: 'productList',
    path: '/product',
    access: 'public',
    title: '商品一覧',
    hydrate: 'islands',
  },
  {
    id: 'productDetail',
    path: '/product/:key',
    access: 'public',
    title: '商品詳細',
    hydrate: 'islands',
  },
  { id: 'productUos', path: '/product/:key/uos', access: 'public', title: '商品詳細' },
  { id: 'sitemap', path: '/sitemap', access: 'public', title: 'サイトマップ' },
  { id: 'stylistList', path: '/stylist', access: 'public', title: 'スタイリスト', themes: MOTO },
  {
    id: 'stylistDetail',
    path: '/stylist/:key',
    access: 'public',
    title: 'スタイリスト',
    themes: MOTO,
  },
  { id: 'guestReceipt', path: '/orders/receipt', access: 'public', title: '領収書の発行' },
  {
    id: 'oauthCallback',
    path: '/oauth/callback',
    access: 'public',
    title: 'ログイン処理中',
    layout: 'simple',
  },
  // Cart (guests check out too)
  { id: 'cart', path: '/cart', access: 'public', title: 'ショッピングカート' },
  {
    id: 'cartShippingSelect',
    path: '/cart/shipping-select',
    access: 'public',
    title: 'お届け先の選択',
  },
  { id: 'cartShippingAdd', path: '/cart/shipping-add', access: 'public', title: 'お届け先の追加' },
  {
    id: 'cartShippingDetail',
    path: '/cart/shipping-detail',
    access: 'public',
    title: 'お届け方法の指定',
  },
  { id: 'cartPayment', path: '/cart/payment', access: 'public', title: 'お支払い方法の選択' },
  { id: 'cartConfirm', path: '/cart/confirm', access: 'public', title: 'ご注文内容の確認' },
  { id: 'cartComplete', path: '/cart/complete', access: 'public', title: 'ご注文完了' },
  // Account entry
  { id: 'login', path: '/login', access: 'logout', title: 'ログイン' },
  { id: 'loginUnlock', path: '/login/unlock', access: 'public', title: 'アカウントのロック解除' },
  {
    id: 'loginSync',
    path: '/login_sync',
    access: 'logout',
    title: '他ショップのアカウントでログイン',
  },
  { id: 'register', path: '/register', access: 'logout', title: '会員登録' },
  { id: 'registerComplete', path: '/register/complete', access: 'public', title: '会員登録完了' },
  { id: 'reminder', path: '/reminder', access: 'logout', title: 'パスワードをお忘れの方' },
  { id: 'reminderReset', path: '/reminder/reset', access: 'logout', title: 'パスワードの再設定' },
  {
    id: 'reminderUsername',
    path: '/reminder/username',
    access: 'logout',
    title: 'ユーザー名をお忘れの方',
  },
  {
    id: 'reminderUsernameReset',
    path: '/reminder/username/reset',
    access: 'logout',
    title: 'ユーザー名の確認',
  },
  { id: 'verify', path: '/verify', access: 'login', title: 'メールアドレスの確認' },
  { id: 'verifyEmail', path: '/verify/email', access: 'public', title: 'メールアドレスの確認' },
  // Social gift (the key is optional)
  { id: 'socialGift', path: '/social-gift', access: 'public', title: 'ソーシャルギフト' },
  // The gift link a buyer sends (/social-gift/{key}): the gift's products, the flow's first step.
  {
    id: 'socialGiftProducts',
    path: '/social-gift/:key',
    access: 'public',
    title: 'ギフトの受け取り',
  },
  {
    id: 'socialGiftComplete',
    path: '/social-gift/:key?/complete',
    access: 'public',
    title: 'お届け先の登録完了',
  },
  {
    id: 'socialGiftConfirm',
    path: '/social-gift/:key?/confirm',
    access: 'public',
    title: 'お届け先の確認',
  },
  {
    id: 'socialGiftDelivery',
    path: '/social-gift/:key?/delivery',
    access: 'public',
    title: 'お届け日時の指定',
  },
  {
    id: 'socialGiftShipping',
    path: '/social-gift/:key?/shipping',
    access: 'public',
    title: 'お届け先の入力',
  },
  // My page
  { id: 'mypage', path: '/mypage', access: 'login', title: 'マイページ' },
  { id: 'mypageAddress', path: '/mypage/address', access: 'login', title: 'お届け先一覧' },
  { id: 'mypageAddressAdd', path: '/mypage/address/add', access: 'login', title: 'お届け先の追加' },
  {
    id: 'mypageAddressEdit',
    path: '/mypage/address/:key/edit',
    access: 'login',
    title: 'お届け先の編集',
  },
  { id: 'mypageBookmark', path: '/mypage/bookmark', access: 'login', title: 'お気に入り' },
  { id: 'mypageCard', path: '/mypage/card', access: 'login', title: 'クレジットカード' },
  {
    id: 'mypageCardAdd',
    path: '/mypage/card/add',
    access: 'login',
    title: 'クレジットカードの追加',
  },
  {
    id: 'mypageInquiryHistory',
    path: '/mypage/inquiry_history',
    access: 'login',
    title: 'お問い合わせ履歴',
  },
  {
    id: 'mypageInquiryDetail',
    path: '/mypage/inquiry_history/:key',
    access: 'login',
    title: 'お問い合わせ詳細',
  },
  { id: 'mypageLeave', path: '/mypage/leave', access: 'login', title: '退会' },
  { id: 'mypageList', path: '/mypage/list', access: 'login', title: 'リスト' },
  { id: 'mypageListDetail', path: '/mypage/list/:key', access: 'login', title: 'リスト詳細' },
  {
    id: 'mypageLoginHistory',
    path: '/mypage/login_history',
    access: 'login',
    title: 'ログイン履歴',
  },
  { id: 'mypageLogout', path: '/mypage/logout', access: 'login', title: 'ログアウト' },
  {
    id: 'mypageMeasurement',
    path: '/mypage/measurement',
    access: 'login',
    title: '採寸データ',
    themes: MOTO,
  },
  {
    id: 'mypageMeasurementEdit',
    path: '/mypage/measurement/edit',
    access: 'login',
    title: '採寸データの編集',
    themes: MOTO,
  },
  {
    id: 'mypageMemorial',
    path: '/mypage/memorial',
    access: 'login',
    title: '記念日',
    themes: MOTO,
  },
  {
    id: 'mypageMemorialAdd',
    path: '/mypage/memorial/add',
    access: 'login',
    title: '記念日の追加',
    themes: MOTO,
  },
  {
    id: 'mypageMemorialEdit',
    path: '/mypage/memorial/:key/edit',
    access: 'login',
    title: '記念日の編集',
    themes: MOTO,
  },
  {
    id: 'mypageMessageCenter',
    path: '/mypage/message-center',
    access: 'login',
    title: 'メッセージ',
  },
  {
    id: 'mypageMessageDetail',
    path: '/mypage/message-center/:key',
    access: 'login',
    title: 'メッセージ詳細',
  },
  {
    id: 'mypageNameEmbroidery',
    path: '/mypage/name-embroidery',
    access: 'login',
    title: 'ネーム刺繍',
    themes: MOTO,
  },
  {
    id: 'mypageNameEmbroideryEdit',
    path: '/mypage/name-embroidery/edit',
    access: 'login',
    title: 'ネーム刺繍の編集',
    themes: MOTO,
  },
  { id: 'mypageOrderHistory', path: '/mypage/order_history', access: 'login', title: 'ご注文履歴' },
  {
    id: 'mypageOrderDetail',
    path: '/mypage/order_history/:key',
    access: 'login',
    title: 'ご注文詳細',
  },
  { id: 'mypagePassword', path: '/mypage/password', access: 'login', title: 'パスワードの変更' },
  { id: 'mypagePoint', path: '/mypage/point', access: 'login', title: 'ポイント' },
  {
    id: 'mypageProductHistory',
    path: '/mypage/product_history',
    access: 'login',
    title: '閲覧履歴',
  },
  {
    id: 'mypageProductRequestHistory',
    path: '/mypage/product_request_history',
    access: 'login',
    title: '商品リクエスト履歴',
  },
  {
    id: 'mypageProductSearchHistory',
    path: '/mypage/product_search_history',
    access: 'login',
    title: '検索履歴',
  },
  { id: 'mypageUserInfo', path: '/mypage/user_info', access: 'login', title: '会員情報' },
  {
    id: 'mypageUserInfoEdit',
    path: '/mypage/user_info/edit',
    access: 'login',
    title: '会員情報の編集',
  },
  // A static or landing page by its slug, else the 404 page.
  { id: 'staticPage', path: '/:slug', access: 'public', title: '' },
  { id: 'notFound', path: '*', access: 'public', title: 'ページが見つかりません' },
];

/** The routes of a theme: every shared route plus the theme-only ones it has. */
export function routesFor(theme: string): RouteDef[] {
  return ROUTES.filter((route) => !route.themes || route.themes.includes(theme));
}
