/**
 * Word lists the demo catalogue is generated from (seed/catalog.ts). One list per shop: a
 * consumer shop, a business shop selling office and packaging supplies by the case, and a
 * motorcycle-parts shop selling parts by bike maker and model. Makers and brands are invented;
 * bike makers and models are the real ones the parts fit.
 */

export type VariantSet = { axis: string; options: string[] };

export type Leaf = {
  key: string;
  name: string;
  /** Base product names; a model name is a modifier plus one of these. */
  items: string[];
  mods: string[];
  /** Tax-excluded price range in yen. */
  price: [number, number];
  variants?: VariantSet[];
  /** Extra specification rows: label → candidate values. */
  specs?: Record<string, string[]>;
  unit?: string;
  /** Pieces per case (business shop): one is picked per model. */
  caseQuantities?: number[];
  /** Moto: the part is made for particular bike models ("CB400SF用"). */
  fitsBikes?: boolean;
};

export type Mid = { key: string; name: string; leaves: Leaf[] };
export type Root = {
  key: string;
  name: string;
  /** 8 for food (reduced rate); 10 otherwise. */
  taxRate?: number;
  mids: Mid[];
  /** Sentences the descriptions of this root's products are written from. */
  lines: string[];
  /** Leaf categories whose products are offered as accessories of this root's products. */
  accessories: string[];
};

export type Company = {
  key: string;
  name: string;
  kana: string;
  description: string;
  url?: string;
};
export type TagSeed = { key: string; name: string; password?: string };
export type BikeMaker = Company & { bikes: string[] };

export type ShopCatalogue = {
  prefix: string;
  roots: Root[];
  makers: Company[];
  brands: Company[];
  tags: TagSeed[];
  /** Models generated per leaf category. */
  modelsPerLeaf: number;
  reviewBodies: string[];
  /** Moto: bike makers (as makers) and the models parts are made for. */
  bikeMakers?: BikeMaker[];
  business?: boolean;
};

export const REVIEW_TITLES: Record<number, string[]> = {
  5: [
    '買ってよかったです',
    'とても満足しています',
    'リピート決定',
    '期待以上でした',
    '文句なしの品質',
  ],
  4: ['おおむね満足', '使いやすいです', 'コスパが良い', '想像どおりの品質', 'また購入します'],
  3: ['普通です', '可もなく不可もなく', '値段相応です', '好みが分かれそう'],
  2: ['少し残念', 'イメージと違いました', 'もう少し丈夫なら'],
  1: ['期待外れでした', '合いませんでした'],
};

export const REVIEW_NICKNAMES = [
  'さくら',
  'けんた',
  'みどりママ',
  'ハル',
  'たろう',
  'ゆき',
  'あおい',
  'りょう',
  'こうじ',
  'まゆ',
  'なおき',
  'ひなた',
  'しょう',
  'ともこ',
  'だいすけ',
  'えみ',
];

const COMMON_REVIEW_BODIES = [
  '届くのも早く、梱包も丁寧でした。',
  '写真で見た印象どおりで安心しました。',
  '家族にも好評で、追加で注文しました。',
  '値段を考えると十分な品質だと思います。',
  '説明がわかりやすく、迷わず使えました。',
  'しばらく使っていますが、今のところ問題ありません。',
  'もう少し安いとうれしいですが、満足しています。',
  '色味が思っていたより少し暗めでした。',
];

const STANDARD: ShopCatalogue = {
  prefix: 'st',
  modelsPerLeaf: 6,
  roots: [
    {
      key: 'fashion',
      name: 'ファッション',
      accessories: ['hat', 'wallet', 'tote'],
      lines: [
        '毎日の着こなしに取り入れやすい定番デザインです。',
        '肌ざわりのよい素材を選び、着心地にこだわりました。',
        'ご家庭の洗濯機で洗えるのでお手入れも簡単です。',
        '季節を問わず使えるシンプルなシルエットです。',
      ],
      mids: [
        {
          key: 'ladies',
          name: 'レディース',
          leaves: [
            {
              key: 'ladies-tops',
              name: 'トップス',
              items: ['Tシャツ', 'ブラウス', 'ニット', 'カットソー', 'シャツ'],
              mods: ['ゆったり', 'コットン100%', 'リネン混', 'ふんわり', '接触冷感', 'Vネック'],
              price: [1800, 6800],
              variants: [
                {
                  axis: 'カラー',
                  options: ['ホワイト', 'ブラック', 'ネイビー', 'ベージュ', 'ピンク'],
                },
                { axis: 'サイズ', options: ['S', 'M', 'L'] },
              ],
              specs: { 素材: ['綿100%', '綿60% ポリエステル40%', '麻55% 綿45%'] },
            },
            {
              key: 'ladies-bottoms',
              name: 'ボトムス',
              items: ['ワイドパンツ', 'テーパードパンツ', 'プリーツスカート', 'デニムパンツ'],
              mods: ['ストレッチ', 'ウエストゴム', 'とろみ素材', 'ハイウエスト'],
              price: [2800, 7800],
              variants: [{ axis: 'サイズ', options: ['S', 'M', 'L', 'XL'] }],
              specs: { 素材: ['ポリエステル100%', '綿98% ポリウレタン2%'] },
            },
            {
              key: 'ladies-outer',
              name: 'アウター',
              items: ['カーディガン', 'トレンチコート', 'ダウンジャケット', 'パーカー'],
              mods: ['軽量', '撥水', 'ロング丈', 'ショート丈'],
              price: [4800, 19800],
              variants: [
                { axis: 'カラー', options: ['ベージュ', 'ブラック', 'カーキ', 'ネイビー'] },
              ],
            },
          ],
        },
        {
          key: 'mens',
          name: 'メンズ',
          leaves: [
            {
              key: 'mens-tops',
              name: 'トップス',
              items: ['Tシャツ', 'ポロシャツ', 'オックスフォードシャツ', 'スウェット'],
              mods: ['ヘビーウェイト', '吸汗速乾', 'オーバーサイズ', '形態安定'],
              price: [1900, 5900],
              variants: [
                { axis: 'カラー', options: ['ホワイト', 'ブラック', 'グレー', 'ネイビー'] },
                { axis: 'サイズ', options: ['M', 'L', 'XL'] },
              ],
              specs: { 素材: ['綿100%', 'ポリエステル100%'] },
            },
            {
              key: 'mens-bottoms',
              name: 'ボトムス',
              items: ['チノパンツ', 'スラックス', 'ジーンズ', 'カーゴパンツ'],
              mods: ['ストレッチ', 'イージーケア', 'テーパード', 'ワイド'],
              price: [2900, 8900],
              variants: [{ axis: 'サイズ', options: ['S', 'M', 'L', 'XL'] }],
            },
            {
              key: 'mens-outer',
              name: 'アウター',
              items: ['マウンテンパーカー', 'ダウンベスト', 'ブルゾン', 'ステンカラーコート'],
              mods: ['撥水', '防風', '軽量', '2WAY'],
              price: [5900, 24800],
              variants: [{ axis: 'カラー', options: ['ブラック', 'ネイビー', 'カーキ'] }],
            },
          ],
        },
        {
          key: 'bags',
          name: 'バッグ・小物',
          leaves: [
            {
              key: 'tote',
              name: 'トートバッグ',
              items: ['トートバッグ', 'エコバッグ', 'ショルダートート'],
              mods: ['帆布', '大容量', '折りたたみ', 'A4対応'],
              price: [1200, 4800],
              variants: [{ axis: 'カラー', options: ['ベージュ', 'ブラック', 'ネイビー'] }],
            },
            {
              key: 'wallet',
              name: '財布',
              items: ['二つ折り財布', '長財布', 'コインケース', 'カードケース'],
              mods: ['本革', 'スリム', 'じゃばら式', 'スキミング防止'],
              price: [1800, 12800],
              variants: [{ axis: 'カラー', options: ['ブラック', 'ブラウン', 'ネイビー'] }],
              specs: { 素材: ['牛革', '合成皮革'] },
            },
            {
              key: 'hat',
              name: '帽子',
              items: ['キャップ', 'バケットハット', 'ニット帽', '麦わら帽子'],
              mods: ['UVカット', '洗える', 'サイズ調整可'],
              price: [1500, 3900],
              variants: [
                { axis: 'カラー', options: ['ブラック', 'ベージュ', 'カーキ', 'ホワイト'] },
              ],
            },
          ],
        },
      ],
    },
    {
      key: 'kitchen',
      name: 'キッチン・日用品',
      accessories: ['cleaning', 'mug'],
      lines: [
        '毎日の家事を少しだけ楽にしてくれる道具です。',
        '手になじむ形で、長く使っていただけます。',
        '食洗機に対応しているのでお手入れも簡単です。',
        'すっきりとしたデザインでキッチンに置いても映えます。',
      ],
      mids: [
        {
          key: 'cookware',
          name: '調理器具',
          leaves: [
            {
              key: 'frypan',
              name: 'フライパン',
              items: ['フライパン', '玉子焼き器', '炒め鍋', 'グリルパン'],
              mods: ['IH対応', 'こびりつきにくい', '軽量', '鉄製'],
              price: [1800, 8800],
              variants: [{ axis: 'サイズ', options: ['20cm', '24cm', '26cm', '28cm'] }],
              specs: { 対応熱源: ['ガス火・IH', 'ガス火のみ'] },
            },
            {
              key: 'pot',
              name: '鍋',
              items: ['両手鍋', '片手鍋', '土鍋', '圧力鍋', 'ミルクパン'],
              mods: ['ステンレス', 'ホーロー', '軽量', '多層構造'],
              price: [2400, 14800],
              variants: [{ axis: 'サイズ', options: ['16cm', '18cm', '20cm', '22cm'] }],
            },
            {
              key: 'knife',
              name: '包丁',
              items: ['三徳包丁', 'ペティナイフ', '牛刀', 'パン切り包丁'],
              mods: ['ステンレス', '一体型', '研ぎやすい', '日本製'],
              price: [1800, 9800],
              specs: { 刃渡り: ['165mm', '180mm', '130mm'] },
            },
          ],
        },
        {
          key: 'tableware',
          name: '食器',
          leaves: [
            {
              key: 'mug',
              name: 'マグカップ',
              items: ['マグカップ', 'スープカップ', 'タンブラー'],
              mods: ['電子レンジ対応', '美濃焼', '保温', '北欧風'],
              price: [800, 2800],
              variants: [
                { axis: 'カラー', options: ['ホワイト', 'ネイビー', 'グレー', 'イエロー'] },
              ],
            },
            {
              key: 'bowl',
              name: '茶碗・どんぶり',
              items: ['茶碗', 'どんぶり', '小鉢', '汁椀'],
              mods: ['波佐見焼', '軽量', '割れにくい', '手描き'],
              price: [600, 2400],
            },
            {
              key: 'plate',
              name: '皿',
              items: ['取り皿', 'カレー皿', '平皿', 'オーバルプレート'],
              mods: ['電子レンジ対応', '有田焼', '北欧風', 'スタッキング'],
              price: [700, 3200],
              variants: [{ axis: 'サイズ', options: ['S', 'M', 'L'] }],
            },
          ],
        },
        {
          key: 'storage',
          name: '収納・掃除',
          leaves: [
            {
              key: 'box',
              name: '収納ボックス',
              items: ['収納ボックス', 'ファイルボックス', 'バスケット', '衣装ケース'],
              mods: ['フタ付き', '積み重ね可', '折りたたみ', '持ち手付き'],
              price: [800, 3800],
              variants: [{ axis: 'カラー', options: ['ホワイト', 'グレー', 'ベージュ'] }],
            },
            {
              key: 'cleaning',
              name: '掃除用品',
              items: ['フロアワイパー', 'ハンディモップ', 'スポンジ', 'ほうき・ちりとりセット'],
              mods: ['極細繊維', '伸縮式', '抗菌', 'コンパクト'],
              price: [400, 2800],
            },
            {
              key: 'laundry',
              name: '洗濯用品',
              items: ['ピンチハンガー', '洗濯ネット', '物干しスタンド', 'ランドリーバスケット'],
              mods: ['ステンレス', '大容量', '折りたたみ', '錆びにくい'],
              price: [500, 4800],
            },
          ],
        },
      ],
    },
    {
      key: 'food',
      name: '食品・飲料',
      taxRate: 8,
      accessories: ['mug', 'plate'],
      lines: [
        '素材の味を生かし、シンプルな製法で仕上げました。',
        'ご自宅用にも、ちょっとした贈り物にもおすすめです。',
        '開封後は冷蔵庫で保存し、お早めにお召し上がりください。',
        '国内の工場で一つひとつ丁寧に作っています。',
      ],
      mids: [
        {
          key: 'drinks',
          name: '飲料',
          leaves: [
            {
              key: 'tea',
              name: 'お茶',
              items: ['緑茶', 'ほうじ茶', '麦茶', '玄米茶', '紅茶'],
              mods: ['静岡県産', '水出し', 'ティーバッグ', '有機栽培'],
              price: [380, 1800],
              variants: [{ axis: '内容量', options: ['100g', '200g', '500g'] }],
              specs: { 原産地: ['静岡県', '鹿児島県', '京都府'] },
            },
            {
              key: 'coffee',
              name: 'コーヒー',
              items: ['ドリップコーヒー', 'コーヒー豆', 'カフェインレスコーヒー'],
              mods: ['深煎り', '中煎り', 'スペシャルティ', 'ブレンド'],
              price: [600, 2400],
              variants: [{ axis: '内容量', options: ['10袋', '30袋', '200g'] }],
            },
            {
              key: 'juice',
              name: 'ジュース',
              items: ['りんごジュース', 'みかんジュース', 'トマトジュース'],
              mods: ['ストレート', '無添加', '国産', '食塩無添加'],
              price: [300, 2400],
              unit: '本',
            },
          ],
        },
        {
          key: 'sweets',
          name: 'お菓子',
          leaves: [
            {
              key: 'chocolate',
              name: 'チョコレート',
              items: ['板チョコレート', '生チョコレート', 'チョコレートクッキー'],
              mods: ['カカオ70%', 'ミルク', '抹茶', '個包装'],
              price: [300, 2800],
            },
            {
              key: 'senbei',
              name: 'せんべい・和菓子',
              items: ['しょうゆせんべい', 'おかき', 'どら焼き', '羊羹', 'かりんとう'],
              mods: ['手焼き', '国産米使用', '詰め合わせ', '黒糖'],
              price: [300, 3200],
            },
            {
              key: 'cookie',
              name: 'クッキー・焼き菓子',
              items: ['バタークッキー', 'フィナンシェ', 'マドレーヌ', 'パウンドケーキ'],
              mods: ['発酵バター', '個包装', '詰め合わせ', 'しっとり'],
              price: [400, 3800],
            },
          ],
        },
        {
          key: 'seasoning',
          name: '調味料',
          leaves: [
            {
              key: 'soy-sauce',
              name: 'しょうゆ',
              items: ['濃口しょうゆ', '薄口しょうゆ', 'だししょうゆ', 'たまりしょうゆ'],
              mods: ['天然醸造', '減塩', '丸大豆', '木桶仕込み'],
              price: [280, 1500],
              unit: '本',
              variants: [{ axis: '内容量', options: ['500ml', '1L'] }],
            },
            {
              key: 'miso',
              name: '味噌',
              items: ['米味噌', '麦味噌', '合わせ味噌', '白味噌'],
              mods: ['無添加', '長期熟成', '国産大豆', '減塩'],
              price: [380, 1800],
            },
            {
              key: 'dressing',
              name: 'ドレッシング・たれ',
              items: ['和風ドレッシング', 'ごまドレッシング', '焼肉のたれ', 'ぽん酢'],
              mods: ['ノンオイル', '国産', 'ゆず', '無添加'],
              price: [280, 980],
              unit: '本',
            },
          ],
        },
      ],
    },
    {
      key: 'beauty',
      name: '美容・健康',
      accessories: ['hair-tools'],
      lines: [
        '肌へのやさしさを考えた処方です。',
        '毎日続けやすい価格と使い心地を目指しました。',
        '旅行や出張にも持ち歩きやすいサイズです。',
        'ご使用前にパッチテストをおすすめします。',
      ],
      mids: [
        {
          key: 'skincare',
          name: 'スキンケア',
          leaves: [
            {
              key: 'lotion',
              name: '化粧水',
              items: ['化粧水', '導入美容液', 'ミスト化粧水'],
              mods: ['高保湿', '敏感肌用', 'さっぱり', 'しっとり'],
              price: [980, 3800],
              variants: [{ axis: '内容量', options: ['150ml', '300ml'] }],
            },
            {
              key: 'cream',
              name: 'クリーム・乳液',
              items: ['保湿クリーム', '乳液', 'オールインワンジェル'],
              mods: ['無香料', 'セラミド配合', '敏感肌用', 'ナイト'],
              price: [980, 4800],
            },
            {
              key: 'sunscreen',
              name: '日焼け止め',
              items: ['日焼け止めジェル', '日焼け止めミルク', 'UVスプレー'],
              mods: ['SPF50+', 'ウォータープルーフ', '石けんで落とせる', 'こども用'],
              price: [800, 2400],
            },
          ],
        },
        {
          key: 'haircare',
          name: 'ヘアケア',
          leaves: [
            {
              key: 'shampoo',
              name: 'シャンプー',
              items: ['シャンプー', 'スカルプシャンプー', 'アミノ酸シャンプー'],
              mods: ['ノンシリコン', 'ダメージケア', 'ボタニカル', '詰め替え用'],
              price: [780, 3200],
              variants: [{ axis: '内容量', options: ['本体 400ml', '詰め替え 350ml'] }],
            },
            {
              key: 'treatment',
              name: 'トリートメント',
              items: ['トリートメント', 'ヘアオイル', 'ヘアミルク'],
              mods: ['洗い流さない', 'ダメージケア', 'さらさら', 'しっとり'],
              price: [880, 3400],
            },
            {
              key: 'hair-tools',
              name: 'ヘアブラシ・小物',
              items: ['ヘアブラシ', 'ヘアクリップ', 'ヘアゴムセット'],
              mods: ['静電気防止', '天然毛', 'パドル型'],
              price: [300, 2800],
            },
          ],
        },
        {
          key: 'health',
          name: '健康グッズ',
          leaves: [
            {
              key: 'massage',
              name: 'マッサージ用品',
              items: ['マッサージボール', 'ストレッチポール', 'フットローラー'],
              mods: ['コンパクト', '硬め', 'やわらかめ'],
              price: [980, 4800],
            },
            {
              key: 'fitness',
              name: 'フィットネス',
              items: ['ヨガマット', 'トレーニングチューブ', 'ダンベル'],
              mods: ['滑りにくい', '厚手', '折りたたみ', '初心者向け'],
              price: [980, 5800],
              variants: [{ axis: 'カラー', options: ['グレー', 'ブルー', 'ピンク'] }],
            },
            {
              key: 'sleep',
              name: '快眠グッズ',
              items: ['枕', 'アイマスク', '抱き枕', 'ネックピロー'],
              mods: ['低反発', '洗える', '高さ調整可', '冷感'],
              price: [980, 7800],
            },
          ],
        },
      ],
    },
  ],
  makers: [
    {
      key: 'mise-seisakusho',
      name: '株式会社ミセ製作所',
      kana: 'ミセセイサクショ',
      description: '東京・墨田区で創業した生活雑貨のメーカーです。',
    },
    {
      key: 'towa',
      name: '東和工業',
      kana: 'トウワコウギョウ',
      description: '新潟・燕三条の金属加工技術で調理器具を作っています。',
    },
    {
      key: 'sakura-foods',
      name: 'さくら食品',
      kana: 'サクラショクヒン',
      description: '国産素材にこだわる食品メーカーです。',
    },
    {
      key: 'hinode-textile',
      name: '日の出テキスタイル',
      kana: 'ヒノデテキスタイル',
      description: '和歌山のニット工場から日常着をお届けします。',
    },
    {
      key: 'aozora-cosme',
      name: 'あおぞら化粧品',
      kana: 'アオゾラケショウヒン',
      description: '敏感肌にやさしい処方を研究する化粧品メーカーです。',
    },
    {
      key: 'minoyaki-kobo',
      name: '美濃焼工房まるや',
      kana: 'ミノヤキコウボウマルヤ',
      description: '岐阜・多治見の窯元です。',
    },
  ],
  brands: [
    {
      key: 'mise-basic',
      name: 'ミセベーシック',
      kana: 'ミセベーシック',
      description: '毎日使う定番品を、手に取りやすい価格で。',
    },
    {
      key: 'hinata',
      name: 'HINATA',
      kana: 'ヒナタ',
      description: 'やわらかな素材と色で仕立てる日常着。',
    },
    {
      key: 'komorebi',
      name: 'Komorebi',
      kana: 'コモレビ',
      description: '木漏れ日のような穏やかな暮らしの道具。',
    },
    {
      key: 'kurashi-no-ki',
      name: 'くらしの木',
      kana: 'クラシノキ',
      description: '長く使える台所道具のブランド。',
    },
    {
      key: 'umami-ya',
      name: 'うまみ屋',
      kana: 'ウマミヤ',
      description: '素材の味を生かした食品ブランド。',
    },
    {
      key: 'hadaya',
      name: 'HADAYA',
      kana: 'ハダヤ',
      description: '肌と髪をいたわるスキンケア・ヘアケア。',
    },
  ],
  tags: [
    { key: 'new-arrival', name: '新着' },
    { key: 'sale', name: 'セール' },
    { key: 'gift', name: 'ギフトにおすすめ' },
    { key: 'made-in-japan', name: '日本製' },
    { key: 'limited', name: '数量限定' },
    { key: 'members-secret', name: '会員限定シークレットセール', password: 'himitsu2026' },
  ],
  reviewBodies: COMMON_REVIEW_BODIES,
};

const BUSINESS: ShopCatalogue = {
  prefix: 'bz',
  business: true,
  modelsPerLeaf: 10,
  roots: [
    {
      key: 'packaging',
      name: '梱包資材',
      accessories: ['opp-tape', 'paper-cushion'],
      lines: [
        '出荷作業の多い現場でも使いやすい仕様です。',
        'ケース単位でのご注文で、単価を抑えられます。',
        '法人様向けに請求書払い（後払い）もご利用いただけます。',
        '在庫を切らさないよう、定期的なご注文がおすすめです。',
      ],
      mids: [
        {
          key: 'cardboard',
          name: '段ボール',
          leaves: [
            {
              key: 'a-box',
              name: 'A式段ボール',
              items: ['A式段ボール箱', '無地段ボール箱', 'みかん箱タイプ段ボール'],
              mods: ['60サイズ', '80サイズ', '100サイズ', '120サイズ', '強化'],
              price: [1800, 6800],
              unit: 'ケース',
              caseQuantities: [10, 20, 40, 50],
              specs: { 材質: ['K5/K5 Aフルート', 'C5/C5 Bフルート'] },
            },
            {
              key: 'mail-box',
              name: '宅配・メール便箱',
              items: ['ネコポス対応箱', 'ゆうパケット対応箱', 'N式ケース', 'ヤッコ型ケース'],
              mods: ['A4', 'A5', '厚さ3cm', '白'],
              price: [1500, 5800],
              unit: 'ケース',
              caseQuantities: [50, 100, 200],
            },
            {
              key: 'shipping-bag',
              name: '宅配袋',
              items: ['宅配ビニール袋', 'クラフト宅配袋', '紙袋'],
              mods: ['テープ付き', '大', '中', '小', '不透明'],
              price: [900, 4800],
              unit: 'ケース',
              caseQuantities: [100, 200, 500],
            },
          ],
        },
        {
          key: 'cushioning',
          name: '緩衝材',
          leaves: [
            {
              key: 'bubble-wrap',
              name: 'エアキャップ',
              items: ['エアキャップ ロール', 'エアキャップ袋', 'ミナパック'],
              mods: ['幅600mm', '幅1200mm', '三層', '静電防止'],
              price: [1200, 6800],
              unit: 'ケース',
              caseQuantities: [2, 4, 10],
            },
            {
              key: 'paper-cushion',
              name: '紙緩衝材',
              items: ['クラフト紙緩衝材', '更紙', 'ペーパークッション'],
              mods: ['ロール', 'シート', '再生紙'],
              price: [1800, 5800],
              unit: 'ケース',
              caseQuantities: [1, 5, 10],
            },
            {
              key: 'foam',
              name: 'ミラーマット・発泡材',
              items: ['ミラーマット', 'ウレタンシート', '発泡スチロール板'],
              mods: ['1mm', '2mm', '3mm', 'カット済み'],
              price: [1500, 7800],
              unit: 'ケース',
              caseQuantities: [1, 5, 10],
            },
          ],
        },
        {
          key: 'tape',
          name: 'テープ',
          leaves: [
            {
              key: 'opp-tape',
              name: 'OPPテープ',
              items: ['OPPテープ', '透明梱包テープ', '静音OPPテープ'],
              mods: ['48mm×100m', '48mm×50m', '軽量物用', '重量物用'],
              price: [1800, 5400],
              unit: 'ケース',
              caseQuantities: [50],
            },
            {
              key: 'kraft-tape',
              name: 'クラフトテープ',
              items: ['クラフトテープ', '布テープ', '紙ガムテープ'],
              mods: ['50mm×50m', '茶', '白', '重梱包用'],
              price: [2400, 6800],
              unit: 'ケース',
              caseQuantities: [30, 50],
            },
            {
              key: 'masking-tape',
              name: '養生テープ',
              items: ['養生テープ', 'マスキングテープ', '床養生テープ'],
              mods: ['緑', '半透明', '幅25mm', '幅50mm'],
              price: [1800, 5800],
              unit: 'ケース',
              caseQuantities: [30, 60],
            },
          ],
        },
      ],
    },
    {
      key: 'office',
      name: '事務用品',
      accessories: ['correction', 'label'],
      lines: [
        'オフィスで毎日使う消耗品を、まとめてお届けします。',
        '部署単位での一括購入に便利な入数です。',
        'グリーン購入法に適合した商品もご用意しています。',
        '翌営業日出荷（土日祝を除く）に対応しています。',
      ],
      mids: [
        {
          key: 'writing',
          name: '筆記具',
          leaves: [
            {
              key: 'ballpen',
              name: 'ボールペン',
              items: ['油性ボールペン', 'ゲルインクボールペン', 'ノック式ボールペン'],
              mods: ['0.5mm', '0.7mm', '黒', '3色'],
              price: [600, 3800],
              unit: 'ケース',
              caseQuantities: [10, 50, 100],
            },
            {
              key: 'marker',
              name: 'マーカー',
              items: ['油性マーカー', '蛍光マーカー', 'ホワイトボードマーカー'],
              mods: ['細字', '太字', 'ツイン', '詰め替え式'],
              price: [700, 4200],
              unit: 'ケース',
              caseQuantities: [10, 50],
            },
            {
              key: 'correction',
              name: '修正用品',
              items: ['修正テープ', '修正テープ詰め替え', '消しゴム'],
              mods: ['5mm', '6mm', 'ミニ', 'プラスチック'],
              price: [500, 3200],
              unit: 'ケース',
              caseQuantities: [10, 20, 40],
            },
          ],
        },
        {
          key: 'files',
          name: 'ファイル',
          leaves: [
            {
              key: 'clear-file',
              name: 'クリアファイル',
              items: ['クリアファイル', 'クリアホルダー', 'クリアブック'],
              mods: ['A4', 'A4 透明', '10ポケット', '20ポケット'],
              price: [900, 4800],
              unit: 'ケース',
              caseQuantities: [100, 200],
            },
            {
              key: 'binder',
              name: 'バインダー',
              items: ['リングファイル', 'パイプ式ファイル', 'レバーアーチファイル'],
              mods: ['A4縦', '2穴', '背幅50mm', '背幅70mm'],
              price: [1800, 6800],
              unit: 'ケース',
              caseQuantities: [10, 20],
              variants: [{ axis: 'カラー', options: ['ブルー', 'ブラック', 'グレー'] }],
            },
            {
              key: 'envelope',
              name: '封筒',
              items: ['長形3号封筒', '角形2号封筒', '窓付き封筒'],
              mods: ['クラフト', '白', 'テープ付き', '郵便番号枠なし'],
              price: [900, 4800],
              unit: 'ケース',
              caseQuantities: [500, 1000],
            },
          ],
        },
        {
          key: 'paper',
          name: '用紙',
          leaves: [
            {
              key: 'copy-paper',
              name: 'コピー用紙',
              items: ['コピー用紙', '再生コピー用紙', '高白色コピー用紙'],
              mods: ['A4', 'A3', 'B5', '64g/m²'],
              price: [2800, 7800],
              unit: 'ケース',
              caseQuantities: [2500, 5000],
            },
            {
              key: 'label',
              name: 'ラベル用紙',
              items: ['ラベル用紙', '宛名ラベル', '配送ラベル'],
              mods: ['A4 12面', 'A4 24面', 'ノーカット', '強粘着'],
              price: [1200, 5800],
              unit: 'ケース',
              caseQuantities: [100, 500],
            },
            {
              key: 'notebook',
              name: 'ノート・メモ',
              items: ['キャンパスノート', 'メモパッド', 'ふせん'],
              mods: ['A罫', 'B罫', '5冊パック', '再生紙'],
              price: [800, 4200],
              unit: 'ケース',
              caseQuantities: [10, 50],
            },
          ],
        },
      ],
    },
    {
      key: 'facility',
      name: '衛生・清掃',
      accessories: ['trash-bag', 'poly-gloves'],
      lines: [
        '店舗や工場、オフィスの衛生管理に。',
        '業務用の大容量で、補充の手間を減らします。',
        '食品を扱う現場でもお使いいただけます。',
        '安全データシート（SDS）をご用意しています。',
      ],
      mids: [
        {
          key: 'gloves',
          name: '手袋',
          leaves: [
            {
              key: 'nitrile',
              name: 'ニトリル手袋',
              items: ['ニトリル手袋', 'パウダーフリー ニトリル手袋', '極薄ニトリル手袋'],
              mods: ['食品衛生法適合', '100枚入', '青', '白'],
              price: [3800, 9800],
              unit: 'ケース',
              caseQuantities: [10, 20],
              variants: [{ axis: 'サイズ', options: ['S', 'M', 'L'] }],
            },
            {
              key: 'work-gloves',
              name: '作業手袋',
              items: ['軍手', '背抜き手袋', '耐切創手袋'],
              mods: ['12双組', '滑り止め付き', '薄手', '厚手'],
              price: [1200, 6800],
              unit: 'ケース',
              caseQuantities: [10, 12, 120],
            },
            {
              key: 'poly-gloves',
              name: 'ポリ手袋',
              items: ['ポリエチレン手袋', 'ポリ手袋 エンボス'],
              mods: ['100枚入', '200枚入', '半透明'],
              price: [1800, 4800],
              unit: 'ケース',
              caseQuantities: [20, 40],
            },
          ],
        },
        {
          key: 'cleaner',
          name: '洗剤',
          leaves: [
            {
              key: 'hand-soap',
              name: 'ハンドソープ',
              items: ['泡ハンドソープ', '薬用ハンドソープ', '手指消毒液'],
              mods: ['業務用 4L', '詰め替え', '無香料', '医薬部外品'],
              price: [1800, 8800],
              unit: 'ケース',
              caseQuantities: [3, 4, 6],
            },
            {
              key: 'detergent',
              name: '業務用洗剤',
              items: ['食器用洗剤', '住居用洗剤', '床用洗剤'],
              mods: ['業務用 5kg', '濃縮タイプ', '中性', '弱アルカリ性'],
              price: [2400, 9800],
              unit: 'ケース',
              caseQuantities: [2, 4],
            },
            {
              key: 'trash-bag',
              name: 'ゴミ袋',
              items: ['ゴミ袋', 'ポリ袋', 'レジ袋'],
              mods: ['45L', '70L', '90L', '半透明', '厚手'],
              price: [1200, 6800],
              unit: 'ケース',
              caseQuantities: [400, 500, 1000],
            },
          ],
        },
        {
          key: 'paper-goods',
          name: '紙製品',
          leaves: [
            {
              key: 'toilet-paper',
              name: 'トイレットペーパー',
              items: ['トイレットペーパー', '芯なしトイレットペーパー'],
              mods: ['シングル', 'ダブル', '再生紙', '長巻き'],
              price: [3800, 8800],
              unit: 'ケース',
              caseQuantities: [48, 60, 96],
            },
            {
              key: 'towel-paper',
              name: 'ペーパータオル',
              items: ['ペーパータオル', 'ハンドタオル'],
              mods: ['中判', '小判', '200枚入'],
              price: [2800, 7800],
              unit: 'ケース',
              caseQuantities: [30, 40],
            },
            {
              key: 'tissue',
              name: 'ティッシュペーパー',
              items: ['ボックスティッシュ', 'ポケットティッシュ'],
              mods: ['200組', '150組', '5箱パック'],
              price: [2400, 6800],
              unit: 'ケース',
              caseQuantities: [60, 100],
            },
          ],
        },
      ],
    },
    {
      key: 'pantry',
      name: 'オフィス食品・飲料',
      taxRate: 8,
      accessories: ['candy'],
      lines: [
        '休憩室や来客用の常備品に。',
        '賞味期限の長い商品を中心にそろえています。',
        'ケース単位のご注文でお得にご購入いただけます。',
        '備蓄用としてもご利用いただけます。',
      ],
      mids: [
        {
          key: 'office-drinks',
          name: '飲料',
          leaves: [
            {
              key: 'water',
              name: 'ミネラルウォーター',
              items: ['天然水', 'ミネラルウォーター', '保存水'],
              mods: ['500ml', '2L', '5年保存'],
              price: [1800, 4800],
              unit: 'ケース',
              caseQuantities: [6, 24],
            },
            {
              key: 'office-coffee',
              name: 'コーヒー・お茶',
              items: ['インスタントコーヒー', 'ドリップコーヒー', '緑茶ティーバッグ'],
              mods: ['業務用', '100袋', '詰め替え'],
              price: [1800, 6800],
              unit: 'ケース',
              caseQuantities: [6, 12],
            },
            {
              key: 'canned',
              name: '缶・ペットボトル飲料',
              items: ['缶コーヒー', 'ペットボトル緑茶', '炭酸水'],
              mods: ['185g', '500ml', '無糖'],
              price: [2400, 4800],
              unit: 'ケース',
              caseQuantities: [24, 30],
            },
          ],
        },
        {
          key: 'office-snacks',
          name: 'お菓子',
          leaves: [
            {
              key: 'individual-snacks',
              name: '個包装菓子',
              items: ['個包装せんべい', '個包装クッキー', 'チョコレート菓子'],
              mods: ['大袋', '業務用', 'アソート'],
              price: [1200, 4800],
              unit: 'ケース',
              caseQuantities: [6, 12, 20],
            },
            {
              key: 'stockpile',
              name: '備蓄食',
              items: ['保存用ビスケット', 'アルファ米', '保存パン'],
              mods: ['5年保存', '7年保存', '50食入'],
              price: [3800, 19800],
              unit: 'ケース',
              caseQuantities: [24, 50],
            },
            {
              key: 'candy',
              name: 'キャンディ・のど飴',
              items: ['のど飴', 'ミントタブレット', 'フルーツキャンディ'],
              mods: ['個包装', '業務用', 'シュガーレス'],
              price: [900, 3800],
              unit: 'ケース',
              caseQuantities: [10, 20],
            },
          ],
        },
      ],
    },
  ],
  makers: [
    {
      key: 'yamato-shiki',
      name: '大和紙器株式会社',
      kana: 'ヤマトシキ',
      description: '段ボール・紙器の製造を50年以上続けるメーカーです。',
    },
    {
      key: 'kanto-tape',
      name: '関東テープ工業',
      kana: 'カントウテープコウギョウ',
      description: '梱包用テープの専業メーカーです。',
    },
    {
      key: 'mise-office',
      name: 'ミセオフィスサプライ',
      kana: 'ミセオフィスサプライ',
      description: 'オフィス消耗品の企画・製造を行っています。',
    },
    {
      key: 'seiketsu-kagaku',
      name: '清潔化学株式会社',
      kana: 'セイケツカガク',
      description: '業務用洗剤と衛生用品のメーカーです。',
    },
    {
      key: 'hokuriku-paper',
      name: '北陸製紙',
      kana: 'ホクリクセイシ',
      description: '再生紙を中心とした家庭紙のメーカーです。',
    },
    {
      key: 'bichiku-foods',
      name: '備蓄フーズ',
      kana: 'ビチクフーズ',
      description: '長期保存食と業務用食品を扱っています。',
    },
  ],
  brands: [
    {
      key: 'mise-pro',
      name: 'ミセプロ',
      kana: 'ミセプロ',
      description: '現場の声から生まれた業務用ブランド。',
    },
    {
      key: 'pack-master',
      name: 'PACK MASTER',
      kana: 'パックマスター',
      description: '出荷現場のための梱包資材。',
    },
    {
      key: 'office-one',
      name: 'OFFICE ONE',
      kana: 'オフィスワン',
      description: 'オフィスの定番消耗品。',
    },
    {
      key: 'clean-works',
      name: 'クリーンワークス',
      kana: 'クリーンワークス',
      description: '衛生管理の現場を支える。',
    },
    {
      key: 'eco-select',
      name: 'エコセレクト',
      kana: 'エコセレクト',
      description: '環境に配慮した再生素材の商品。',
    },
  ],
  tags: [
    { key: 'bulk-discount', name: 'まとめ買い割引' },
    { key: 'green', name: 'グリーン購入法適合' },
    { key: 'next-day', name: '翌営業日出荷' },
    { key: 'food-safe', name: '食品衛生法適合' },
    { key: 'new-arrival', name: '新着' },
    { key: 'contract-price', name: '契約企業様限定価格', password: 'keiyaku2026' },
  ],
  reviewBodies: [
    '社内でまとめ買いしています。品質が安定していて助かります。',
    '出荷作業で毎日使っていますが、トラブルはありません。',
    'ケース単位で届くので在庫管理が楽になりました。',
    '価格は少し上がりましたが、納期が早いので継続しています。',
    '請求書払いが使えるので経理の手間が減りました。',
    ...COMMON_REVIEW_BODIES.slice(0, 4),
  ],
};

const MOTO: ShopCatalogue = {
  prefix: 'mt',
  modelsPerLeaf: 7,
  bikeMakers: [
    {
      key: 'honda',
      name: 'ホンダ',
      kana: 'ホンダ',
      description: 'CB400SF、レブル250、スーパーカブなどに適合するパーツ。',
      url: 'https://www.honda.co.jp/motor/',
      bikes: ['CB400SF', 'CB1300SF', 'CBR250RR', 'レブル250', 'スーパーカブ110', 'CB650R'],
    },
    {
      key: 'yamaha',
      name: 'ヤマハ',
      kana: 'ヤマハ',
      description: 'SR400、MT-09、セロー250などに適合するパーツ。',
      url: 'https://www.yamaha-motor.co.jp/mc/',
      bikes: ['SR400', 'MT-09', 'YZF-R25', 'XSR900', 'セロー250', 'トレーサー9 GT'],
    },
    {
      key: 'kawasaki',
      name: 'カワサキ',
      kana: 'カワサキ',
      description: 'Z900RS、Ninja 400、W800などに適合するパーツ。',
      url: 'https://www.kawasaki-motors.com/',
      bikes: ['Z900RS', 'Ninja 400', 'W800', 'Z650RS', 'ヴェルシス-X 250'],
    },
    {
      key: 'suzuki',
      name: 'スズキ',
      kana: 'スズキ',
      description: 'GSX-S1000、SV650、ジクサー250などに適合するパーツ。',
      url: 'https://www1.suzuki.co.jp/motor/',
      bikes: ['GSX-S1000', 'SV650', 'ジクサー250', 'Vストローム250', 'ハヤブサ'],
    },
  ],
  roots: [
    {
      key: 'exterior',
      name: '外装パーツ',
      accessories: ['chemical'],
      lines: [
        '純正部品と交換するだけのボルトオン設計です。',
        '車体に合わせた専用設計で、フィッティングにこだわりました。',
        '取り付け説明書が付属します。',
        '耐候性の高い表面処理で、長く美しさを保ちます。',
      ],
      mids: [
        {
          key: 'controls',
          name: 'ハンドル周り',
          leaves: [
            {
              key: 'lever',
              name: 'レバー',
              items: ['可倒式ブレーキレバー', '可倒式クラッチレバー', 'ショートレバー'],
              mods: ['アルミ削り出し', '6段階調整', 'アジャスター付き'],
              price: [6800, 14800],
              variants: [
                { axis: 'カラー', options: ['ブラック', 'シルバー', 'ゴールド', 'ブルー'] },
              ],
              fitsBikes: true,
            },
            {
              key: 'mirror',
              name: 'ミラー',
              items: ['バーエンドミラー', 'ショートミラー', 'カウルミラー'],
              mods: ['M10', '可倒式', '防眩', 'スリム'],
              price: [3800, 12800],
              variants: [{ axis: 'カラー', options: ['ブラック', 'シルバー'] }],
            },
            {
              key: 'grip',
              name: 'グリップ',
              items: ['ハンドルグリップ', 'グリップヒーター', 'バーエンド'],
              mods: ['貫通タイプ', '非貫通タイプ', 'ソフトコンパウンド', '5段階温度調整'],
              price: [1800, 16800],
            },
          ],
        },
        {
          key: 'body',
          name: '外装',
          leaves: [
            {
              key: 'screen',
              name: 'スクリーン',
              items: ['ロングスクリーン', 'メーターバイザー', 'ショートスクリーン'],
              mods: ['スモーク', 'クリア', 'ハイタイプ'],
              price: [8800, 24800],
              fitsBikes: true,
            },
            {
              key: 'fender',
              name: 'フェンダー',
              items: ['フェンダーレスキット', 'インナーフェンダー', 'リアフェンダー'],
              mods: ['ナンバー移設', 'カーボン調', 'ステンレス'],
              price: [9800, 29800],
              fitsBikes: true,
            },
            {
              key: 'guard',
              name: 'ガード・スライダー',
              items: ['エンジンガード', 'フレームスライダー', 'ラジエーターガード'],
              mods: ['ジュラコン', 'ステンレス', 'スチール'],
              price: [6800, 32800],
              variants: [{ axis: 'カラー', options: ['ブラック', 'シルバー'] }],
              fitsBikes: true,
            },
          ],
        },
        {
          key: 'luggage',
          name: '積載',
          leaves: [
            {
              key: 'carrier',
              name: 'キャリア',
              items: ['リアキャリア', 'サイドバッグサポート', 'トップケースベース'],
              mods: ['最大積載10kg', 'スチール', 'アルミ'],
              price: [9800, 28800],
              fitsBikes: true,
            },
            {
              key: 'seat-bag',
              name: 'シートバッグ',
              items: ['シートバッグ', 'タンクバッグ', 'サイドバッグ'],
              mods: ['防水', '容量可変', '20L', '40L'],
              price: [4800, 19800],
              variants: [{ axis: 'カラー', options: ['ブラック', 'カーキ'] }],
            },
            {
              key: 'top-case',
              name: 'トップケース',
              items: ['トップケース', 'アルミトップケース'],
              mods: ['32L', '45L', 'ワンタッチ脱着'],
              price: [12800, 39800],
            },
          ],
        },
      ],
    },
    {
      key: 'engine',
      name: 'エンジン・吸排気',
      accessories: ['exhaust-parts', 'oil-filter', 'chemical'],
      lines: [
        '純正比で軽量化し、レスポンスの向上を狙いました。',
        '車検対応（JMCA認定品）の製品もあります。',
        '取り付けには専門の知識が必要です。販売店での作業をおすすめします。',
        'パワーだけでなく、扱いやすさも大切にしたセッティングです。',
      ],
      mids: [
        {
          key: 'exhaust',
          name: 'マフラー',
          leaves: [
            {
              key: 'slip-on',
              name: 'スリップオンマフラー',
              items: ['スリップオンマフラー', 'サイレンサー'],
              mods: ['チタン', 'ステンレス', 'カーボンエンド', '政府認証'],
              price: [39800, 98000],
              fitsBikes: true,
              specs: { 騒音規制: ['JMCA認定', '政府認証'] },
            },
            {
              key: 'full-exhaust',
              name: 'フルエキゾースト',
              items: ['フルエキゾーストマフラー', '4-1マフラー'],
              mods: ['チタン', 'ステンレス', 'ショート管'],
              price: [89800, 198000],
              fitsBikes: true,
            },
            {
              key: 'exhaust-parts',
              name: 'マフラー関連部品',
              items: ['マフラーガスケット', 'マフラーバンド', 'サイレンサーステー'],
              mods: ['純正互換', 'ステンレス', '2個セット'],
              price: [800, 4800],
            },
          ],
        },
        {
          key: 'intake',
          name: '吸気・燃料',
          leaves: [
            {
              key: 'air-filter',
              name: 'エアフィルター',
              items: ['エアフィルター', '湿式エアフィルター'],
              mods: ['純正交換タイプ', '高効率', '洗浄再使用可'],
              price: [3800, 9800],
              fitsBikes: true,
            },
            {
              key: 'plug',
              name: 'スパークプラグ',
              items: ['イリジウムプラグ', 'スパークプラグ'],
              mods: ['標準熱価', 'ロングライフ'],
              price: [900, 2800],
              unit: '本',
              fitsBikes: true,
            },
            {
              key: 'fuel',
              name: '燃料系',
              items: ['燃料ホース', 'フューエルフィルター', 'タンクキャップ'],
              mods: ['耐ガソリン', '汎用', 'アルミ'],
              price: [800, 7800],
            },
          ],
        },
        {
          key: 'maintenance',
          name: 'メンテナンス',
          leaves: [
            {
              key: 'oil',
              name: 'エンジンオイル',
              items: ['4サイクルエンジンオイル', '化学合成オイル', '鉱物油'],
              mods: ['10W-40', '10W-30', '15W-50', '全化学合成'],
              price: [1800, 7800],
              unit: '本',
              variants: [{ axis: '容量', options: ['1L', '4L'] }],
            },
            {
              key: 'oil-filter',
              name: 'オイルフィルター',
              items: ['オイルフィルター', 'オイルエレメント'],
              mods: ['純正互換', 'マグネット付き'],
              price: [900, 2400],
              fitsBikes: true,
            },
            {
              key: 'chemical',
              name: 'ケミカル',
              items: ['チェーンルブ', 'チェーンクリーナー', 'パーツクリーナー', 'コーティング剤'],
              mods: ['ドライタイプ', 'ウェットタイプ', '420ml', '速乾'],
              price: [900, 3800],
              unit: '本',
            },
          ],
        },
      ],
    },
    {
      key: 'chassis',
      name: '足回り・電装',
      accessories: ['brake-fluid', 'chemical'],
      lines: [
        'ブレーキや足回りは安全に関わる部品です。確実な整備をお願いします。',
        'ワインディングから街乗りまで、扱いやすい特性です。',
        '純正品と同じ寸法で、交換作業が簡単です。',
        '12V車用です。取り付け前に車両の仕様をご確認ください。',
      ],
      mids: [
        {
          key: 'brake',
          name: 'ブレーキ',
          leaves: [
            {
              key: 'brake-pad',
              name: 'ブレーキパッド',
              items: ['フロントブレーキパッド', 'リアブレーキパッド'],
              mods: ['シンタード', 'セミメタル', 'ストリート用'],
              price: [2800, 7800],
              fitsBikes: true,
            },
            {
              key: 'brake-hose',
              name: 'ブレーキホース',
              items: ['メッシュブレーキホース', 'ブレーキホースキット'],
              mods: ['ステンレスメッシュ', 'ブラックメッシュ', '車検対応'],
              price: [7800, 19800],
              fitsBikes: true,
            },
            {
              key: 'brake-fluid',
              name: 'ブレーキフルード',
              items: ['ブレーキフルード'],
              mods: ['DOT4', 'DOT5.1', '500ml'],
              price: [1200, 2800],
              unit: '本',
            },
          ],
        },
        {
          key: 'suspension',
          name: 'サスペンション・タイヤ',
          leaves: [
            {
              key: 'rear-shock',
              name: 'リアサスペンション',
              items: ['リアショック', 'ツインショック'],
              mods: ['減衰調整式', '車高調整式', 'ローダウン'],
              price: [39800, 128000],
              fitsBikes: true,
            },
            {
              key: 'fork-spring',
              name: 'フォークスプリング',
              items: ['フォークスプリング', 'フォークオイル'],
              mods: ['プログレッシブ', 'ローダウン', '#10'],
              price: [1800, 19800],
              fitsBikes: true,
            },
            {
              key: 'tire',
              name: 'タイヤ',
              items: ['スポーツタイヤ', 'ツーリングタイヤ', 'オンオフタイヤ'],
              mods: ['フロント用', 'リア用', 'バイアス', 'ラジアル'],
              price: [9800, 29800],
              unit: '本',
              variants: [
                { axis: 'サイズ', options: ['110/70R17', '120/70ZR17', '150/60R17', '180/55ZR17'] },
              ],
            },
          ],
        },
        {
          key: 'electric',
          name: '電装',
          leaves: [
            {
              key: 'headlight',
              name: 'ヘッドライト',
              items: ['LEDヘッドライトバルブ', 'LEDヘッドライトユニット'],
              mods: ['H4', 'PH7', '6000K', '車検対応'],
              price: [4800, 24800],
            },
            {
              key: 'winker',
              name: 'ウインカー',
              items: ['LEDウインカー', 'シーケンシャルウインカー', 'ウインカーリレー'],
              mods: ['2個セット', 'クリアレンズ', 'スモークレンズ'],
              price: [1800, 9800],
            },
            {
              key: 'battery',
              name: 'バッテリー',
              items: ['リチウムバッテリー', 'MFバッテリー', 'USB電源'],
              mods: ['液入り充電済', '軽量', '防水'],
              price: [2800, 24800],
              fitsBikes: true,
            },
          ],
        },
      ],
    },
    {
      key: 'gear',
      name: 'ライディングギア',
      accessories: ['helmet-parts'],
      lines: [
        'ライダーの安全と快適さを考えたつくりです。',
        'プロテクターを標準装備しています。',
        'ツーリングから通勤まで幅広く使えます。',
        'サイズ表をご確認のうえお選びください。',
      ],
      mids: [
        {
          key: 'helmet',
          name: 'ヘルメット',
          leaves: [
            {
              key: 'full-face',
              name: 'フルフェイス',
              items: ['フルフェイスヘルメット', 'システムヘルメット'],
              mods: ['インナーバイザー付き', '軽量', 'SG規格'],
              price: [19800, 59800],
              variants: [
                { axis: 'カラー', options: ['ブラック', 'ホワイト', 'レッド'] },
                { axis: 'サイズ', options: ['M', 'L', 'XL'] },
              ],
            },
            {
              key: 'jet',
              name: 'ジェット',
              items: ['ジェットヘルメット', 'オープンフェイスヘルメット'],
              mods: ['シールド付き', 'ビンテージ', 'PSC・SG規格'],
              price: [9800, 39800],
              variants: [{ axis: 'サイズ', options: ['M', 'L', 'XL'] }],
            },
            {
              key: 'helmet-parts',
              name: 'ヘルメット用品',
              items: ['交換シールド', 'インカム', 'ヘルメットロック'],
              mods: ['ミラー', 'スモーク', 'Bluetooth'],
              price: [2800, 29800],
            },
          ],
        },
        {
          key: 'wear',
          name: 'ウェア',
          leaves: [
            {
              key: 'jacket',
              name: 'ジャケット',
              items: ['ライディングジャケット', 'メッシュジャケット', 'レザージャケット'],
              mods: ['プロテクター付き', '防水', '春夏用', '秋冬用'],
              price: [14800, 49800],
              variants: [{ axis: 'サイズ', options: ['M', 'L', 'XL'] }],
            },
            {
              key: 'gloves',
              name: 'グローブ',
              items: ['ライディンググローブ', 'ウィンターグローブ', 'メッシュグローブ'],
              mods: ['スマホ対応', 'プロテクター付き', '防水'],
              price: [3800, 12800],
              variants: [{ axis: 'サイズ', options: ['S', 'M', 'L', 'XL'] }],
            },
            {
              key: 'boots',
              name: 'ブーツ',
              items: ['ライディングシューズ', 'ツーリングブーツ'],
              mods: ['防水', 'シフトガード付き', 'ショート丈'],
              price: [12800, 34800],
              variants: [{ axis: 'サイズ', options: ['25.0cm', '26.0cm', '27.0cm'] }],
            },
          ],
        },
        {
          key: 'touring',
          name: 'ツーリング用品',
          leaves: [
            {
              key: 'phone-holder',
              name: 'スマホホルダー',
              items: ['スマホホルダー', 'ワイヤレス充電ホルダー'],
              mods: ['振動吸収', 'クイックリリース', '防水ケース付き'],
              price: [2800, 9800],
            },
            {
              key: 'cover',
              name: 'バイクカバー',
              items: ['バイクカバー', '防炎バイクカバー'],
              mods: ['撥水', 'Lサイズ', 'XLサイズ'],
              price: [3800, 12800],
            },
            {
              key: 'lock',
              name: 'ロック',
              items: ['U字ロック', 'チェーンロック', 'ディスクロック'],
              mods: ['アラーム付き', '極太', '2m'],
              price: [2800, 14800],
            },
          ],
        },
      ],
    },
  ],
  makers: [],
  brands: [
    {
      key: 'mise-racing',
      name: 'ミセレーシング',
      kana: 'ミセレーシング',
      description: 'サーキットで鍛えた吸排気パーツ。',
    },
    {
      key: 'kaze-works',
      name: 'KAZE WORKS',
      kana: 'カゼワークス',
      description: '削り出しパーツとハンドル周りの専門ブランド。',
    },
    {
      key: 'touring-lab',
      name: 'ツーリングラボ',
      kana: 'ツーリングラボ',
      description: '長距離ツーリングを快適にする積載・電装用品。',
    },
    {
      key: 'ryusei',
      name: '流星モータース',
      kana: 'リュウセイモータース',
      description: '旧車から最新モデルまで、足回りのカスタムパーツ。',
    },
    {
      key: 'ride-gear-jp',
      name: 'RIDE GEAR JP',
      kana: 'ライドギアジェーピー',
      description: '日本人の体形に合わせたライディングギア。',
    },
    {
      key: 'garage-one',
      name: 'ガレージワン',
      kana: 'ガレージワン',
      description: '毎日の整備に使うケミカルと消耗品。',
    },
  ],
  tags: [
    { key: 'jmca', name: 'JMCA認定' },
    { key: 'bolt-on', name: 'ボルトオン' },
    { key: 'new-arrival', name: '新着' },
    { key: 'sale', name: 'セール' },
    { key: 'touring', name: 'ツーリングにおすすめ' },
    { key: 'team-rider', name: 'チームライダー限定', password: 'rider2026' },
  ],
  reviewBodies: [
    '取り付けも簡単で、説明書どおりに30分ほどで終わりました。',
    'フィッティングは完璧。純正のように収まりました。',
    '見た目が一気に引き締まりました。満足です。',
    '高速道路での疲れ方がまったく違います。',
    'ツーリングで使っていますが、トラブルはありません。',
    'ボルトが一部固くて苦労しましたが、仕上がりは良いです。',
    ...COMMON_REVIEW_BODIES.slice(0, 4),
  ],
};

const SHOP_CATALOGUES: Partial<Record<string, ShopCatalogue>> = {
  standard: STANDARD,
  business: BUSINESS,
  moto: MOTO,
};

/** The word lists of a shop; a shop without its own (pnpm create-theme) gets the standard ones. */
export const catalogueOf = (channelId: string): ShopCatalogue =>
  SHOP_CATALOGUES[channelId] ?? STANDARD;

/** Inquiry subjects (GET /v1/categories/hierarchy?table=inquiries), the same in every shop. */
export const INQUIRY_CATEGORIES: {
  key: string;
  name: string;
  children: { key: string; name: string }[];
}[] = [
  {
    key: 'order',
    name: 'ご注文について',
    children: [
      { key: 'order-change', name: 'ご注文内容の変更・キャンセル' },
      { key: 'delivery', name: 'お届け日時・配送について' },
      { key: 'payment', name: 'お支払いについて' },
    ],
  },
  {
    key: 'product',
    name: '商品について',
    children: [
      { key: 'stock', name: '在庫・入荷予定' },
      { key: 'spec', name: '仕様・サイズ' },
      { key: 'defect', name: '初期不良・返品' },
    ],
  },
  {
    key: 'account',
    name: '会員登録・ログイン',
    children: [
      { key: 'register', name: '会員登録' },
      { key: 'login', name: 'ログイン・パスワード' },
    ],
  },
  { key: 'other', name: 'その他', children: [] },
];
