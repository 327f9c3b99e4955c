/**
 * What the server HTML of each route's page must contain besides the shop's frame: something
 * only that screen renders (a heading other than the title, a form by its name or a field only
 * it has, a list or table, a distinctive text), so the route sweep (routes.spec.ts) notices a
 * route that answers 200 with the wrong page, an empty one or an error page. A route of
 * @mise/storefront's table without an entry here fails the sweep: a new route brings its
 * landmark.
 *
 * Only what the server renders counts. Every page's loader runs on the server, so a page's
 * server HTML holds its data; pages that finish in the browser (an OAuth answer) are marked
 * LOADING ONLY: their landmark is their loading message.
 * The sweep asks the routes with the sample paths of route-paths.ts (no query, a made-up key
 * where the page does not look the item up), which decides what some pages show.
 */

/** A text the HTML contains as it is (attributes included), or a pattern it matches. */
export type Landmark = string | RegExp;

export type RouteLandmark = {
  /** What the page's server HTML contains, for whoever the route lets in. */
  html: readonly Landmark[];
  /** What it must not contain: what tells it from a page that renders the same and more. */
  without?: readonly Landmark[];
  /**
   * Where a member's page differs from a visitor's. The sweep opens as a member only the routes
   * a visitor is sent away from (and /ec, which the no-member-use setting opens to visitors).
   */
  member?: readonly Landmark[];
  /** Themes whose own composition of the page (theme.pages) renders something else. */
  themes?: Partial<Record<string, readonly Landmark[]>>;
};

/**
 * React puts `<!-- -->` between neighbouring text parts of one element: "{label}へ戻る" is
 * `お知らせ一覧<!-- -->へ戻る` in the server HTML.
 */
const joined = (...parts: string[]) => new RegExp(parts.join('(?:<!-- -->)?'));

/** The step a checkout or gift flow is at (StepIndicator: `aria-current="step"`, "2. お届け先"). */
const currentStep = (number: number, label: string) =>
  new RegExp(`aria-current="step"[^>]*>${number}<!-- -->\\. <!-- -->${label}<`);

/** A loading message (Spinner's label), exactly: "…を読み込んでいます" is not "…を読み込んでいます…". */
const loading = (label: string) => `aria-label="${label}"`;

const CHECKOUT = 'aria-label="ご注文手続きの流れ"';
const EMPTY_CART = 'カートに商品が入っていません';
const GIFT_FLOW = 'aria-label="ギフトの受け取りの流れ"';
const GIFT_UNKNOWN = 'ギフトが見つかりませんでした。';
const REMINDER_LINK_INVALID =
  'URLが無効か、有効期限が切れています。もう一度はじめからお手続きください。';
const ADDRESS_FORM_LEAD = 'お届け先のお名前とご住所を入力してください。';

export const ROUTE_LANDMARKS: Readonly<Record<string, RouteLandmark>> = {
  // Public. The top page is every theme's own composition (a shop made by create-theme starts
  // from the standard one).
  top: {
    html: ['id="top-guide"', '毎日の暮らしに役立つ商品を、全国へお届けします。'],
    themes: {
      business: ['id="top-flow"', 'お取引の流れ', 'id="top-terms"'],
      moto: ['id="top-makers"', 'id="top-services"', 'ライダーのためのサービス'],
    },
  },
  blogList: { html: ['aria-label="ブログ記事一覧"'] },
  blogDetail: { html: [joined('ブログ一覧', 'へ戻る')] },
  brand: { html: ['aria-label="行で移動"', 'href="/product?brand='] },
  catalogOrder: { html: ['ご希望のカタログを選んで、お問い合わせフォームからご請求ください。'] },
  contact: { html: ['aria-label="お問い合わせ"', 'name="body"', '確認画面へ進む'] },
  // Opened without a draft: the way back to the form.
  contactConfirm: { html: ['確認する内容がありません'] },
  contactComplete: {
    html: ['を受け付けました。ご入力のメールアドレスに確認のメールをお送りしました。'],
  },
  coupon: { html: ['クーポンの獲得にはログインが必要です。'] },
  // The seed's 'ec' layout (its coupons block's heading): the page is nothing but the layout's
  // blocks. In an element, since the layout's data is in the page's state script too.
  ec: { html: ['>受け取れるクーポン<'] },
  faq: { html: ['aria-labelledby="faq-'] },
  flipBook: { html: ['aria-roledescription="デジタルカタログ"'] },
  maintenance: { html: ['現在メンテナンスは行っておりません。'] },
  makerList: { html: ['aria-label="行で移動"', 'href="/maker/'] },
  makerDetail: { html: ['id="maker-products"'] },
  newsList: { html: ['aria-label="お知らせ一覧"'] },
  newsDetail: { html: [joined('お知らせ一覧', 'へ戻る')] },
  popup: { html: ['このポップアップだけを表示'] },
  productList: { html: ['id="product-search"', 'id="product-categories"'] },
  productDetail: { html: ['id="product-description"', '商品説明'] },
  productUos: { html: [/<caption>[^<]*価格と在庫<\/caption>/] },
  sitemap: { html: ['ショップのご案内', 'ご利用ガイド・規約'] },
  stylistList: {
    html: ['<p>ライディングウェアやヘルメット選びをお手伝いするスタイリストをご紹介します。</p>'],
  },
  // The theme's composition (moto is the only theme with the route).
  stylistDetail: { html: [joined('スタイリスト一覧', 'へ戻る')] },
  // Without ?no&t: the form that asks for them.
  guestReceipt: { html: ['aria-label="ご注文の確認"', 'name="t"'] },
  // LOADING ONLY: the provider's answer is redeemed in the browser.
  oauthCallback: { html: [loading('ログインしています…')] },

  // Cart and checkout: the server loads the visitor's cart, a new and empty one for the sweep.
  // The empty cart, and no checkout steps.
  cart: { html: [EMPTY_CART], without: [CHECKOUT] },
  cartShippingSelect: {
    html: [CHECKOUT, currentStep(2, 'お届け先'), EMPTY_CART],
    without: [ADDRESS_FORM_LEAD],
  },
  cartShippingAdd: { html: [CHECKOUT, currentStep(2, 'お届け先'), ADDRESS_FORM_LEAD] },
  cartShippingDetail: {
    html: [CHECKOUT, currentStep(3, 'お届け方法'), 'aria-label="お届け方法"'],
  },
  cartPayment: {
    html: [
      CHECKOUT,
      currentStep(4, 'お支払い'),
      'aria-label="お支払い方法"',
      'aria-label="ご注文金額"',
    ],
  },
  // An empty cart is sent back to /cart/ in the browser: the server paints only the step.
  cartConfirm: { html: [CHECKOUT, currentStep(5, '確認')] },
  // Without an order number.
  cartComplete: {
    html: [CHECKOUT, currentStep(6, '完了'), 'ご注文の情報が見つかりませんでした。'],
  },

  // Account entry.
  login: { html: ['aria-label="ログイン"', 'name="login_id"', 'name="password"'] },
  // Without ?token: the link is invalid.
  loginUnlock: { html: ['ロック解除のURLが無効か、有効期限が切れています'] },
  loginSync: { html: ['aria-label="他ショップのアカウントでログイン"', 'name="channel_id"'] },
  register: {
    html: ['aria-label="会員登録"', 'name="password_confirmation"', 'name="question_ct"'],
  },
  registerComplete: {
    html: ['メールに記載の確認コードを入力して、会員登録を完了してください。', 'name="code"'],
  },
  reminder: { html: ['aria-label="パスワードをお忘れの方"', 'name="email"'] },
  // Without ?token: the link is invalid, and the way to start again is this reminder's.
  reminderReset: { html: [REMINDER_LINK_INVALID, 'href="/reminder/"'] },
  reminderUsername: { html: ['aria-label="ユーザー名をお忘れの方"', 'name="email"'] },
  reminderUsernameReset: {
    html: [REMINDER_LINK_INVALID, 'href="/reminder/username/"'],
  },
  // The demo members are verified; a spec before this one may have left one to verify again.
  verify: { html: [/）の確認は完了しています。|確認コードを送信する/] },
  verifyEmail: {
    html: ['確認コードが届かない場合は再送できます。', 'aria-label="確認コードの入力"'],
  },

  // Social gift, receiver's side. With a made-up key each step shows its place in the flow
  // and that the gift was not found (the server asked the API for it).
  socialGift: { html: ['id="social-gift-about"', 'name="link"'] },
  socialGiftProducts: { html: [GIFT_FLOW, currentStep(1, 'ギフトの確認'), GIFT_UNKNOWN] },
  socialGiftShipping: { html: [GIFT_FLOW, currentStep(2, 'お届け先'), ADDRESS_FORM_LEAD] },
  socialGiftDelivery: { html: [GIFT_FLOW, currentStep(3, 'お届け日時'), GIFT_UNKNOWN] },
  socialGiftConfirm: { html: [GIFT_FLOW, currentStep(4, '確認'), GIFT_UNKNOWN] },
  socialGiftComplete: { html: [GIFT_FLOW, currentStep(5, '完了')] },

  // My page. The member's profile is loaded on the server; the rest in the browser.
  mypage: { html: ['id="mypage-menu"', 'href="/mypage/logout/"'] },
  mypageAddress: {
    html: ['ご自宅のほか、ご実家や勤務先など、よく使うお届け先を登録しておけます。'],
  },
  mypageAddressAdd: { html: ['新しいお届け先を登録します。'] },
  mypageAddressEdit: { html: ['登録済みのお届け先の内容を変更します。'] },
  mypageBookmark: { html: ['お気に入りに登録した商品です。'] },
  mypageCard: { html: ['ご登録のクレジットカードは、ご注文のお支払いにご利用いただけます。'] },
  mypageCardAdd: { html: ['ご注文のお支払いに使うクレジットカードを登録します。'] },
  mypageInquiryHistory: { html: ['これまでのお問い合わせと、ショップからの回答を確認できます。'] },
  mypageInquiryDetail: { html: ['お問い合わせが見つかりませんでした'] },
  mypageLeave: {
    html: [
      '退会すると、次の情報は削除され、元に戻すことはできません。',
      'aria-label="退会の手続き"',
    ],
  },
  mypageList: { html: ['気になる商品を用途ごとのリストにまとめておけます。'] },
  mypageListDetail: { html: ['リスト一覧に戻る'] },
  mypageLoginHistory: { html: ['最近のログインの記録です。'] },
  mypageLogout: { html: ['ログアウトしますか？'] },
  mypageMeasurement: { html: ['身長・体重・頭囲・手囲などを登録しておくと'] },
  mypageMeasurementEdit: { html: ['新しい採寸データを記録します。'] },
  mypageMemorial: { html: ['納車日や車検日、ご家族の誕生日などを登録しておくと'] },
  mypageMemorialAdd: { html: ['新しい記念日を登録します。'] },
  mypageMemorialEdit: {
    html: ['登録済みの記念日を変更します。', '記念日が見つかりませんでした。'],
  },
  mypageMessageCenter: { html: ['ショップからのお知らせや、ご注文に関するメッセージです。'] },
  mypageMessageDetail: { html: ['メッセージが見つかりませんでした', 'メッセージ一覧へ戻る'] },
  mypageNameEmbroidery: { html: ['ネーム刺繍に対応した商品では'] },
  mypageNameEmbroideryEdit: { html: ['ネーム刺繍の文字・書体・糸の色を設定します。'] },
  mypageOrderHistory: { html: ['aria-label="ご注文の絞り込み"', 'name="ordered_from.year"'] },
  mypageOrderDetail: { html: ['ご注文が見つかりませんでした'] },
  mypagePassword: { html: ['aria-label="パスワードの変更"', 'name="current_password"'] },
  mypagePoint: { html: ['id="point-history-title"'] },
  mypageProductHistory: { html: ['最近ご覧になった商品です（新しい順）。'] },
  mypageProductRequestHistory: { html: ['再入荷や取り扱いをリクエストした商品の記録です。'] },
  mypageProductSearchHistory: { html: ['商品を探したときのキーワードの記録です。'] },
  mypageUserInfo: { html: ['href="/mypage/user_info/edit/"', 'href="/mypage/leave/"'] },
  mypageUserInfoEdit: { html: ['aria-label="会員情報の変更"', 'name="email"'] },

  // /guide, the static page every demo shop's seed has: its body (RichContent renders it as
  // plain text on the server; its data is in the page's state script too, hence the element).
  staticPage: { html: [/<section[^>]*>ご注文の流れ/] },
};

/**
 * What a route's page in a theme contains and what it does not; a route without an entry is
 * an error.
 */
export function landmarksOf(
  routeId: string,
  theme: string,
  { asMember }: { asMember: boolean },
): { html: readonly Landmark[]; without: readonly Landmark[] } {
  const entry = ROUTE_LANDMARKS[routeId];
  if (!entry)
    throw new Error(
      `route ${routeId} has no landmark in apps/e2e/tests/route-landmarks.ts: add what only its page renders on the server`,
    );
  return {
    html: entry.themes?.[theme] ?? (asMember ? entry.member : undefined) ?? entry.html,
    without: entry.without ?? [],
  };
}

/** A landmark as the sweep's messages show it. */
export const describeLandmark = (landmark: Landmark) =>
  typeof landmark === 'string' ? JSON.stringify(landmark) : String(landmark);

export const hasLandmark = (html: string, landmark: Landmark) =>
  typeof landmark === 'string' ? html.includes(landmark) : landmark.test(html);
