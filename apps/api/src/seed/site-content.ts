import { and, asc, desc, eq, getTableColumns, inArray, sql } from 'drizzle-orm';
import type { SQL } from 'drizzle-orm';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Database } from '../db/client.js';
import {
  banners,
  blogs,
  businessCalendars,
  businessDates,
  catalogs,
  categories,
  collectionItems,
  collections,
  coupons,
  landingPages,
  news,
  pageLayouts,
  popups,
  products,
  qaCategories,
  qas,
} from '../db/schema.js';
import type { ArtColors, StoredBlock } from '../db/schema.js';
import { DEMO_CHANNELS } from './channels.js';
import { freeCarriageText } from '../services/carriage.js';
import { SHOP_CARRIAGE } from './content.js';
import type { SeedChannel } from './content.js';

type Shop = 'standard' | 'business' | 'moto';

/** `set` of an upsert: every listed column from the incoming row. */
function incoming(table: PgTable, keys: string[]): Record<string, SQL> {
  const columns = getTableColumns(table);
  return Object.fromEntries(
    keys.map((key) => {
      const column = columns[key];
      if (!column) throw new Error(`${key} is not a column`);
      return [key, sql.raw(`excluded."${column.name}"`)];
    }),
  );
}

const DAY = 86_400_000;
/** A moment `days` days from now (negative: in the past), at 09:00 Japan time. */
function daysFromNow(days: number): Date {
  const date = new Date(Date.now() + days * DAY);
  date.setUTCHours(0, 0, 0, 0);
  return date;
}

const COLORS: Record<Shop, ArtColors[]> = {
  standard: [
    { background: '#fbeee6', foreground: '#4a2c21', accent: '#e07a5f' },
    { background: '#e8f1ec', foreground: '#1f3d2b', accent: '#3d8b5f' },
    { background: '#eef0fa', foreground: '#23284a', accent: '#5b6bd6' },
    { background: '#fff6d9', foreground: '#4a3b00', accent: '#e0a800' },
  ],
  business: [
    { background: '#e9eef5', foreground: '#102a43', accent: '#1f5fa8' },
    { background: '#f1f3f5', foreground: '#212529', accent: '#495057' },
    { background: '#e6f4f1', foreground: '#0b3d36', accent: '#12806f' },
    { background: '#fdf1e7', foreground: '#3e2510', accent: '#d9731a' },
  ],
  moto: [
    { background: '#1d1d1f', foreground: '#f5f5f7', accent: '#e63946' },
    { background: '#2b2d42', foreground: '#edf2f4', accent: '#ef8354' },
    { background: '#f4f1de', foreground: '#232323', accent: '#e07a5f' },
    { background: '#0b132b', foreground: '#e0fbfc', accent: '#5bc0be' },
  ],
};

const color = (shop: Shop, index: number) => COLORS[shop][index % COLORS[shop].length]!;

/* ----------------------------------------------------------------------------------------- */
/* News                                                                                        */

type NewsSeed = { category: string; title: string; body: string; important?: boolean };

const COMMON_NEWS: NewsSeed[] = [
  {
    category: 'お知らせ',
    title: '年末年始の営業日と配送についてのご案内',
    body: '<p>12月29日（火）から1月3日（日）まで休業いたします。休業期間中のご注文は1月4日（月）より順次発送いたします。</p><p>お問い合わせへの回答も1月4日以降となります。ご不便をおかけしますが、ご了承ください。</p>',
    important: true,
  },
  {
    category: 'お知らせ',
    title: 'ゴールデンウィーク期間の発送について',
    body: '<p>4月29日から5月5日までの祝日は発送業務をお休みします。5月6日より順次発送いたします。</p>',
  },
  {
    category: 'お知らせ',
    title: '夏季休業のお知らせ',
    body: '<p>8月13日から8月16日まで夏季休業とさせていただきます。休業中もご注文は承っております。</p>',
  },
  {
    category: 'システム',
    title: 'システムメンテナンスのお知らせ（深夜2:00〜5:00）',
    body: '<p>サービス向上のため、システムメンテナンスを実施いたします。メンテナンス中はご注文・会員情報の変更ができません。</p>',
    important: true,
  },
  {
    category: 'システム',
    title: 'ログイン時の二段階認証に対応しました',
    body: '<p>マイページの「ログイン設定」から、メールで届く確認コードによる二段階認証を有効にできるようになりました。</p>',
  },
  {
    category: 'お知らせ',
    title: '配送料金改定のお知らせ',
    body: '<p>運送会社の運賃改定に伴い、一部地域の配送料金を改定いたします。詳しくはご利用ガイドをご覧ください。</p>',
  },
  {
    category: 'キャンペーン',
    title: '会員様限定 ポイント2倍キャンペーン開催中',
    body: '<p>期間中、ログインしてご購入いただいた会員様にポイントを2倍進呈いたします。</p>',
  },
  {
    category: 'キャンペーン',
    title: '新規会員登録で使える500円OFFクーポンをプレゼント',
    body: '<p>はじめて会員登録いただいた方に、3,000円以上のご注文で使える500円OFFクーポンを差し上げます。</p>',
  },
  {
    category: 'お知らせ',
    title: '台風接近に伴う配送遅延の可能性について',
    body: '<p>台風の影響により、九州・四国地方へのお届けに遅れが生じる可能性がございます。</p>',
  },
  {
    category: 'お知らせ',
    title: 'お問い合わせ窓口の受付時間変更について',
    body: '<p>お電話でのお問い合わせ受付時間を変更いたします。メールでのお問い合わせは24時間受け付けております。</p>',
  },
  {
    category: 'システム',
    title: 'コンビニ払いの取扱店舗が増えました',
    body: '<p>コンビニ払いでご利用いただける店舗が増えました。お支払い方法の選択画面でご確認ください。</p>',
  },
  {
    category: 'お知らせ',
    title: '個人情報保護方針を改定しました',
    body: '<p>個人情報保護方針を改定いたしました。改定後の内容はプライバシーポリシーのページでご確認いただけます。</p>',
  },
  {
    category: 'キャンペーン',
    title: '送料無料キャンペーンのお知らせ',
    body: '<p>期間中はご注文金額にかかわらず、全国送料無料でお届けいたします。</p>',
  },
  {
    category: 'お知らせ',
    title: 'レビュー投稿でポイントがもらえるようになりました',
    body: '<p>ご購入いただいた商品のレビューを投稿すると、1件につき50ポイントを進呈いたします。</p>',
  },
];

const SHOP_NEWS: Record<Shop, NewsSeed[]> = {
  standard: [
    {
      category: '新商品',
      title: '春の新作キッチン雑貨を入荷しました',
      body: '<p>桜色の器や木製のカトラリーなど、春の食卓を彩る新作が揃いました。</p>',
    },
    {
      category: '新商品',
      title: '国産ひのきのバスグッズが新登場',
      body: '<p>職人が仕上げたひのきの湯おけ・バスチェアを販売開始しました。</p>',
    },
    {
      category: 'キャンペーン',
      title: '母の日ギフト特集を公開しました',
      body: '<p>ラッピング無料・メッセージカード付きでお届けします。</p>',
    },
    {
      category: 'キャンペーン',
      title: 'お中元ギフトの早割受付を開始しました',
      body: '<p>6月30日までのご注文で10%OFFになります。</p>',
    },
    {
      category: '新商品',
      title: '秋冬のあったか寝具コレクション',
      body: '<p>ウール混のブランケットや湯たんぽカバーなど、冬支度のアイテムを集めました。</p>',
    },
    {
      category: 'お知らせ',
      title: 'ギフトラッピングの種類が増えました',
      body: '<p>季節限定の包装紙をお選びいただけるようになりました。</p>',
    },
    {
      category: '新商品',
      title: '人気の土鍋が再入荷しました',
      body: '<p>長らくお待たせしました。伊賀焼の土鍋が再入荷しました。</p>',
    },
    {
      category: 'キャンペーン',
      title: 'クリスマスギフト特集',
      body: '<p>大切な方へのプレゼント選びにお役立てください。</p>',
    },
  ],
  business: [
    {
      category: '法人向け',
      title: '請求書払い（月末締め翌月末払い）の審査期間短縮について',
      body: '<p>与信審査を最短1営業日で完了できるようになりました。</p>',
      important: true,
    },
    {
      category: '法人向け',
      title: '見積書のPDFダウンロードに対応しました',
      body: '<p>カート画面から見積書をPDFでダウンロードできるようになりました。</p>',
    },
    {
      category: '新商品',
      title: 'オフィス用コピー用紙の取扱いを拡充しました',
      body: '<p>A4・A3・B4サイズの再生紙を追加しました。ケース単位でご注文いただけます。</p>',
    },
    {
      category: '法人向け',
      title: '複数配送先への一括注文がご利用いただけます',
      body: '<p>1回のご注文で支店・営業所ごとに配送先を指定できます。</p>',
    },
    {
      category: '新商品',
      title: '業務用清掃用品の新ラインナップ',
      body: '<p>詰め替え用洗剤やマイクロファイバークロスなど、まとめ買いに便利な商品を追加しました。</p>',
    },
    {
      category: '法人向け',
      title: '決算期のまとめ買い特別価格のご案内',
      body: '<p>3月末までの期間限定で、対象商品を特別価格でご提供します。</p>',
    },
    {
      category: 'お知らせ',
      title: 'インボイス制度に対応した領収書を発行しています',
      body: '<p>適格請求書発行事業者の登録番号を記載した領収書をマイページからダウンロードできます。</p>',
    },
    {
      category: '法人向け',
      title: '担当者の追加登録ができるようになりました',
      body: '<p>同じ会社の担当者を追加し、注文履歴を共有できます。</p>',
    },
  ],
  moto: [
    {
      category: '新商品',
      title: '2027年モデル対応 スリップオンマフラー入荷',
      body: '<p>人気ネイキッドモデル向けのチタン製スリップオンマフラーを入荷しました。</p>',
    },
    {
      category: 'メンテナンス',
      title: '冬季のバッテリー上がり対策のご案内',
      body: '<p>長期保管時はバッテリー充電器のご利用をおすすめします。</p>',
    },
    {
      category: 'イベント',
      title: 'ツーリングフォトコンテスト開催のお知らせ',
      body: '<p>愛車とのツーリング写真を募集します。入賞者には純正パーツ購入クーポンを進呈します。</p>',
    },
    {
      category: '新商品',
      title: 'プロテクター内蔵ライディングジャケット新作',
      body: '<p>CE規格レベル2のプロテクターを標準装備したジャケットを販売開始しました。</p>',
    },
    {
      category: 'メンテナンス',
      title: 'タイヤ交換の目安とスリップサインの見方',
      body: '<p>溝の深さが0.8mmになるとスリップサインが現れます。早めの交換をおすすめします。</p>',
    },
    {
      category: '新商品',
      title: 'ETC2.0車載器の取付キットを追加しました',
      body: '<p>主要車種向けの取付ステーを揃えました。</p>',
    },
    {
      category: 'イベント',
      title: '名入れ刺繍サービス受付再開',
      body: '<p>ジャケット・グローブへのお名前刺繍を再開しました。</p>',
    },
    {
      category: 'メンテナンス',
      title: 'チェーンの清掃・給油キャンペーン',
      body: '<p>チェーンルブとクリーナーのセットを特別価格でご提供中です。</p>',
    },
  ],
};

function newsSeeds(shop: Shop, channelId: string) {
  const items = [...SHOP_NEWS[shop], ...COMMON_NEWS];
  return items.map((item, index) => ({
    channelId,
    key: `n${String(index + 1).padStart(3, '0')}`,
    category: item.category,
    title: item.title,
    body: item.body,
    isImportant: item.important ?? false,
    isShow: true,
    // One every 9 days going back, so the newest is recent whatever the day of seeding.
    publishedAt: daysFromNow(-1 - index * 9),
  }));
}

/* ----------------------------------------------------------------------------------------- */
/* Blogs                                                                                       */

type BlogSeed = {
  category: string;
  title: string;
  excerpt: string;
  paragraphs: string[];
  tags: string[];
};

const BLOGS: Record<Shop, BlogSeed[]> = {
  standard: [
    {
      category: '暮らし',
      title: '木のまな板を長く使うためのお手入れ',
      excerpt: '使ったらすぐ洗って立てて乾かす。それだけで驚くほど長持ちします。',
      paragraphs: [
        '木のまな板は使う前にさっと水で濡らすと、においや色移りを防げます。',
        '洗ったあとは風通しのよい場所で立てて乾かしましょう。食器乾燥機や直射日光は反りの原因になります。',
        '月に一度、粗塩でこすり洗いをするとすっきりします。',
      ],
      tags: ['お手入れ', 'キッチン'],
    },
    {
      category: '暮らし',
      title: '土鍋の目止めのやり方',
      excerpt: '新しい土鍋は最初にお粥を炊いて目止めをしましょう。',
      paragraphs: [
        '土鍋に八分目まで水を入れ、ご飯をひと握り加えて弱火で煮ます。',
        'お粥状になったら火を止め、そのまま冷まして洗えば完了です。',
      ],
      tags: ['お手入れ', '土鍋'],
    },
    {
      category: 'スタッフのおすすめ',
      title: 'スタッフが毎日使っているマグカップ',
      excerpt: '手になじむ重さと口当たり。3年使っても飽きない理由。',
      paragraphs: [
        '厚みのある縁は口当たりがやわらかく、冷めにくいのが魅力です。',
        '電子レンジ・食洗機に対応しているので、毎日気兼ねなく使えます。',
      ],
      tags: ['マグカップ', 'スタッフ'],
    },
    {
      category: '季節',
      title: '梅仕事をはじめよう 梅シロップの作り方',
      excerpt: '青梅と氷砂糖だけで作れる、初夏の楽しみ。',
      paragraphs: [
        '青梅1kgに対して氷砂糖1kgを用意します。',
        '保存瓶に交互に入れ、1日1回瓶をゆすって2週間ほどで完成です。',
      ],
      tags: ['季節', 'レシピ'],
    },
    {
      category: '暮らし',
      title: 'リネンのふきんを育てる楽しみ',
      excerpt: '使うほどにやわらかくなるリネンの魅力。',
      paragraphs: ['最初は少し硬く感じますが、洗うたびに繊維がほぐれて吸水性が増します。'],
      tags: ['リネン', 'キッチン'],
    },
    {
      category: '季節',
      title: 'おせちを詰める重箱の選び方',
      excerpt: '三段？二段？ご家族の人数に合わせた選び方。',
      paragraphs: ['2〜3人なら6寸の二段、4〜5人なら6.5寸の三段が目安です。'],
      tags: ['季節', '重箱'],
    },
    {
      category: 'スタッフのおすすめ',
      title: 'ギフトに喜ばれる器ベスト5',
      excerpt: '贈って喜ばれた器をスタッフが選びました。',
      paragraphs: ['ペアの湯のみや豆皿のセットは、好みを選ばず贈りやすい定番です。'],
      tags: ['ギフト', '器'],
    },
    {
      category: '暮らし',
      title: 'ひのきの香りでリラックス',
      excerpt: '浴室にひのきの湯おけをひとつ。',
      paragraphs: ['ひのきの香りには気持ちを落ち着かせる効果があるといわれています。'],
      tags: ['ひのき', 'バス'],
    },
    {
      category: '季節',
      title: '冬の夜に、湯たんぽのある暮らし',
      excerpt: '電気を使わず朝までぽかぽか。',
      paragraphs: ['お湯は80度程度が目安。カバーをつけて低温やけどに気をつけましょう。'],
      tags: ['季節', '寝具'],
    },
    {
      category: 'スタッフのおすすめ',
      title: '一人暮らしに揃えたい調理道具',
      excerpt: '最初の5つはこれで十分。',
      paragraphs: ['片手鍋、フライパン、包丁、まな板、菜箸があれば、たいていの料理は作れます。'],
      tags: ['キッチン', '新生活'],
    },
    {
      category: '暮らし',
      title: '漆器の洗い方と保管のコツ',
      excerpt: '漆器は意外と丈夫。普段使いで美しく。',
      paragraphs: ['やわらかいスポンジと中性洗剤で洗い、すぐに拭いて乾かします。'],
      tags: ['お手入れ', '漆器'],
    },
  ],
  business: [
    {
      category: '導入事例',
      title: '備品購買を一本化して月20時間の事務作業を削減',
      excerpt: '複数の仕入先をまとめた株式会社サンプル商事様の事例です。',
      paragraphs: [
        'これまで5社に分かれていた発注を一本化し、請求書の処理が月1回になりました。',
        '部署ごとの配送先登録で、各フロアへの仕分けも不要になりました。',
      ],
      tags: ['導入事例', '購買'],
    },
    {
      category: 'お役立ち',
      title: 'インボイス制度で確認したい領収書の記載事項',
      excerpt: '登録番号・税率ごとの消費税額など、押さえておきたいポイント。',
      paragraphs: [
        '適格請求書には登録番号、税率ごとに区分した対価の額と消費税額の記載が必要です。',
      ],
      tags: ['インボイス', '経理'],
    },
    {
      category: 'お役立ち',
      title: 'オフィスの防災備蓄、何をどれだけ？',
      excerpt: '従業員1人あたり3日分が目安です。',
      paragraphs: [
        '飲料水は1人1日3リットル、3日分で9リットルが目安とされています。',
        '簡易トイレや毛布も忘れずに備えましょう。',
      ],
      tags: ['防災', '総務'],
    },
    {
      category: '導入事例',
      title: '請求書払いで経理処理がスムーズに',
      excerpt: '月末締めの一括請求で振込手数料も削減。',
      paragraphs: [
        'ご注文ごとの支払いをやめ、月末にまとめて請求書払いにすることで振込回数が減りました。',
      ],
      tags: ['導入事例', '経理'],
    },
    {
      category: 'お役立ち',
      title: 'コピー用紙の選び方 白色度と坪量',
      excerpt: '用途に合わせた紙選びでコストを最適化。',
      paragraphs: ['社内資料には白色度70%前後の再生紙、提案書には高白色の紙がおすすめです。'],
      tags: ['コピー用紙', '総務'],
    },
    {
      category: 'お役立ち',
      title: '見積書を社内稟議に添付する手順',
      excerpt: 'カートから見積書PDFを出力する方法。',
      paragraphs: ['カートに商品を入れ、「見積書をダウンロード」を押すとPDFが保存されます。'],
      tags: ['見積書', '購買'],
    },
    {
      category: '導入事例',
      title: '全国20拠点の消耗品をまとめて発注',
      excerpt: '複数配送先の一括注文で発注業務を効率化。',
      paragraphs: ['1回の注文で各拠点に配送先を分けられるため、拠点ごとの発注が不要になりました。'],
      tags: ['導入事例', '物流'],
    },
    {
      category: 'お役立ち',
      title: '感染症対策用品の定期購入のすすめ',
      excerpt: '欠品を防ぐための発注サイクル。',
      paragraphs: ['使用量を把握し、1か月分を目安に定期的に発注すると在庫切れを防げます。'],
      tags: ['衛生', '総務'],
    },
    {
      category: 'お役立ち',
      title: '年度末の予算消化で失敗しないために',
      excerpt: '必要なものを計画的に。',
      paragraphs: ['年度末は配送が混み合うため、2月中の発注がおすすめです。'],
      tags: ['購買', '経理'],
    },
    {
      category: '導入事例',
      title: '店舗の清掃用品をケース単位で',
      excerpt: '飲食チェーン様の事例。',
      paragraphs: ['ケース単位の価格で、1店舗あたりの清掃コストを15%削減できました。'],
      tags: ['導入事例', '清掃'],
    },
  ],
  moto: [
    {
      category: 'メンテナンス',
      title: 'はじめてのチェーン清掃と給油',
      excerpt: '500kmごとの清掃で駆動系が長持ちします。',
      paragraphs: [
        'センタースタンドを立て、チェーンクリーナーを吹き付けてブラシで汚れを落とします。',
        '乾いたらチェーンルブをローラーのすき間に少量ずつ差しましょう。',
      ],
      tags: ['チェーン', 'メンテナンス'],
    },
    {
      category: 'ツーリング',
      title: '初夏のビーナスラインを走る',
      excerpt: '標高2,000m近くを駆け抜ける絶景ルート。',
      paragraphs: [
        '朝の早い時間は空気が澄んで、遠くまで山並みが見渡せます。',
        '標高が高いので、夏でも防寒着を一枚持っていきましょう。',
      ],
      tags: ['ツーリング', '長野'],
    },
    {
      category: 'パーツ選び',
      title: 'スリップオンマフラーとフルエキの違い',
      excerpt: '音・重さ・費用で比べました。',
      paragraphs: [
        'スリップオンはサイレンサーのみの交換で、取付が簡単で費用も抑えられます。',
        'フルエキゾーストはエキパイから交換するため、軽量化と性能向上の効果が大きくなります。',
      ],
      tags: ['マフラー', 'カスタム'],
    },
    {
      category: '装備',
      title: 'プロテクターの規格 CEレベル1と2',
      excerpt: '衝撃吸収性能の違いを知っておこう。',
      paragraphs: ['レベル2はレベル1よりも衝撃の伝達が少なく、より高い保護性能を持ちます。'],
      tags: ['プロテクター', '装備'],
    },
    {
      category: 'メンテナンス',
      title: 'ブレーキパッドの交換時期',
      excerpt: '残量2mmが交換の目安です。',
      paragraphs: ['キャリパーをのぞき込み、パッドの残りが2mm程度になったら交換しましょう。'],
      tags: ['ブレーキ', 'メンテナンス'],
    },
    {
      category: 'ツーリング',
      title: '雨の日のツーリング装備',
      excerpt: 'レインウェアとグローブの選び方。',
      paragraphs: [
        '上下セパレートのレインウェアに、防水のオーバーグローブを組み合わせると快適です。',
      ],
      tags: ['ツーリング', '雨'],
    },
    {
      category: 'パーツ選び',
      title: 'ETC車載器の取付位置の考え方',
      excerpt: '盗難と防水を考えた取付位置。',
      paragraphs: [
        '本体はシート下など外から見えない場所に、アンテナはミラーやメーター周りに取り付けます。',
      ],
      tags: ['ETC', '電装'],
    },
    {
      category: '装備',
      title: 'ヘルメットの寿命は3年？',
      excerpt: '帽体と内装の劣化について。',
      paragraphs: ['ヘルメットメーカーの多くは、使用開始から3年程度での交換を推奨しています。'],
      tags: ['ヘルメット', '装備'],
    },
    {
      category: 'メンテナンス',
      title: '冬眠前にやっておきたい5つのこと',
      excerpt: 'ガソリン満タン、バッテリー充電、タイヤの空気圧。',
      paragraphs: ['ガソリンを満タンにするとタンク内の結露とサビを防げます。'],
      tags: ['保管', 'メンテナンス'],
    },
    {
      category: 'ツーリング',
      title: '紅葉の日光いろは坂',
      excerpt: '秋の定番ルートを走るコツ。',
      paragraphs: ['紅葉の時期は大変混雑します。早朝の出発がおすすめです。'],
      tags: ['ツーリング', '栃木'],
    },
    {
      category: 'パーツ選び',
      title: 'グリップヒーターで冬も快適に',
      excerpt: '巻き付け式と交換式の違い。',
      paragraphs: ['交換式は見た目がすっきりし、巻き付け式は取付が簡単です。'],
      tags: ['電装', '冬'],
    },
  ],
};

const AUTHORS: Record<Shop, string[]> = {
  standard: ['店長 見瀬', 'スタッフ 佐藤', 'スタッフ 鈴木'],
  business: ['法人営業部 高橋', '法人営業部 田中'],
  moto: ['メカニック 伊藤', 'スタッフ 渡辺', '店長 山本'],
};

function blogSeeds(shop: Shop, channelId: string) {
  return BLOGS[shop].map((item, index) => ({
    channelId,
    key: `b${String(index + 1).padStart(3, '0')}`,
    category: item.category,
    title: item.title,
    excerpt: item.excerpt,
    body: item.paragraphs.map((paragraph) => `<p>${paragraph}</p>`).join(''),
    author: AUTHORS[shop][index % AUTHORS[shop].length]!,
    tags: item.tags,
    isShow: true,
    publishedAt: daysFromNow(-3 - index * 14),
  }));
}

/* ----------------------------------------------------------------------------------------- */
/* Banners, popups                                                                             */

type BannerSeed = {
  code: string;
  area: string;
  title: string;
  subtitle: string;
  link: string | null;
  /** A link banner shoppers may download (GET /v1/banners/{id}/download). */
  downloadable?: boolean;
  /** The download's name without extension (`{title}バナー` otherwise). */
  file?: string;
};

const BANNERS: Record<Shop, BannerSeed[]> = {
  standard: [
    {
      code: 'main-spring',
      area: 'top_main',
      title: '春の新生活フェア',
      subtitle: '対象の器・調理道具が最大20%OFF',
      link: '/spring-fair/',
    },
    {
      code: 'main-gift',
      area: 'top_main',
      title: '季節のギフト特集',
      subtitle: 'ラッピング無料・メッセージカード付き',
      link: '/product/?tag=gift',
    },
    {
      code: 'main-member',
      area: 'top_main',
      title: '会員登録で500円OFF',
      subtitle: 'はじめてのお買い物に使えるクーポン',
      link: '/register/',
    },
    {
      code: 'sub-new',
      area: 'top_sub',
      title: '新着アイテム',
      subtitle: '今週入荷した商品',
      link: '/product/?sort=new',
    },
    {
      code: 'sub-coupon',
      area: 'top_sub',
      title: '配布中のクーポン',
      subtitle: 'ログインして受け取る',
      link: '/coupon/',
    },
    {
      code: 'sub-link',
      area: 'top_sub',
      title: 'Mise ストア リンク用バナー',
      subtitle: 'ブログやSNSでのご紹介にお使いください',
      link: '/',
      downloadable: true,
      file: 'Miseストア_リンクバナー',
    },
    {
      code: 'side-catalog',
      area: 'sidebar',
      title: '総合カタログ 無料進呈',
      subtitle: 'お申し込みはこちら',
      link: '/catalog-order/',
    },
    {
      code: 'footer-line',
      area: 'footer',
      title: '送料無料まであと少し',
      subtitle: '5,500円（税込）以上で送料無料',
      link: '/guide/',
    },
  ],
  business: [
    {
      code: 'main-invoice',
      area: 'top_main',
      title: '請求書払いに対応',
      subtitle: '月末締め翌月末払い・審査最短1営業日',
      link: '/guide/',
    },
    {
      code: 'main-bulk',
      area: 'top_main',
      title: 'まとめ買い特別価格',
      subtitle: 'ケース単位のご注文がお得',
      link: '/bulk-order/',
    },
    {
      code: 'sub-quote',
      area: 'top_sub',
      title: '見積書をすぐに発行',
      subtitle: 'カートからPDFでダウンロード',
      link: '/cart/',
    },
    {
      code: 'sub-multi',
      area: 'top_sub',
      title: '複数配送先へ一括注文',
      subtitle: '支店・営業所ごとに配送',
      link: '/guide/',
    },
    {
      code: 'side-catalog',
      area: 'sidebar',
      title: '法人向けカタログ',
      subtitle: '無料でお届けします',
      link: '/catalog-order/',
    },
  ],
  moto: [
    {
      code: 'main-muffler',
      area: 'top_main',
      title: 'マフラー交換フェア',
      subtitle: 'スリップオンマフラー全品10%OFF',
      link: '/muffler-fair/',
    },
    {
      code: 'main-winter',
      area: 'top_main',
      title: '冬のライディングギア',
      subtitle: 'グリップヒーター・防寒グローブ',
      link: '/product/?tag=winter',
    },
    {
      code: 'main-touring',
      area: 'top_main',
      title: 'ツーリングの準備はここで',
      subtitle: 'シートバッグ・ETC・スマホホルダー',
      link: '/product/?tag=touring',
    },
    {
      code: 'sub-embroidery',
      area: 'top_sub',
      title: '名入れ刺繍サービス',
      subtitle: 'ジャケット・グローブに名前を',
      link: '/guide/',
    },
    {
      code: 'sub-faq',
      area: 'top_sub',
      title: '適合がわからないときは',
      subtitle: 'よくある質問・お問い合わせ',
      link: '/faq/',
    },
    {
      code: 'side-catalog',
      area: 'sidebar',
      title: 'パーツカタログ2027',
      subtitle: '無料進呈中',
      link: '/catalog-order/',
    },
  ],
};

function bannerSeeds(shop: Shop, channelId: string) {
  return BANNERS[shop].map((item, index) => ({
    channelId,
    code: item.code,
    area: item.area,
    title: item.title,
    subtitle: item.subtitle,
    alt: `${item.title} ${item.subtitle}`,
    linkUrl: item.link,
    fileName: item.file ?? `${item.title}バナー`,
    isDownloadable: item.downloadable === true,
    colors: color(shop, index),
    sortOrder: index,
    isShow: true,
    startsAt: null,
    endsAt: null,
  }));
}

function popupSeeds(shop: Shop, channelId: string) {
  const coupon = shop === 'business' ? 'BIZ3000' : shop === 'moto' ? 'RIDE1000' : 'WELCOME500';
  return [
    {
      channelId,
      code: 'welcome',
      title: 'はじめての方へ',
      body: `<p>会員登録で使えるクーポン（コード: <strong>${coupon}</strong>）をプレゼント中です。</p>`,
      linkUrl: '/register/',
      linkLabel: '会員登録する',
      trigger: 'page_load' as const,
      eventName: null,
      pagePath: '/',
      sortOrder: 0,
    },
    {
      channelId,
      code: 'added-to-cart',
      title: 'カートに追加しました',
      body:
        shop === 'business'
          ? `<p>${freeCarriageText(SHOP_CARRIAGE.business)}です。見積書はカートからダウンロードできます。</p>`
          : '<p>あと少しで送料無料です。あわせて買いたい商品もご覧ください。</p>',
      linkUrl: '/cart/',
      linkLabel: 'カートを見る',
      trigger: 'event' as const,
      eventName: 'add_to_cart',
      pagePath: null,
      sortOrder: 1,
    },
    {
      channelId,
      code: 'thanks',
      title: 'ご注文ありがとうございます',
      body: '<p>次回のお買い物で使えるポイントを進呈しました。マイページでご確認ください。</p>',
      linkUrl: '/mypage/',
      linkLabel: 'マイページへ',
      trigger: 'event' as const,
      eventName: 'purchase',
      pagePath: null,
      sortOrder: 2,
    },
  ].map((popup) => ({ ...popup, isShow: true, startsAt: null, endsAt: null }));
}

/* ----------------------------------------------------------------------------------------- */
/* FAQ                                                                                         */

type QaSeed = { category: string; question: string; answer: string };

const QA_CATEGORIES: Record<Shop, { code: string; name: string }[]> = {
  standard: [
    { code: 'order', name: 'ご注文について' },
    { code: 'payment', name: 'お支払いについて' },
    { code: 'shipping', name: '配送について' },
    { code: 'return', name: '返品・交換について' },
    { code: 'member', name: '会員登録・ログインについて' },
  ],
  business: [
    { code: 'order', name: 'ご注文について' },
    { code: 'payment', name: 'お支払い・請求書について' },
    { code: 'shipping', name: '配送について' },
    { code: 'member', name: '法人会員について' },
  ],
  moto: [
    { code: 'order', name: 'ご注文について' },
    { code: 'payment', name: 'お支払いについて' },
    { code: 'shipping', name: '配送について' },
    { code: 'fitment', name: '車種適合について' },
    { code: 'parts', name: 'パーツ・取付について' },
    { code: 'member', name: '会員登録・ログインについて' },
  ],
};

const COMMON_QAS: QaSeed[] = [
  {
    category: 'order',
    question: '注文内容を変更できますか？',
    answer:
      '<p>発送準備に入る前であれば、マイページの注文履歴からキャンセルのうえ再度ご注文ください。</p>',
  },
  {
    category: 'order',
    question: '注文確認メールが届きません',
    answer:
      '<p>迷惑メールフォルダをご確認ください。届いていない場合はお問い合わせフォームからご連絡ください。</p>',
  },
  {
    category: 'order',
    question: '会員登録をしなくても注文できますか？',
    answer:
      '<p>はい、ゲストとしてご注文いただけます。ただしポイントやクーポンはご利用いただけません。</p>',
  },
  {
    category: 'payment',
    question: '利用できる支払い方法を教えてください',
    answer: '<p>クレジットカード、コンビニ払い、代金引換、銀行振込がご利用いただけます。</p>',
  },
  {
    category: 'payment',
    question: '領収書は発行できますか？',
    answer:
      '<p>マイページの注文履歴から領収書をPDFでダウンロードできます。宛名も指定できます。</p>',
  },
  {
    category: 'shipping',
    question: '注文してから何日で届きますか？',
    answer:
      '<p>営業日の14時までのご注文は当日発送いたします。お届けは発送から1〜3日が目安です。</p>',
  },
  {
    category: 'shipping',
    question: 'お届け日時を指定できますか？',
    answer: '<p>ご注文手続きの配送方法の画面で、お届け希望日と時間帯をお選びいただけます。</p>',
  },
  {
    category: 'shipping',
    question: '送料はいくらですか？',
    answer:
      '<p>ご利用ガイドの「送料について」をご覧ください。一定金額以上のご注文で送料無料になります。</p>',
  },
  {
    category: 'member',
    question: 'パスワードを忘れました',
    answer: '<p>ログイン画面の「パスワードをお忘れの方」から再設定いただけます。</p>',
  },
  {
    category: 'member',
    question: '退会したい',
    answer: '<p>マイページの「会員情報」から退会手続きができます。保有ポイントは失効します。</p>',
  },
];

const SHOP_QAS: Record<Shop, QaSeed[]> = {
  standard: [
    {
      category: 'return',
      question: '返品はできますか？',
      answer:
        '<p>商品到着後8日以内で未使用の場合に限り、返品を承ります。お客様都合の返品の送料はご負担ください。</p>',
    },
    {
      category: 'return',
      question: '届いた商品が破損していました',
      answer:
        '<p>お手数ですが、商品の写真を添えてお問い合わせください。送料当社負担で交換いたします。</p>',
    },
    {
      category: 'order',
      question: 'ギフトラッピングはできますか？',
      answer: '<p>カート画面でラッピングをお選びいただけます（1点につき220円）。</p>',
    },
  ],
  business: [
    {
      category: 'payment',
      question: '請求書払いを利用するには？',
      answer:
        '<p>法人会員登録後、マイページから請求書払いのお申し込みをしてください。審査は最短1営業日です。</p>',
    },
    {
      category: 'payment',
      question: '見積書は発行できますか？',
      answer:
        '<p>カートに商品を入れて「見積書をダウンロード」を押すと、PDFの見積書を発行できます。</p>',
    },
    {
      category: 'shipping',
      question: '複数の配送先に分けて届けられますか？',
      answer: '<p>はい、1回のご注文で配送先を複数指定できます。配送先ごとに送料がかかります。</p>',
    },
    {
      category: 'member',
      question: '個人事業主でも登録できますか？',
      answer: '<p>はい、屋号をご入力いただければご登録いただけます。</p>',
    },
  ],
  moto: [
    {
      category: 'fitment',
      question: '自分のバイクに適合するか確認するには？',
      answer:
        '<p>商品ページの「適合車種」をご確認ください。車体番号（フレームナンバー）をお知らせいただければスタッフが確認いたします。</p>',
    },
    {
      category: 'fitment',
      question: '年式違いでも取り付けられますか？',
      answer:
        '<p>同じ型式でも年式によりフレーム形状が異なる場合があります。適合表に記載のない年式はお問い合わせください。</p>',
    },
    {
      category: 'fitment',
      question: '逆輸入車にも対応していますか？',
      answer: '<p>国内仕様と形状が異なる場合があるため、車体番号を添えてお問い合わせください。</p>',
    },
    {
      category: 'parts',
      question: 'マフラー交換で車検に通りますか？',
      answer: '<p>「JMCA認定」「政府認証」と記載された商品は、保安基準に適合しています。</p>',
    },
    {
      category: 'parts',
      question: '取付を依頼できるお店を紹介してもらえますか？',
      answer: '<p>提携のバイクショップをご紹介できます。お住まいの地域をお知らせください。</p>',
    },
    {
      category: 'parts',
      question: '純正部品の取り寄せはできますか？',
      answer:
        '<p>メーカー純正部品はお取り寄せが可能です。部品番号がわかる場合はお問い合わせ時にお知らせください。</p>',
    },
    {
      category: 'order',
      question: '名入れ刺繍の納期はどのくらいですか？',
      answer: '<p>刺繍のご注文は、ご注文確定から10営業日前後で発送いたします。</p>',
    },
  ],
};

/* ----------------------------------------------------------------------------------------- */
/* Coupons                                                                                     */

type CouponSeed = {
  code: string;
  name: string;
  description: string;
  discountType: 'fixed' | 'percent';
  amount: number;
  minOrderAmount: number;
  maxDiscountAmount?: number;
  /** Days from now. */
  from: number;
  until: number;
  isPublic: boolean;
};

const COUPONS: Record<Shop, CouponSeed[]> = {
  standard: [
    {
      code: 'WELCOME500',
      name: '新規会員様 500円OFFクーポン',
      description: '3,000円（税込）以上のご注文で使えます。',
      discountType: 'fixed',
      amount: 500,
      minOrderAmount: 3000,
      from: -60,
      until: 365,
      isPublic: true,
    },
    {
      code: 'SPRING10',
      name: '春の新生活フェア 10%OFF',
      description: '5,000円（税込）以上のご注文で使えます。割引は最大2,000円まで。',
      discountType: 'percent',
      amount: 10,
      minOrderAmount: 5000,
      maxDiscountAmount: 2000,
      from: -10,
      until: 45,
      isPublic: false,
    },
    {
      code: 'GIFT300',
      name: 'ギフト特集 300円OFF',
      description: 'ご注文金額にかかわらず使えます。',
      discountType: 'fixed',
      amount: 300,
      minOrderAmount: 0,
      from: -5,
      until: 30,
      isPublic: true,
    },
    {
      code: 'SUMMER2025',
      name: '夏のセール 15%OFF（終了）',
      description: '配布は終了しました。',
      discountType: 'percent',
      amount: 15,
      minOrderAmount: 0,
      from: -500,
      until: -400,
      isPublic: true,
    },
  ],
  business: [
    {
      code: 'BIZ3000',
      name: '法人新規登録 3,000円OFF',
      description: '30,000円（税抜）以上のご注文で使えます。',
      discountType: 'fixed',
      amount: 3000,
      minOrderAmount: 30000,
      from: -60,
      until: 365,
      isPublic: true,
    },
    {
      code: 'BULK5',
      name: 'まとめ買い 5%OFF',
      description: '100,000円（税抜）以上のご注文で使えます。',
      discountType: 'percent',
      amount: 5,
      minOrderAmount: 100000,
      maxDiscountAmount: 20000,
      from: -10,
      until: 60,
      isPublic: false,
    },
    {
      code: 'PAPER1000',
      name: 'コピー用紙 1,000円OFF',
      description: '20,000円（税抜）以上のご注文で使えます。',
      discountType: 'fixed',
      amount: 1000,
      minOrderAmount: 20000,
      from: -5,
      until: 30,
      isPublic: true,
    },
  ],
  moto: [
    {
      code: 'RIDE1000',
      name: 'ライダー応援 1,000円OFF',
      description: '10,000円（税込）以上のご注文で使えます。',
      discountType: 'fixed',
      amount: 1000,
      minOrderAmount: 10000,
      from: -60,
      until: 365,
      isPublic: true,
    },
    {
      code: 'MUFFLER10',
      name: 'マフラー交換フェア 10%OFF',
      description: '30,000円（税込）以上のご注文で使えます。割引は最大5,000円まで。',
      discountType: 'percent',
      amount: 10,
      minOrderAmount: 30000,
      maxDiscountAmount: 5000,
      from: -10,
      until: 45,
      isPublic: false,
    },
    {
      code: 'WINTER500',
      name: '冬のギア 500円OFF',
      description: '5,000円（税込）以上のご注文で使えます。',
      discountType: 'fixed',
      amount: 500,
      minOrderAmount: 5000,
      from: -5,
      until: 30,
      isPublic: true,
    },
  ],
};

/* ----------------------------------------------------------------------------------------- */
/* Catalogues, calendar                                                                        */

const CATALOGS: Record<
  Shop,
  { code: string; title: string; description: string; issuedOn: string; pages: string[] }[]
> = {
  standard: [
    {
      code: 'general-2027',
      title: 'Mise 総合カタログ 2027',
      description: '器・キッチン・バス・寝具まで、暮らしの道具を約800点掲載しています。',
      issuedOn: '2026-10-01',
      pages: [
        'ごあいさつ',
        'テーブルウェア',
        'キッチンツール',
        '土鍋・鉄器',
        'バス・サニタリー',
        '寝具・リネン',
        'ギフト',
        'ご注文方法',
      ],
    },
    {
      code: 'gift-2026-winter',
      title: '冬のギフトカタログ',
      description: 'お歳暮・クリスマスに贈りたいギフトを集めました。',
      issuedOn: '2026-11-01',
      pages: ['お歳暮', 'クリスマス', 'ご自宅用に', 'ラッピングのご案内'],
    },
  ],
  business: [
    {
      code: 'office-2027',
      title: 'オフィス用品総合カタログ 2027',
      description: '文具・OA用品・清掃用品・防災用品など約3,000点を掲載。法人価格表付き。',
      issuedOn: '2026-10-01',
      pages: [
        'ご利用案内',
        '文具・事務用品',
        'コピー用紙・OA用品',
        '清掃・衛生用品',
        '防災・備蓄用品',
        '価格表',
      ],
    },
  ],
  moto: [
    {
      code: 'parts-2027',
      title: 'パーツカタログ 2027',
      description: 'マフラー・ブレーキ・電装・ライディングギアの最新パーツを掲載しています。',
      issuedOn: '2026-09-15',
      pages: [
        'マフラー',
        'ブレーキ・足回り',
        '電装パーツ',
        'ツーリング用品',
        'ライディングギア',
        '適合表',
      ],
    },
    {
      code: 'gear-2026-winter',
      title: 'ウインターギアカタログ',
      description: '冬のライディングを快適にする防寒ギア特集。',
      issuedOn: '2026-11-01',
      pages: ['グローブ', 'ジャケット', 'グリップヒーター', 'ネックウォーマー'],
    },
  ],
};

const CLOSED_WEEKDAYS: Record<Shop, number[]> = {
  standard: [0, 6],
  business: [0, 6],
  // The moto shop's workshop opens on Saturdays and closes on Wednesdays.
  moto: [0, 3],
};

/** Year-end closing and summer break for 2026–2027; the moto shop opens one public holiday. */
function businessDateSeeds(shop: Shop, channelId: string) {
  const closing: { date: string; name: string }[] = [];
  for (const [year, days] of [
    [2025, ['12-29', '12-30', '12-31']],
    [2026, ['01-02', '01-03', '08-13', '08-14', '12-29', '12-30', '12-31']],
    [2027, ['01-02', '01-03', '01-04', '08-13', '08-16', '12-29', '12-30', '12-31']],
  ] as const) {
    for (const day of days) {
      closing.push({
        date: `${year}-${day}`,
        name: day.startsWith('08') ? '夏季休業' : '年末年始休業',
      });
    }
  }
  const rows = closing.map((day) => ({ channelId, ...day, isHoliday: true }));
  if (shop === 'moto') {
    rows.push({ channelId, date: '2026-11-23', name: '勤労感謝の日 特別営業', isHoliday: false });
    rows.push({ channelId, date: '2027-07-19', name: '海の日 特別営業', isHoliday: false });
  }
  if (shop === 'business') {
    rows.push({ channelId, date: '2027-03-31', name: '棚卸のため休業', isHoliday: true });
  }
  return rows;
}

/* ----------------------------------------------------------------------------------------- */
/* Layouts, landing pages, collections                                                        */

const COLLECTIONS: Record<Shop, { alias: string; title: string; description: string }[]> = {
  standard: [
    {
      alias: 'recommend',
      title: 'スタッフのおすすめ',
      description: 'スタッフが実際に使って選んだ定番アイテムです。',
    },
    { alias: 'new-arrivals', title: '新着アイテム', description: '最近入荷した商品です。' },
    { alias: 'gift', title: 'ギフトにおすすめ', description: '贈り物に喜ばれる商品を集めました。' },
  ],
  business: [
    {
      alias: 'recommend',
      title: '法人様に人気の商品',
      description: 'リピート率の高い定番商品です。',
    },
    {
      alias: 'new-arrivals',
      title: '新規取扱商品',
      description: '新たに取り扱いを始めた商品です。',
    },
  ],
  moto: [
    {
      alias: 'recommend',
      title: 'メカニックのおすすめ',
      description: '整備のプロが選んだ信頼のパーツです。',
    },
    {
      alias: 'new-arrivals',
      title: '新着パーツ',
      description: '最新モデル対応のパーツが入荷しました。',
    },
    {
      alias: 'touring',
      title: 'ツーリング用品',
      description: 'ロングツーリングを快適にするアイテム。',
    },
  ],
};

function topLayout(shop: Shop, categoryLinks: StoredBlock[]): StoredBlock[] {
  switch (shop) {
    case 'standard':
      return [
        { type: 'banners', area: 'top_main' },
        { type: 'free_area', code: 'top-information' },
        { type: 'collection', alias: 'recommend', limit: 8 },
        { type: 'banners', area: 'top_sub' },
        { type: 'collection', alias: 'new-arrivals', limit: 8 },
        { type: 'news', title: 'お知らせ', limit: 5 },
        ...categoryLinks,
        { type: 'calendar', title: '営業日カレンダー', months: 2 },
      ];
    case 'business':
      return [
        {
          type: 'hero',
          title: '法人のお客様の購買業務を、もっとシンプルに',
          subtitle: '請求書払い・見積書発行・複数配送先に対応',
          link_url: '/register/',
          link_label: '法人会員登録（無料）',
        },
        { type: 'news', title: '法人のお客様へのお知らせ', limit: 3 },
        { type: 'banners', area: 'top_main' },
        ...categoryLinks,
        { type: 'collection', alias: 'recommend', limit: 10 },
        { type: 'banners', area: 'top_sub' },
        { type: 'free_area', code: 'top-information' },
        { type: 'calendar', title: '営業日カレンダー', months: 2 },
      ];
    case 'moto':
      return [
        { type: 'banners', area: 'top_main' },
        ...categoryLinks,
        { type: 'collection', alias: 'new-arrivals', limit: 6 },
        { type: 'collection', alias: 'touring', limit: 6 },
        { type: 'banners', area: 'top_sub' },
        { type: 'news', title: 'ニュース', limit: 4 },
        { type: 'free_area', code: 'top-information' },
        { type: 'calendar', title: '営業日カレンダー', months: 2 },
      ];
  }
}

function ecLayout(shop: Shop): StoredBlock[] {
  return [
    {
      type: 'hero',
      title: 'おかえりなさい',
      subtitle: '会員様限定のクーポンやおすすめ商品をご覧ください',
    },
    {
      type: 'coupons',
      title: '受け取れるクーポン',
      coupon_codes: COUPONS[shop].filter((c) => c.isPublic).map((c) => c.code),
    },
    { type: 'collection', alias: 'recommend', limit: 8 },
    { type: 'news', title: 'お知らせ', limit: 3 },
  ];
}

const LP_COUPON: Record<Shop, { slug: string; title: string; coupon: string; lead: string }> = {
  standard: {
    slug: 'spring-fair',
    title: '春の新生活フェア',
    coupon: 'SPRING10',
    lead: '新生活に必要な器や調理道具を揃えるなら今がチャンス。このページ限定の10%OFFクーポンを配布中です。',
  },
  business: {
    slug: 'bulk-order',
    title: 'まとめ買い特別キャンペーン',
    coupon: 'BULK5',
    lead: '10万円（税抜）以上のご注文で5%OFF。期末の備品購入にご利用ください。',
  },
  moto: {
    slug: 'muffler-fair',
    title: 'マフラー交換フェア',
    coupon: 'MUFFLER10',
    lead: '人気のスリップオンマフラーが10%OFF。このページで配布するクーポンをご利用ください。',
  },
};

/** The shop's top-level product categories as a links block ('' when it has none). */
async function categoryLinksOf(
  db: Database,
  channelId: string,
  title: string,
): Promise<StoredBlock[]> {
  const rows = await db
    .select({ key: categories.key, name: categories.name })
    .from(categories)
    .where(
      and(
        eq(categories.channelId, channelId),
        eq(categories.table, 'products'),
        eq(categories.depth, 1),
      ),
    )
    .orderBy(asc(categories.position), asc(categories.id))
    .limit(8);
  if (rows.length === 0) return [];
  return [
    {
      type: 'links',
      title,
      links: rows.map((row) => ({
        label: row.name,
        url: `/product/?category=${encodeURIComponent(row.key)}`,
      })),
    },
  ];
}

async function productIdsOf(db: Database, channelId: string) {
  const rows = await db
    .select({ id: products.id })
    .from(products)
    .where(and(eq(products.channelId, channelId), eq(products.isShow, true)))
    .orderBy(asc(products.position), asc(products.id));
  return rows.map((row) => row.id);
}

/**
 * News, blogs, banners, popups, FAQ, coupons, catalogues, the business calendar, collections,
 * page layouts and landing pages of the demo shops. Runs after the catalogue so collections and
 * product blocks can pick its products.
 */
export async function seedSiteContent(
  db: Database,
  channels: readonly SeedChannel[] = DEMO_CHANNELS,
): Promise<void> {
  for (const channel of channels) {
    const channelId = channel.id;
    const shop: Shop = channelId === 'business' || channelId === 'moto' ? channelId : 'standard';

    await db
      .insert(news)
      .values(newsSeeds(shop, channelId))
      .onConflictDoUpdate({
        target: [news.channelId, news.key],
        set: incoming(news, ['category', 'title', 'body', 'isImportant', 'isShow', 'publishedAt']),
      });
    await db
      .insert(blogs)
      .values(blogSeeds(shop, channelId))
      .onConflictDoUpdate({
        target: [blogs.channelId, blogs.key],
        set: incoming(blogs, [
          'category',
          'title',
          'excerpt',
          'body',
          'author',
          'tags',
          'isShow',
          'publishedAt',
        ]),
      });
    await db
      .insert(banners)
      .values(bannerSeeds(shop, channelId))
      .onConflictDoUpdate({
        target: [banners.channelId, banners.code],
        set: incoming(banners, [
          'area',
          'title',
          'subtitle',
          'alt',
          'linkUrl',
          'fileName',
          'isDownloadable',
          'colors',
          'sortOrder',
          'isShow',
          'startsAt',
          'endsAt',
        ]),
      });
    await db
      .insert(popups)
      .values(popupSeeds(shop, channelId))
      .onConflictDoUpdate({
        target: [popups.channelId, popups.code],
        set: incoming(popups, [
          'title',
          'body',
          'linkUrl',
          'linkLabel',
          'trigger',
          'eventName',
          'pagePath',
          'sortOrder',
          'isShow',
          'startsAt',
          'endsAt',
        ]),
      });

    const categoryRows = await db
      .insert(qaCategories)
      .values(
        QA_CATEGORIES[shop].map((category, index) => ({
          channelId,
          ...category,
          sortOrder: index,
        })),
      )
      .onConflictDoUpdate({
        target: [qaCategories.channelId, qaCategories.code],
        set: incoming(qaCategories, ['name', 'sortOrder']),
      })
      .returning({ id: qaCategories.id, code: qaCategories.code });
    const categoryIds = new Map(categoryRows.map((row) => [row.code, row.id]));
    const qaItems = [...COMMON_QAS, ...SHOP_QAS[shop]].filter((qa) => categoryIds.has(qa.category));
    await db
      .insert(qas)
      .values(
        qaItems.map((qa, index) => ({
          channelId,
          categoryId: categoryIds.get(qa.category)!,
          code: `q${String(index + 1).padStart(3, '0')}`,
          question: qa.question,
          answer: qa.answer,
          sortOrder: index,
          isShow: true,
        })),
      )
      .onConflictDoUpdate({
        target: [qas.channelId, qas.code],
        set: incoming(qas, ['categoryId', 'question', 'answer', 'sortOrder', 'isShow']),
      });

    await db
      .insert(coupons)
      .values(
        COUPONS[shop].map(({ from, until, maxDiscountAmount, ...coupon }) => ({
          channelId,
          ...coupon,
          maxDiscountAmount: maxDiscountAmount ?? null,
          validFrom: daysFromNow(from),
          validUntil: daysFromNow(until),
          isShow: true,
        })),
      )
      .onConflictDoUpdate({
        target: [coupons.channelId, coupons.code],
        set: incoming(coupons, [
          'name',
          'description',
          'discountType',
          'amount',
          'minOrderAmount',
          'maxDiscountAmount',
          'validFrom',
          'validUntil',
          'isPublic',
          'isShow',
        ]),
      });

    await db
      .insert(catalogs)
      .values(
        CATALOGS[shop].map((catalog, index) => ({
          channelId,
          ...catalog,
          colors: color(shop, index + 1),
          isOrderable: true,
          sortOrder: index,
          isShow: true,
        })),
      )
      .onConflictDoUpdate({
        target: [catalogs.channelId, catalogs.code],
        set: incoming(catalogs, [
          'title',
          'description',
          'issuedOn',
          'pages',
          'colors',
          'isOrderable',
          'sortOrder',
          'isShow',
        ]),
      });

    await db
      .insert(businessCalendars)
      .values({ channelId, closedWeekdays: CLOSED_WEEKDAYS[shop], closedOnPublicHolidays: true })
      .onConflictDoUpdate({
        target: businessCalendars.channelId,
        set: incoming(businessCalendars, ['closedWeekdays', 'closedOnPublicHolidays']),
      });
    await db
      .insert(businessDates)
      .values(businessDateSeeds(shop, channelId))
      .onConflictDoUpdate({
        target: [businessDates.channelId, businessDates.date],
        set: incoming(businessDates, ['isHoliday', 'name']),
      });

    // Collections pick the shop's products: the first ones for the recommendations, the newest
    // for new arrivals, every third one for the theme lists.
    const productIds = await productIdsOf(db, channelId);
    const newest = await db
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.channelId, channelId), eq(products.isShow, true)))
      .orderBy(desc(products.createdAt), desc(products.id))
      .limit(12);
    const picks: Record<string, number[]> = {
      recommend: productIds.slice(0, 12),
      'new-arrivals': newest.map((row) => row.id),
    };
    const collectionRows = await db
      .insert(collections)
      .values(COLLECTIONS[shop].map((collection) => ({ channelId, ...collection, isShow: true })))
      .onConflictDoUpdate({
        target: [collections.channelId, collections.alias],
        set: incoming(collections, ['title', 'description', 'isShow']),
      })
      .returning({ id: collections.id, alias: collections.alias });
    await db.delete(collectionItems).where(
      inArray(
        collectionItems.collectionId,
        collectionRows.map((row) => row.id),
      ),
    );
    const items = collectionRows.flatMap((row) =>
      (picks[row.alias] ?? productIds.filter((_, index) => index % 3 === 1).slice(0, 12)).map(
        (productId, sortOrder) => ({ collectionId: row.id, productId, sortOrder }),
      ),
    );
    if (items.length > 0) await db.insert(collectionItems).values(items);

    await db
      .insert(pageLayouts)
      .values([
        {
          channelId,
          page: 'top',
          title: 'トップページ',
          blocks: topLayout(
            shop,
            await categoryLinksOf(
              db,
              channelId,
              shop === 'moto' ? 'パーツを探す' : 'カテゴリから探す',
            ),
          ),
          isShow: true,
        },
        { channelId, page: 'ec', title: '会員トップ', blocks: ecLayout(shop), isShow: true },
      ])
      .onConflictDoUpdate({
        target: [pageLayouts.channelId, pageLayouts.page],
        set: incoming(pageLayouts, ['title', 'blocks', 'isShow']),
      });

    const lp = LP_COUPON[shop];
    const lpProducts = productIds.slice(0, 4);
    await db
      .insert(landingPages)
      .values([
        {
          channelId,
          slug: lp.slug,
          title: lp.title,
          description: lp.lead,
          isShowHeader: true,
          isShowFooter: true,
          redirectUrl: null,
          layout: [
            { type: 'coupons', title: 'このページ限定クーポン', coupon_codes: [lp.coupon] },
            { type: 'hero', title: lp.title, subtitle: '期間限定' },
            {
              type: 'rich_text',
              html: `<p>${lp.lead}</p><p>クーポンはログインのうえ「受け取る」を押すとマイページに保存されます。</p>`,
            },
            ...(lpProducts.length > 0
              ? [{ type: 'products' as const, title: '対象商品', product_ids: lpProducts }]
              : []),
            { type: 'banners', area: 'top_sub', title: 'あわせてチェック' },
          ],
          isShow: true,
        },
        {
          channelId,
          slug: 'entry',
          title: '会員登録キャンペーン',
          description: '会員登録ページへ移動します。',
          isShowHeader: false,
          isShowFooter: false,
          redirectUrl: '/register/',
          layout: [],
          isShow: true,
        },
        {
          channelId,
          slug: 'beginners',
          title: 'はじめての方へ',
          description: 'ご利用の流れをご案内します。',
          isShowHeader: false,
          isShowFooter: true,
          redirectUrl: null,
          layout: [
            { type: 'hero', title: 'はじめての方へ', subtitle: 'ご注文からお届けまでの流れ' },
            {
              type: 'rich_text',
              title: 'ご注文の流れ',
              html: '<ol><li>商品をカートに入れる</li><li>お届け先とお支払い方法を選ぶ</li><li>ご注文内容を確認して確定</li></ol>',
            },
            { type: 'free_area', code: 'footer-payment' },
          ],
          isShow: true,
        },
      ])
      .onConflictDoUpdate({
        target: [landingPages.channelId, landingPages.slug],
        set: incoming(landingPages, [
          'title',
          'description',
          'isShowHeader',
          'isShowFooter',
          'redirectUrl',
          'layout',
          'isShow',
        ]),
      });
  }
}
