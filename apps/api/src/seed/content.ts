import { getTableColumns, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import { carriageFeeText, freeCarriageText } from '../services/carriage.js';
import type { CarriageSettings } from '../services/carriage.js';
import type { FrontSettings } from '../services/front-settings.js';
import type { Database } from '../db/client.js';
import { colorschemes, freeAreas, messages, schoolKeys, settings, staticPages } from '../db/schema.js';
import type { ColorPalette } from '../db/schema.js';
import { withTax } from '../services/catalog.js';
import { DEMO_CHANNELS } from './channels.js';
import { DEMO_PAYMENT_METHODS } from './orders.js';

/** What the texts of one demo shop differ in: who runs it, how it ships and how it is paid. */
type ShopProfile = {
  name: string;
  operator: string;
  department: string;
  email: string;
  phone: string;
  hours: string;
  /** Prices are shown without tax in the business shop and with tax elsewhere. */
  taxNote: string;
  freeShipping: string;
  shippingFee: string;
  shippingNote: string;
  payments: string[];
  pointNote: string;
  memorialNote: string;
  productNote: string;
};

const ADDRESS = '〒150-0041 東京都渋谷区神南1-0-0 ミセビル5階';
/** The demo shops' account for bank transfers (a made-up bank), shown in their order mails. */
const BANK_ACCOUNT = 'ミセ銀行 渋谷支店（店番号 123）\n普通預金 1234567\n口座名義 カ）ミセ';
const REPRESENTATIVE = '代表取締役 見瀬 一郎';

/**
 * The shops whose content is written out below. A shop added later (`pnpm create-theme`) gets
 * the standard shop's content under its own name.
 */
type ContentShop = 'standard' | 'business' | 'moto';

/**
 * Each shop's carriage (ORDER.CARRIAGE tax excluded, ORDER.FREE_CARRIAGE_FROM tax included): seeded
 * as its settings, which price the cart, and worded into its notices from the same numbers.
 */
export const SHOP_CARRIAGE: Record<ContentShop, CarriageSettings> = {
  standard: { carriage: 600, freeCarriageFrom: 5000 },
  business: { carriage: 1000, freeCarriageFrom: 33000 },
  moto: { carriage: 800, freeCarriageFrom: 11000 },
};

/**
 * The payment methods a shop's notices list: the ones seeded as its enabled methods (by kind of
 * shop), with their fee as the cart charges it, so a notice never offers a method the shop lacks.
 */
const KIND: Record<ContentShop, keyof typeof DEMO_PAYMENT_METHODS> = {
  standard: 'consumer',
  business: 'business',
  moto: 'consumer',
};
const paymentsOf = (shop: ContentShop) =>
  DEMO_PAYMENT_METHODS[KIND[shop]].map((method) =>
    method.fee > 0
      ? `${method.name}（手数料 ${withTax(method.fee, 10).toLocaleString('ja-JP')}円（税込））`
      : method.name,
  );

const PROFILES: Record<ContentShop, ShopProfile> = {
  standard: {
    name: 'Mise ストア',
    operator: '株式会社ミセ',
    department: 'EC事業部',
    email: 'support@mise.example',
    phone: '03-0000-3100',
    hours: '平日 10:00〜17:00（土日祝・年末年始を除く）',
    taxNote: '表示価格はすべて消費税込みです。',
    freeShipping: freeCarriageText(SHOP_CARRIAGE.standard),
    payments: paymentsOf('standard'),
    shippingFee: carriageFeeText(SHOP_CARRIAGE.standard),
    shippingNote: '全国どこへでも同じ送料でお届けします。',
    pointNote:
      'ご購入金額（税抜）100円につき1ポイントを進呈します。1ポイント＝1円として次回以降のお買い物にご利用いただけます。',
    memorialNote:
      'ご家族の誕生日や記念日を登録いただくと、記念日の2週間前にお祝いクーポンをお届けします。',
    productNote:
      '商品画像はできる限り実物に近い色味で撮影していますが、ご覧の環境により実際の色と異なって見える場合があります。',
  },
  business: {
    name: 'Mise ビジネス',
    operator: '株式会社ミセ',
    department: '法人営業部',
    email: 'business@mise.example',
    phone: '03-0000-3200',
    hours: '平日 9:00〜18:00（土日祝・年末年始を除く）',
    taxNote: '表示価格は消費税抜きです。消費税はご注文金額の合計に対して計算します。',
    freeShipping: freeCarriageText(SHOP_CARRIAGE.business),
    payments: paymentsOf('business'),
    shippingFee: carriageFeeText(SHOP_CARRIAGE.business),
    shippingNote: '複数のお届け先への配送を承ります。お届け先ごとに送料がかかります。',
    pointNote:
      '法人会員様はご購入金額（税抜）200円につき1ポイントを進呈します。ポイントの有効期限は最終ご購入日から1年間です。',
    memorialNote:
      '創立記念日やご担当者様の誕生日を登録いただくと、記念日の前にご案内をお送りします。',
    productNote:
      '10ケース以上のまとめ買いはお見積りいたします。お問い合わせフォームからご相談ください。',
  },
  moto: {
    name: 'Mise モトパーツ',
    operator: '株式会社ミセ',
    department: 'モトパーツ事業部',
    email: 'moto@mise.example',
    phone: '03-0000-3300',
    hours: '平日 10:00〜18:00（水曜・年末年始を除く）',
    taxNote: '表示価格はすべて消費税込みです。',
    freeShipping: freeCarriageText(SHOP_CARRIAGE.moto),
    payments: paymentsOf('moto'),
    shippingFee: carriageFeeText(SHOP_CARRIAGE.moto),
    shippingNote:
      'マフラー・タイヤ・外装セットなどの大型商品も、同じ送料でお届けします（お届け先ごとに送料がかかります）。',
    pointNote:
      'ご購入金額（税抜）100円につき1ポイントを進呈します。メンテナンス用品はポイント2倍です。',
    memorialNote:
      '愛車の納車日や車検の時期を登録いただくと、時期が近づいたらメンテナンス用品のクーポンをお届けします。',
    productNote:
      'ご注文の前に必ず適合車種（メーカー・車種・年式・型式）をご確認ください。適合についてのご質問はお問い合わせフォームから承ります。',
  },
};

const list = (items: string[]) => `<ul>${items.map((item) => `<li>${item}</li>`).join('')}</ul>`;

function shopInfo(p: ShopProfile): string {
  return (
    `<dl><dt>ショップ名</dt><dd>${p.name}</dd><dt>運営会社</dt><dd>${p.operator} ${p.department}</dd>` +
    `<dt>所在地</dt><dd>${ADDRESS}</dd><dt>電話番号</dt><dd>${p.phone}</dd>` +
    `<dt>メール</dt><dd><a href="mailto:${p.email}">${p.email}</a></dd><dt>営業時間</dt><dd>${p.hours}</dd></dl>`
  );
}

type Level = 'info' | 'warning' | 'success';
type MessageSeed = { code: string; title: string; body: string; level: Level };

/** The notices of spec section 3, one per code the storefront places. */
function messageSeeds(p: ShopProfile): MessageSeed[] {
  const m = (code: string, title: string, body: string, level: Level = 'info'): MessageSeed => ({
    code,
    title,
    body,
    level,
  });
  return [
    m(
      'caution',
      '当店を装った偽サイトにご注意ください',
      `<p>${p.name}の商品画像や文章を無断で使用した偽サイトが確認されています。極端な値引き価格、銀行振込のみの支払い、個人名義の振込先などにご注意ください。</p><p>当店の正式なお問い合わせ先は <a href="mailto:${p.email}">${p.email}</a> のみです。</p>`,
      'warning',
    ),
    m(
      'mypage-leave-index-1',
      '退会される前にご確認ください',
      '<p>退会されると、保有ポイント・クーポン・お届け先・お気に入り・ご注文履歴はすべて削除され、元に戻すことはできません。</p>',
      'warning',
    ),
    m(
      'mypage-leave-index-2',
      '退会手続きについて',
      '<p>お届けが完了していないご注文がある場合は、お届け完了後に退会手続きを行ってください。退会後も同じメールアドレスで再度会員登録いただけます。</p>',
    ),
    m(
      'mypage-logout-index',
      'ログアウトしました',
      '<p>ご利用ありがとうございました。共用のパソコンをお使いの場合は、ブラウザをすべて閉じてください。</p>',
    ),
    m(
      'mypage-point-index',
      'ポイントについて',
      `<p>${p.pointNote}</p><p>ポイントの付与はお届け完了の翌日です。</p>`,
    ),
    m('mypage-memorial-index', '記念日登録について', `<p>${p.memorialNote}</p>`),
    m(
      'mypage-mail-verify',
      'メールアドレスの確認',
      '<p>ご登録のメールアドレスに確認メールを送信しました。メールに記載されたURLから24時間以内に確認を完了してください。</p><p>メールが届かない場合は、迷惑メールフォルダもご確認ください。</p>',
    ),
    m(
      'mypage-address-index',
      'お届け先の登録について',
      '<p>よく使うお届け先を登録しておくと、ご注文時に選ぶだけで入力が完了します。「いつものお届け先」に設定した住所がご注文時に自動で選ばれます。</p><p>お届け先のニックネームは送り状には印字されません。</p>',
    ),
    m('product-index', '商品についてのご注意', `<p>${p.productNote}</p>`),
    m(
      'cart-index',
      'カートについて',
      '<p>カートに入れただけでは在庫は確保されません。ご注文確定までに在庫がなくなった場合は、ご注文いただけないことがあります。</p>',
    ),
    m(
      'cart-index-note',
      '送料について',
      `<p>${p.freeShipping}。${p.shippingFee}。</p><p>${p.shippingNote}</p>`,
    ),
    m(
      'cart-index-links',
      'お買い物の前に',
      '<ul><li><a href="/guide/">ご利用ガイド</a></li><li><a href="/shipping/">配送・送料について</a></li><li><a href="/returns/">返品・交換について</a></li><li><a href="/law/">特定商取引法に基づく表記</a></li></ul>',
    ),
    m(
      'cart-payment',
      'お支払い方法について',
      `<p>次のお支払い方法をご利用いただけます。</p>${list(p.payments)}`,
    ),
    m(
      'cart-confirm-1',
      'ご注文内容の確認',
      `<p>ご注文内容・お届け先・お支払い方法をご確認のうえ、「注文を確定する」ボタンを押してください。${p.taxNote}</p>`,
    ),
    m(
      'cart-confirm-2',
      'ご注文後のキャンセルについて',
      '<p>ご注文確定後の内容変更・キャンセルは、発送準備に入る前に限り承ります。お客様のご都合による返品は、未開封・未使用かつ商品到着後8日以内に限ります。詳しくは<a href="/returns/">返品・交換について</a>をご覧ください。</p>',
      'warning',
    ),
    m(
      'cart-complete',
      'ご注文ありがとうございました',
      `<p>ご登録のメールアドレスに注文確認メールをお送りしました。メールが届かない場合は、お手数ですが ${p.email} までご連絡ください。</p>`,
      'success',
    ),
    m(
      'contact-complete',
      'お問い合わせを受け付けました',
      '<p>お問い合わせありがとうございます。内容を確認のうえ、2営業日以内に担当者よりご連絡いたします。</p>',
      'success',
    ),
    m('contact-complete-shop-info', 'お問い合わせ窓口', shopInfo(p)),
    m(
      'contact-info',
      'お問い合わせの前に',
      `<p>ご注文についてのお問い合わせは、ご注文番号をお書き添えください。お電話でのお問い合わせは ${p.phone}（${p.hours}）で承ります。</p>`,
    ),
    m(
      'pre-order-info-1',
      '予約商品について',
      '<p>予約商品は発売日以降の発送となります。通常商品と一緒にご注文いただいた場合は、予約商品の入荷を待ってまとめて発送します。</p>',
    ),
    m(
      'pre-order-info-2',
      '予約商品の発売日について',
      '<p>発売日はメーカーの都合により変更になることがあります。変更の際はメールでお知らせします。予約商品のキャンセルは発売日の7日前まで承ります。</p>',
    ),
    m(
      'reminder',
      'パスワードをお忘れの方',
      '<p>ご登録のメールアドレスを入力してください。パスワード再設定用のURLをお送りします。</p>',
    ),
    m(
      'reminder-reset',
      '新しいパスワードの設定',
      '<p>新しいパスワードを入力してください。パスワードは8文字以上で、半角英字と数字を組み合わせてください（記号は - _ . が使えます）。</p>',
    ),
    m(
      'reminder-username',
      'ログインIDをお忘れの方',
      '<p>ご登録のメールアドレスを入力してください。ログインIDを確認するためのURLをお送りします。</p>',
    ),
    m(
      'reminder-username-reset',
      'ご本人確認',
      '<p>ご本人確認のため、会員登録の際に設定した秘密の質問の答えを入力してください。</p>',
    ),
    m(
      'reminder-username-confirm',
      'ログインIDのご確認',
      '<p>ご登録のログインIDは次のとおりです。ログイン後、マイページの会員情報から変更できます。</p>',
    ),
  ];
}

/** Every notice code of spec section 3: the storefront asks for each of them by name. */
export const MESSAGE_CODES = messageSeeds(PROFILES.standard).map((message) => message.code);

type FreeAreaSeed = { code: string; title: string; body: string };

function freeAreaSeeds(p: ShopProfile): FreeAreaSeed[] {
  return [
    {
      code: 'header-notice',
      title: 'ヘッダーのお知らせ',
      body: `<p><strong>${p.freeShipping}</strong></p>`,
    },
    {
      code: 'top-information',
      title: 'トップページのお知らせ',
      body: `<ul><li><a href="/guide/">はじめての方へ：ご利用ガイド</a></li><li><a href="/shipping/">配送・送料について</a></li><li>${p.pointNote}</li></ul>`,
    },
    { code: 'footer-shop-info', title: 'フッターのショップ情報', body: shopInfo(p) },
    {
      code: 'footer-payment',
      title: 'フッターのお支払い方法',
      body: `<p>お支払い方法</p>${list(p.payments)}`,
    },
    {
      code: 'product-detail-note',
      title: '商品ページの注意書き',
      body: `<p>${p.productNote}</p><p>${p.taxNote}</p>`,
    },
  ];
}

type StaticPageSeed = { url: string; title: string; description: string; body: string };

function staticPageSeeds(id: ContentShop, p: ShopProfile): StaticPageSeed[] {
  const pages: StaticPageSeed[] = [
    {
      url: '/guide/',
      title: 'ご利用ガイド',
      description: `${p.name}でのお買い物の流れ、お支払い方法、配送についてご案内します。`,
      body:
        '<h2>ご注文の流れ</h2><ol><li>商品ページで数量を選び「カートに入れる」を押します。</li><li>カートの内容を確認し「ご購入手続きへ」を押します。</li>' +
        '<li>お届け先とお支払い方法を選びます。</li><li>ご注文内容を確認し「注文を確定する」を押すと、注文確認メールが届きます。</li></ol>' +
        `<h2>お支払い方法</h2>${list(p.payments)}` +
        `<h2>送料</h2><p>${p.shippingFee}。${p.freeShipping}。</p><p>${p.shippingNote}</p>` +
        `<h2>お問い合わせ</h2><p>${p.phone}（${p.hours}）<br><a href="mailto:${p.email}">${p.email}</a></p>`,
    },
    {
      url: '/law/',
      title: '特定商取引法に基づく表記',
      description: `${p.name}の特定商取引法に基づく表記です。`,
      body:
        `<dl><dt>販売業者</dt><dd>${p.operator}</dd><dt>運営統括責任者</dt><dd>${REPRESENTATIVE}</dd>` +
        `<dt>所在地</dt><dd>${ADDRESS}</dd><dt>電話番号</dt><dd>${p.phone}（${p.hours}）</dd>` +
        `<dt>メールアドレス</dt><dd>${p.email}</dd><dt>販売価格</dt><dd>各商品ページに記載しています。${p.taxNote}</dd>` +
        `<dt>商品代金以外の必要料金</dt><dd>送料（${p.shippingFee}）、お支払い方法ごとの手数料（お支払い方法の欄に記載）、銀行振込の振込手数料</dd>` +
        `<dt>お支払い方法</dt><dd>${p.payments.join('、')}</dd>` +
        '<dt>お支払い時期</dt><dd>前払いの場合はご注文から7日以内、後払い・請求書払いの場合は請求書に記載の期日まで。クレジットカードはご注文時に決済します。</dd>' +
        '<dt>商品の引渡し時期</dt><dd>ご注文確定（前払いの場合はご入金確認）後、3営業日以内に発送します。</dd>' +
        '<dt>返品・交換</dt><dd>不良品・誤送品は商品到着後8日以内にご連絡ください。当店負担で交換または返金します。お客様のご都合による返品は、未開封・未使用品に限り商品到着後8日以内に承ります（送料はお客様負担）。</dd></dl>',
    },
    {
      url: '/privacy/',
      title: 'プライバシーポリシー',
      description: `${p.operator}による個人情報の取り扱いについて。`,
      body:
        `<p>${p.operator}（以下「当社」）は、${p.name}をご利用のお客様の個人情報を、以下のとおり取り扱います。</p>` +
        '<h2>1. 取得する情報</h2><p>氏名、住所、電話番号、メールアドレス、ご注文履歴、お問い合わせ内容、閲覧履歴などを取得します。</p>' +
        '<h2>2. 利用目的</h2><ul><li>ご注文商品の発送とご連絡</li><li>お問い合わせへの回答</li><li>新商品・キャンペーンのご案内（ご希望の方のみ）</li><li>サービス改善のための統計分析</li></ul>' +
        '<h2>3. 第三者提供</h2><p>法令に基づく場合を除き、ご本人の同意なく第三者に提供しません。配送業者・決済代行会社には、業務に必要な範囲で提供します。</p>' +
        '<h2>4. Cookieの利用</h2><p>当サイトは、利便性の向上とアクセス解析のためにCookieを使用します。ブラウザの設定でCookieを無効にできますが、一部の機能がご利用いただけなくなります。</p>' +
        `<h2>5. 開示・訂正・削除のご請求</h2><p>ご本人からのご請求には、本人確認のうえ遅滞なく対応します。窓口：${p.email}</p>`,
    },
    {
      url: '/company/',
      title: '会社概要',
      description: `${p.name}を運営する${p.operator}の会社概要です。`,
      body:
        `<dl><dt>会社名</dt><dd>${p.operator}</dd><dt>代表者</dt><dd>${REPRESENTATIVE}</dd><dt>所在地</dt><dd>${ADDRESS}</dd>` +
        '<dt>設立</dt><dd>2012年4月</dd><dt>資本金</dt><dd>3,000万円</dd>' +
        '<dt>事業内容</dt><dd>インターネット通信販売事業、法人向け卸売事業、オートバイ用品の販売</dd>' +
        `<dt>お問い合わせ</dt><dd>${p.department} ${p.phone}</dd></dl>`,
    },
    {
      url: '/shipping/',
      title: '配送・送料について',
      description: `${p.name}の配送方法、送料、お届け日時の指定についてご案内します。`,
      body:
        `<h2>送料</h2><p>${p.shippingFee}。${p.freeShipping}。</p><p>${p.shippingNote}</p>` +
        '<h2>お届け日数</h2><p>ご注文確定（前払いの場合はご入金確認）から3営業日以内に発送します。発送から1〜3日でお届けします。</p>' +
        '<h2>お届け日時の指定</h2><p>発送予定日の翌々日以降で、日付と時間帯（午前中／14〜16時／16〜18時／18〜20時／19〜21時）をご指定いただけます。</p>',
    },
    {
      url: '/returns/',
      title: '返品・交換について',
      description: '不良品・誤送品の交換と、お客様のご都合による返品の条件です。',
      body:
        '<h2>不良品・誤送品の場合</h2><p>商品到着後8日以内にご連絡ください。送料は当社負担で、交換または返金いたします。</p>' +
        '<h2>お客様のご都合による返品</h2><p>未開封・未使用の商品に限り、商品到着後8日以内にご連絡いただいたうえで承ります。返送料はお客様のご負担となります。</p>' +
        '<h2>返品できない商品</h2><ul><li>お客様のもとで傷や汚れが生じた商品</li><li>取り付け・加工済みの商品</li><li>受注生産品・名入れ商品</li></ul>',
    },
  ];
  if (id === 'business') {
    pages.push({
      url: '/business-terms/',
      title: '法人取引について',
      description: '法人会員登録、請求書払い、お見積りについてご案内します。',
      body:
        '<h2>法人会員登録</h2><p>会員登録の際に会社名・部署名をご入力ください。審査のうえ、2営業日以内に法人価格でのご購入が可能になります。</p>' +
        '<h2>請求書払い</h2><p>月末締め翌月末払いの請求書払いをご利用いただけます（与信審査があります）。</p>' +
        '<h2>お見積り・大口注文</h2><p>カート画面から見積書をダウンロードできます。10ケース以上のご注文は別途お見積りします。</p>',
    });
  }
  if (id === 'moto') {
    pages.push({
      url: '/fitment/',
      title: '適合確認について',
      description: 'パーツがお乗りの車両に適合するかの確認方法です。',
      body:
        '<p>車両のメーカー・車種・年式・型式（車検証または車体のフレーム番号に記載）を商品ページの適合表と照らし合わせてください。</p>' +
        '<p>適合表にない車両へのお取り付けは保証の対象外です。ご不明な場合は、型式とフレーム番号を添えてお問い合わせください。</p>',
    });
  }
  if (id === 'standard') {
    pages.push({
      url: '/gift/',
      title: 'ギフトラッピングについて',
      description: 'ギフトラッピングとのし、メッセージカードのご案内です。',
      body:
        '<p>ご購入手続きの画面でギフトラッピング（1包装 330円・税込）をお選びいただけます。</p>' +
        '<p>のし（無地・御祝・内祝・御礼）とメッセージカードは無料で承ります。金額のわかる納品書は同梱しません。</p>',
    });
  }
  return pages;
}

type SchemeSeed = {
  name: string;
  isSelected: boolean;
  spinner: number;
  cursor: number;
  colors: ColorPalette;
};

const SCHEMES: Record<ContentShop, SchemeSeed[]> = {
  standard: [
    {
      name: 'ベーシック',
      isSelected: true,
      spinner: 1,
      cursor: 1,
      colors: {
        primary: '#2f4f4f',
        on_primary: '#ffffff',
        // Dark enough for white text on it and for it as text on white (WCAG AA, e2e a11y.spec.ts).
        secondary: '#647337',
        on_secondary: '#ffffff',
        accent: '#b8462f',
        text: '#222222',
        text_muted: '#6b6b6b',
        background: '#ffffff',
        surface: '#f7f5f0',
        border: '#e2ded3',
        link: '#2f6f8f',
        error: '#c0392b',
        warning: '#b9770e',
        success: '#2e7d32',
        info: '#2f6f8f',
        sale: '#b8462f',
      },
    },
    {
      name: 'ナチュラル',
      isSelected: false,
      spinner: 4,
      cursor: 1,
      colors: {
        primary: '#7b5e3b',
        on_primary: '#ffffff',
        secondary: '#a3b18a',
        on_secondary: '#1f2a1a',
        accent: '#e09f3e',
        text: '#3a2e22',
        text_muted: '#7a6a58',
        background: '#fffdf8',
        surface: '#f3ede2',
        border: '#e0d5c1',
        link: '#5a7d3a',
        error: '#b23a2e',
        warning: '#b7791f',
        success: '#4f772d',
        info: '#3d6a8a',
        sale: '#c0392b',
      },
    },
    {
      name: 'モノトーン',
      isSelected: false,
      spinner: 2,
      cursor: 2,
      colors: {
        primary: '#111111',
        on_primary: '#ffffff',
        secondary: '#555555',
        on_secondary: '#ffffff',
        accent: '#999999',
        text: '#111111',
        text_muted: '#666666',
        background: '#ffffff',
        surface: '#f2f2f2',
        border: '#dddddd',
        link: '#111111',
        error: '#b00020',
        warning: '#8a6d00',
        success: '#2e6b30',
        info: '#35566f',
        sale: '#b00020',
      },
    },
  ],
  business: [
    {
      name: 'コーポレートブルー',
      isSelected: true,
      spinner: 6,
      cursor: 2,
      colors: {
        primary: '#0b3d91',
        on_primary: '#ffffff',
        secondary: '#3a6ea5',
        on_secondary: '#ffffff',
        accent: '#f2a900',
        text: '#1a1f2b',
        text_muted: '#5b6475',
        background: '#ffffff',
        surface: '#f3f6fb',
        border: '#d5dce8',
        link: '#0b57d0',
        error: '#c62828',
        warning: '#a86400',
        success: '#1b7f3b',
        info: '#0b57d0',
        sale: '#c62828',
      },
    },
    {
      name: 'スレートグレー',
      isSelected: false,
      spinner: 11,
      cursor: 2,
      colors: {
        primary: '#37474f',
        on_primary: '#ffffff',
        secondary: '#607d8b',
        on_secondary: '#ffffff',
        accent: '#00897b',
        text: '#212121',
        text_muted: '#616161',
        background: '#fafafa',
        surface: '#eceff1',
        border: '#cfd8dc',
        link: '#00695c',
        error: '#c62828',
        warning: '#a86400',
        success: '#2e7d32',
        info: '#0277bd',
        sale: '#c62828',
      },
    },
  ],
  moto: [
    {
      name: 'レーシングレッド',
      isSelected: true,
      spinner: 9,
      cursor: 3,
      colors: {
        primary: '#d7141a',
        on_primary: '#ffffff',
        secondary: '#1c1c1c',
        on_secondary: '#ffffff',
        accent: '#ffc400',
        text: '#1a1a1a',
        text_muted: '#5f5f5f',
        background: '#ffffff',
        surface: '#f4f4f4',
        border: '#d9d9d9',
        link: '#b30f14',
        error: '#b71c1c',
        warning: '#b36b00',
        success: '#1e7b34',
        info: '#1565c0',
        sale: '#d7141a',
      },
    },
    {
      name: 'カーボンブラック',
      isSelected: false,
      spinner: 13,
      cursor: 3,
      colors: {
        primary: '#ff6d00',
        on_primary: '#000000',
        secondary: '#9e9e9e',
        on_secondary: '#000000',
        accent: '#00e5ff',
        text: '#f5f5f5',
        text_muted: '#b0b0b0',
        background: '#121212',
        surface: '#1e1e1e',
        border: '#333333',
        link: '#ffab40',
        error: '#ef5350',
        warning: '#ffb300',
        success: '#66bb6a',
        info: '#4fc3f7',
        sale: '#ff5252',
      },
    },
    {
      name: 'オフロードイエロー',
      isSelected: false,
      spinner: 7,
      cursor: 1,
      colors: {
        primary: '#f5c400',
        on_primary: '#111111',
        secondary: '#3b5323',
        on_secondary: '#ffffff',
        accent: '#e65100',
        text: '#1b1b1b',
        text_muted: '#5c5c5c',
        background: '#ffffff',
        surface: '#f8f6ec',
        border: '#e0dcc5',
        link: '#3b5323',
        error: '#c62828',
        warning: '#a15c00',
        success: '#33691e',
        info: '#01579b',
        sale: '#e65100',
      },
    },
  ],
};

/** Per shop, the settings that differ from the defaults of FRONT_SETTINGS. */
const SETTINGS: Record<ContentShop, Partial<FrontSettings>> = {
  standard: {
    'SITE.NAMESPACE': 'mise-standard',
    'SITE.CHANNEL_PREFIX': 'standard',
    'SITE.THEME': 'standard',
    'SITE.THEME_ARGS': {
      header: { is_sticky: true },
      product_list: { columns: 4 },
      footer: { is_show_sns: true },
    },
    'SITE.IS_NO_MEMBER_USE': true,
    // The fair's landing page, ready to be the top page: switching SITE.TOP_LP.IS_USE on shows it.
    'SITE.TOP_LP.SLUG': 'spring-fair',
    'SITE.STORAGE_URL': '/storage/standard/',
    'ORDER.SHIPPING.IS_ALLOW_MULTIPLE': true,
    'ECOMMERCE_EVENT.IS_TRACKING': true,
    'PLUGIN.CRITEO.ACCOUNT_ID': '104231',
    'PLUGIN.VALUE_COMMERCE.SITE_ID': '3716420',
  },
  business: {
    'SITE.NAMESPACE': 'mise-business',
    'SITE.CHANNEL_PREFIX': 'business',
    'SITE.THEME': 'business',
    'SITE.THEME_ARGS': {
      header: { is_sticky: true },
      product_list: { columns: 3, is_show_unit_price: true },
    },
    'SITE.IS_NO_MEMBER_USE': false,
    'SITE.STORAGE_URL': '/storage/business/',
    'ORDER.SHIPPING.IS_ALLOW_MULTIPLE': true,
    'GTM.PURCHASE.IS_WITHOUT_TAX_VALUE': true,
    'PLUGIN.VERIFY_EMAIL_ON_FIRST_LOGIN.IS_USE': true,
    'MEMBER.PASSWORD_EXPIRE_DAYS': 180,
  },
  moto: {
    'SITE.NAMESPACE': 'mise-moto',
    'SITE.CHANNEL_PREFIX': 'moto',
    'SITE.THEME': 'moto',
    'SITE.THEME_ARGS': {
      header: { is_sticky: false },
      product_list: { columns: 3 },
      is_show_fitment_search: true,
    },
    'SITE.IS_NO_MEMBER_USE': true,
    'SITE.STORAGE_URL': '/storage/moto/',
    'ORDER.SHIPPING.IS_ALLOW_MULTIPLE': true,
    'ECOMMERCE_EVENT.IS_TRACKING': true,
    'PLUGIN.NAVIPLUS.SITE_ID': 'mise-moto',
  },
};

/** Stored for every demo shop although they equal the defaults, so an operator finds them in the table. */
const COMMON_SETTINGS: Partial<FrontSettings> = {
  'SITE.BREAKPOINT.SCREEN-SM': 767,
  'SITE.BREAKPOINT.SCREEN-MD': 1023,
  'CART.POPUP_COMPONENT': 'toast',
  'PLUGIN.TEMPORARY_STOP_SELLING.IS_USE': false,
  'PLUGIN.TEMPORARY_STOP_SELLING.IS_SELLING': true,
  'GTM.DATA_LAYER.PURCHASE': true,
  'RECAPTCHA.VERSION': 3,
};

const SCHOOLS = [
  { key: 'SKG-4821-HS', name: '桜ヶ丘高等学校' },
  { key: 'KNN-3307-JH', name: '港南中学校' },
  { key: 'SRK-1956-HS', name: '白樺学園高等学校' },
  { key: 'AOB-6640-ES', name: '青葉台小学校' },
  { key: 'MDR-2289-HS', name: '緑ヶ丘工業高等学校' },
];

/**
 * onConflictDoUpdate options that overwrite `keys` with the seed's values, and only when one of
 * them differs: an unchanged row keeps its updated_at, which the storefront compares to decide
 * whether a notice the shopper closed is shown again.
 */
function refresh(table: PgTable, keys: string[], touch?: string) {
  const columns = getTableColumns(table);
  const set: Record<string, SQL> = {};
  const current: SQL[] = [];
  const incoming: SQL[] = [];
  for (const key of keys) {
    const column = columns[key];
    if (!column) throw new Error(`${key} is not a column`);
    set[key] = sql.raw(`excluded."${column.name}"`);
    current.push(sql`${column}`);
    incoming.push(sql.raw(`excluded."${column.name}"`));
  }
  if (touch) set[touch] = sql`now()`;
  return {
    set,
    setWhere: sql`(${sql.join(current, sql`, `)}) is distinct from (${sql.join(incoming, sql`, `)})`,
  };
}

/** What seeding needs of a channel (DEMO_CHANNELS' entries, or any other shop's). */
export type SeedChannel = { id: string; name: string; theme: string };

/** The content of a channel: its own, or the standard shop's with its names (and no analytics IDs). */
function contentOf({ id, name, theme }: SeedChannel) {
  if (Object.hasOwn(PROFILES, id)) {
    const shop = id as ContentShop;
    return {
      shop,
      profile: PROFILES[shop],
      settings: SETTINGS[shop],
      carriage: SHOP_CARRIAGE[shop],
      selectsScheme: true,
    };
  }
  return {
    shop: 'standard' as const,
    profile: { ...PROFILES.standard, name },
    carriage: SHOP_CARRIAGE.standard,
    // A selected colour scheme overrides the theme's own tokens (themeFromColorScheme in
    // @mise/ui): a new shop gets the schemes to choose from but none selected, so it shows the
    // look its theme's files give it until an operator picks one.
    selectsScheme: false,
    settings: {
      'SITE.NAMESPACE': `mise-${id}`,
      'SITE.CHANNEL_PREFIX': id,
      'SITE.THEME': theme,
      'SITE.THEME_ARGS': SETTINGS.standard['SITE.THEME_ARGS'],
      'SITE.IS_NO_MEMBER_USE': true,
      'SITE.STORAGE_URL': `/storage/${id}/`,
    } satisfies Partial<FrontSettings>,
  };
}

/** Settings, colour schemes, notices, free areas, static pages and school keys of the demo shops. */
export async function seedContent(
  db: Database,
  channels: readonly SeedChannel[] = DEMO_CHANNELS,
): Promise<void> {
  for (const channel of channels) {
    const { id } = channel;
    const { shop, profile, settings: own, carriage, selectsScheme } = contentOf(channel);
    const shopSettings = {
      ...COMMON_SETTINGS,
      ...own,
      'ORDER.CARRIAGE': carriage.carriage,
      'ORDER.FREE_CARRIAGE_FROM': carriage.freeCarriageFrom,
      // Private settings of the order mails (services/settings.ts PRIVATE_SETTINGS).
      'SHOP.CONTACT.EMAIL': profile.email,
      'SHOP.CONTACT.HOURS': profile.hours,
      'SHOP.BANK_TRANSFER.ACCOUNT': BANK_ACCOUNT,
      'SHOP.BANK_TRANSFER.DUE_DAYS': 7,
    };
    await db
      .insert(settings)
      .values(
        Object.entries(shopSettings).map(([key, value]) => ({
          channelId: id,
          key,
          value,
        })),
      )
      .onConflictDoUpdate({
        target: [settings.channelId, settings.key],
        ...refresh(settings, ['value']),
      });
    const schemes = db.insert(colorschemes).values(
      SCHEMES[shop].map((scheme) => ({
        channelId: id,
        ...scheme,
        isSelected: selectsScheme && scheme.isSelected,
      })),
    );
    // The demo shops' schemes are restored like the rest of their content; a new shop's are only
    // offered, so the one an operator selected stays selected when the API seeds again on start.
    await (selectsScheme
      ? schemes.onConflictDoUpdate({
          target: [colorschemes.channelId, colorschemes.name],
          ...refresh(colorschemes, ['isSelected', 'spinner', 'cursor', 'colors'], 'updatedAt'),
        })
      : schemes.onConflictDoNothing({ target: [colorschemes.channelId, colorschemes.name] }));
    await db
      .insert(messages)
      .values(messageSeeds(profile).map((message) => ({ channelId: id, isShow: true, ...message })))
      .onConflictDoUpdate({
        target: [messages.channelId, messages.code],
        ...refresh(messages, ['title', 'body', 'level', 'isShow'], 'updatedAt'),
      });
    await db
      .insert(freeAreas)
      .values(freeAreaSeeds(profile).map((area) => ({ channelId: id, isShow: true, ...area })))
      .onConflictDoUpdate({
        target: [freeAreas.channelId, freeAreas.code],
        ...refresh(freeAreas, ['title', 'body', 'isShow'], 'updatedAt'),
      });
    await db
      .insert(staticPages)
      .values(
        staticPageSeeds(shop, profile).map((page) => ({ channelId: id, isShow: true, ...page })),
      )
      .onConflictDoUpdate({
        target: [staticPages.channelId, staticPages.url],
        ...refresh(staticPages, ['title', 'description', 'body', 'isShow'], 'updatedAt'),
      });
    await db
      .insert(schoolKeys)
      .values(SCHOOLS.map((school) => ({ channelId: id, ...school })))
      .onConflictDoUpdate({
        target: [schoolKeys.channelId, schoolKeys.key],
        ...refresh(schoolKeys, ['name']),
      });
  }
}
