/**
 * Product illustrations drawn from path data (our own, in a 100 × 100 box): one per kind of
 * product the demo shops sell, painted in the product's colour. Each layer is a path and a tone:
 * a number lightens (+) or darkens (−) the product's colour, a name is a fixed material.
 */

export type Tone = number | 'metal' | 'steel' | 'rubber' | 'paper' | 'glass' | 'wood' | 'white';
/** `line`: drawn as a stroke (seams, handles) rather than filled. */
export type Layer = { d: string; tone: Tone; line?: number };
export type Kind = {
  layers: Layer[];
  /** Where the close-up view looks (a point of the 100 × 100 box). */
  focus: [number, number];
  /** Fabric shows a weave in the close-up; hard goods a sheen. */
  fabric?: boolean;
};

const circle = (cx: number, cy: number, r: number) =>
  `M${cx - r} ${cy}a${r} ${r} 0 1 0 ${r * 2} 0a${r} ${r} 0 1 0 ${-r * 2} 0Z`;
const ellipse = (cx: number, cy: number, rx: number, ry: number) =>
  `M${cx - rx} ${cy}a${rx} ${ry} 0 1 0 ${rx * 2} 0a${rx} ${ry} 0 1 0 ${-rx * 2} 0Z`;
const dots = (points: [number, number][], r: number) =>
  points.map(([x, y]) => circle(x, y, r)).join('');

export const KINDS = {
  tshirt: {
    fabric: true,
    focus: [50, 26],
    layers: [
      { d: 'M31 17L41 13Q50 21 59 13L69 17L88 32L80 45L72 40V87H28V40L20 45L12 32Z', tone: 0 },
      { d: 'M41 13Q50 23 59 13Q50 18 41 13Z', tone: -0.25 },
      { d: 'M28 82H72', tone: -0.2, line: 0.8 },
      { d: 'M20 45L12 32', tone: -0.2, line: 0.8 },
    ],
  },
  shirt: {
    fabric: true,
    focus: [50, 24],
    layers: [
      {
        d: 'M32 16L44 12L56 12L68 16L86 30L88 60L79 61L74 40V88H26V40L21 61L12 60L14 30Z',
        tone: 0,
      },
      { d: 'M44 12L50 21L56 12L59 21L50 30L41 21Z', tone: 0.3 },
      { d: 'M50 30V88', tone: -0.2, line: 0.7 },
      {
        d: dots(
          [
            [52.5, 38],
            [52.5, 50],
            [52.5, 62],
            [52.5, 74],
          ],
          1.1,
        ),
        tone: 'white',
      },
      { d: 'M79 55L88 55M21 55L12 55', tone: -0.2, line: 0.8 },
    ],
  },
  knit: {
    fabric: true,
    focus: [40, 50],
    layers: [
      { d: 'M34 15Q50 22 66 15L85 28L90 68L80 70L74 42V84H26V42L20 70L10 68L15 28Z', tone: 0 },
      { d: 'M26 78H74V88H26Z', tone: -0.15 },
      { d: 'M10 64L20 66L20 72L9 70ZM90 64L80 66L80 72L91 70Z', tone: -0.15 },
      { d: 'M34 15Q50 26 66 15Q50 20 34 15Z', tone: -0.25 },
      { d: 'M40 30V76M50 28V76M60 30V76', tone: -0.1, line: 1.2 },
    ],
  },
  coat: {
    fabric: true,
    focus: [44, 30],
    layers: [
      { d: 'M34 10L66 10L84 24L90 72L80 73L74 38L76 94H24L26 38L20 73L10 72L16 24Z', tone: 0 },
      { d: 'M34 10L50 40L66 10L60 10L50 30L40 10Z', tone: -0.25 },
      { d: 'M40 10L50 30L44 44L34 22Z', tone: 0.15 },
      { d: 'M60 10L50 30L56 44L66 22Z', tone: 0.15 },
      { d: 'M50 40V94', tone: -0.25, line: 0.8 },
      { d: 'M30 64H42M58 64H70', tone: -0.25, line: 1 },
      {
        d: dots(
          [
            [46, 52],
            [46, 66],
            [46, 80],
          ],
          1.4,
        ),
        tone: -0.4,
      },
    ],
  },
  trousers: {
    fabric: true,
    focus: [50, 22],
    layers: [
      { d: 'M29 10H71L76 92H56L50 38L44 92H24Z', tone: 0 },
      { d: 'M29 10H71L71.5 18H28.5Z', tone: -0.2 },
      { d: 'M50 18V38M36 20Q40 28 46 24M64 20Q60 28 54 24', tone: -0.25, line: 0.8 },
      { d: 'M36 34L34 90M64 34L66 90', tone: -0.12, line: 0.6 },
    ],
  },
  skirt: {
    fabric: true,
    focus: [50, 30],
    layers: [
      { d: 'M34 14H66L82 84Q50 92 18 84Z', tone: 0 },
      { d: 'M34 14H66L66.6 22H33.4Z', tone: -0.2 },
      { d: 'M42 22L36 88M50 22V90M58 22L64 88M30 50L26 86M70 50L74 86', tone: -0.15, line: 0.8 },
    ],
  },
  tote: {
    focus: [50, 40],
    layers: [
      { d: 'M36 38Q36 12 50 12Q64 12 64 38', tone: -0.25, line: 4 },
      { d: 'M20 36H80L75 90H25Z', tone: 0 },
      { d: 'M20 36H80L79.4 43H20.6Z', tone: -0.15 },
      { d: 'M34 36V48M66 36V48', tone: -0.3, line: 1.5 },
    ],
  },
  wallet: {
    focus: [70, 48],
    layers: [
      { d: 'M18 28H82Q88 28 88 34V70Q88 76 82 76H18Q12 76 12 70V34Q12 28 18 28Z', tone: 0 },
      { d: 'M12 34Q12 28 18 28H82Q88 28 88 34V46H12Z', tone: -0.15 },
      { d: 'M64 40H88V56H64Q60 56 60 52V44Q60 40 64 40Z', tone: -0.3 },
      { d: circle(70, 48, 2.5), tone: 'metal' },
      { d: 'M16 72H84', tone: 0.2, line: 0.6 },
    ],
  },
  cap: {
    focus: [50, 36],
    layers: [
      { d: 'M20 62Q20 26 50 24Q80 26 80 62Z', tone: 0 },
      { d: 'M20 60Q8 64 6 72Q44 76 80 62Z', tone: -0.2 },
      { d: 'M50 24V62M34 28Q40 44 38 62M66 28Q60 44 62 62', tone: -0.15, line: 0.7 },
      { d: circle(50, 24, 2.5), tone: -0.25 },
    ],
  },
  pan: {
    focus: [40, 50],
    layers: [
      { d: ellipse(40, 52, 30, 18), tone: 'steel' },
      { d: ellipse(40, 50, 26, 14), tone: 0 },
      { d: 'M68 48L94 42Q97 42 97 45L97 47Q97 50 94 50L69 56Z', tone: -0.35 },
    ],
  },
  knife: {
    focus: [44, 50],
    layers: [
      { d: 'M8 56Q30 40 62 44L62 58L14 60Q8 60 8 56Z', tone: 'steel' },
      { d: 'M8 56Q30 52 62 54', tone: 'white', line: 0.6 },
      { d: 'M62 44H92Q96 44 96 48V54Q96 58 92 58H62Z', tone: 0 },
      {
        d: dots(
          [
            [72, 51],
            [82, 51],
          ],
          1.3,
        ),
        tone: 'metal',
      },
    ],
  },
  mug: {
    focus: [40, 30],
    layers: [
      { d: 'M70 36Q90 36 90 52Q90 68 68 66', tone: -0.15, line: 6 },
      { d: 'M22 24H72V76Q72 86 62 86H32Q22 86 22 76Z', tone: 0 },
      { d: ellipse(47, 24, 25, 5), tone: -0.3 },
      { d: 'M28 32V74', tone: 'white', line: 2 },
    ],
  },
  bowl: {
    focus: [50, 44],
    layers: [
      { d: 'M38 76H62L60 84H40Z', tone: -0.2 },
      { d: 'M12 40H88Q86 74 50 78Q14 74 12 40Z', tone: 0 },
      { d: ellipse(50, 40, 38, 8), tone: 0.35 },
      { d: 'M16 50Q50 58 84 50', tone: -0.2, line: 1.2 },
    ],
  },
  plate: {
    focus: [50, 50],
    layers: [
      { d: ellipse(50, 56, 44, 22), tone: 0 },
      { d: ellipse(50, 54, 30, 13), tone: 0.3 },
      { d: ellipse(50, 56, 40, 19), tone: -0.15, line: 0.8 },
    ],
  },
  bottle: {
    focus: [50, 56],
    layers: [
      { d: 'M42 8H58V20Q70 26 70 40V86Q70 92 64 92H36Q30 92 30 86V40Q30 26 42 20Z', tone: 0 },
      { d: 'M41 6H59V18H41Z', tone: -0.4 },
      { d: 'M30 46H70V76H30Z', tone: 'paper' },
      { d: 'M38 56H62M38 64H56', tone: -0.2, line: 1.5 },
      { d: 'M35 30V86', tone: 'white', line: 2 },
    ],
  },
  jar: {
    focus: [50, 50],
    layers: [
      { d: 'M22 34H78V80Q78 88 70 88H30Q22 88 22 80Z', tone: 0 },
      { d: 'M20 20H80V36H20Z', tone: -0.35 },
      { d: 'M20 24H80M20 28H80M20 32H80', tone: -0.5, line: 0.5 },
      { d: 'M22 48H78V72H22Z', tone: 'paper' },
      { d: 'M32 58H68M36 64H64', tone: -0.2, line: 1.5 },
    ],
  },
  pouch: {
    focus: [50, 40],
    layers: [
      { d: 'M24 14H76L80 90Q50 94 20 90Z', tone: 0 },
      { d: 'M24 14H76L76.4 22H23.6Z', tone: -0.25 },
      { d: 'M24 26H76', tone: -0.3, line: 0.8 },
      { d: 'M34 40H66V66H34Z', tone: 'paper' },
      { d: 'M40 50H60M42 57H58', tone: -0.2, line: 1.5 },
    ],
  },
  carton: {
    focus: [36, 44],
    layers: [
      { d: 'M14 34L50 22L86 34L50 46Z', tone: 0.2 },
      { d: 'M14 34L50 46V88L14 76Z', tone: 0 },
      { d: 'M50 46L86 34V76L50 88Z', tone: -0.2 },
      { d: 'M32 28L68 40V52', tone: 'paper', line: 4 },
      { d: 'M22 60L40 66', tone: -0.35, line: 1.2 },
    ],
  },
  paper: {
    focus: [50, 40],
    layers: [
      { d: 'M16 58L54 44L88 56L50 72Z', tone: -0.2 },
      { d: 'M16 52L54 38L88 50L50 66Z', tone: 'paper' },
      { d: 'M16 46L54 32L88 44L50 60Z', tone: 'white' },
      { d: 'M16 46L50 60V80L16 66Z', tone: 0 },
      { d: 'M50 60L88 44V64L50 80Z', tone: -0.15 },
      { d: 'M22 60L42 68', tone: 'white', line: 1.5 },
    ],
  },
  pen: {
    focus: [30, 70],
    layers: [
      { d: 'M70 12L86 28L36 78L20 62Z', tone: 0 },
      { d: 'M20 62L36 78L24 84L14 88L16 76Z', tone: 'steel' },
      { d: 'M14 88L16 80L20 84Z', tone: -0.5 },
      { d: 'M74 8L90 24L86 28L70 12Z', tone: -0.3 },
      { d: 'M78 20L60 38', tone: 'metal', line: 2.5 },
    ],
  },
  binder: {
    focus: [28, 50],
    layers: [
      { d: 'M22 12H80Q84 12 84 16V84Q84 88 80 88H22Z', tone: 0 },
      { d: 'M16 12H30V88H16Q12 88 12 84V16Q12 12 16 12Z', tone: -0.2 },
      { d: 'M40 28H74V44H40Z', tone: 'paper' },
      {
        d: dots(
          [
            [21, 38],
            [21, 62],
          ],
          3,
        ),
        tone: 'metal',
      },
    ],
  },
  tape: {
    focus: [50, 30],
    layers: [
      { d: `${circle(50, 50, 38)}${circle(50, 50, 18)}`, tone: 0 },
      { d: circle(50, 50, 30), tone: -0.15, line: 0.6 },
      { d: `${circle(50, 50, 18)}${circle(50, 50, 14)}`, tone: 'paper' },
      { d: 'M86 60L96 86L80 80Z', tone: 0.15 },
    ],
  },
  glove: {
    fabric: true,
    focus: [50, 30],
    layers: [
      {
        d: 'M30 92V56L18 40Q15 35 20 33Q24 31 28 36L34 44V16Q34 11 39 11Q44 11 44 16V38V10Q44 5 49 5Q54 5 54 10V38V13Q54 8 59 8Q64 8 64 13V40V21Q64 16 69 16Q74 16 74 21V64Q74 80 66 92Z',
        tone: 0,
      },
      { d: 'M30 78H68V92H30Z', tone: -0.25 },
      { d: 'M44 38V28M54 38V26M64 40V30', tone: -0.2, line: 0.8 },
    ],
  },
  helmet: {
    focus: [60, 44],
    layers: [
      { d: 'M14 64Q12 20 50 14Q88 12 90 52Q90 74 80 84H26Q16 80 14 64Z', tone: 0 },
      { d: 'M40 40Q60 30 86 38Q90 50 86 62Q64 58 44 60Q36 52 40 40Z', tone: 'glass' },
      { d: 'M48 40Q66 34 82 40', tone: 'white', line: 1.5 },
      { d: 'M26 84H80L78 90H30Z', tone: 'rubber' },
      { d: 'M18 50Q30 48 40 40', tone: 0.25, line: 2 },
    ],
  },
  jacket: {
    fabric: true,
    focus: [40, 40],
    layers: [
      { d: 'M34 12L66 12L84 24L92 72L80 74L74 40V88H26V40L20 74L8 72L16 24Z', tone: 0 },
      { d: 'M36 12H64L60 22H40Z', tone: -0.3 },
      { d: 'M50 22V88', tone: 'metal', line: 1.2 },
      { d: 'M16 30L22 36M84 30L78 36M26 50H40M60 50H74', tone: 0.3, line: 2 },
      { d: 'M26 80H74V88H26Z', tone: -0.25 },
    ],
  },
  boot: {
    focus: [40, 60],
    layers: [
      { d: 'M24 8H54V54Q62 62 80 64Q92 66 92 78V82H20Q18 50 24 8Z', tone: 0 },
      { d: 'M18 82H94V90H18Z', tone: 'rubber' },
      { d: 'M24 22H54M24 34H54', tone: -0.3, line: 1.5 },
      { d: 'M54 54Q62 62 80 64', tone: 0.25, line: 1.2 },
    ],
  },
  muffler: {
    focus: [58, 50],
    layers: [
      { d: 'M6 58L34 54V62L6 66Z', tone: 'steel' },
      { d: 'M32 44Q28 56 32 68L84 64Q88 56 84 44Z', tone: 0 },
      { d: ellipse(84, 54, 6, 10), tone: -0.3 },
      { d: ellipse(84, 54, 3, 5), tone: 'rubber' },
      { d: 'M40 48Q58 44 78 46', tone: 'white', line: 1.5 },
      { d: 'M48 45V66', tone: -0.25, line: 1.2 },
    ],
  },
  brake: {
    focus: [50, 30],
    layers: [
      {
        d: `${circle(50, 50, 40)}${circle(50, 50, 14)}${dots(
          [
            [50, 24],
            [72.5, 37],
            [72.5, 63],
            [50, 76],
            [27.5, 63],
            [27.5, 37],
          ],
          3,
        )}`,
        tone: 'steel',
      },
      { d: `${circle(50, 50, 20)}${circle(50, 50, 8)}`, tone: 0 },
      { d: 'M62 10Q90 20 92 48L80 50Q78 28 58 20Z', tone: 0 },
    ],
  },
  tyre: {
    focus: [50, 16],
    layers: [
      { d: `${circle(50, 50, 42)}${circle(50, 50, 26)}`, tone: 'rubber' },
      { d: `${circle(50, 50, 26)}${circle(50, 50, 8)}`, tone: 0 },
      { d: 'M50 24V42M50 58V76M24 50H42M58 50H76', tone: -0.25, line: 3 },
      { d: circle(50, 50, 36), tone: 'metal', line: 1 },
      { d: 'M18 30L24 34M82 30L76 34M18 70L24 66M82 70L76 66', tone: 'metal', line: 2 },
    ],
  },
  mirror: {
    focus: [50, 30],
    layers: [
      { d: 'M48 50L56 92H62L56 50Z', tone: 'steel' },
      { d: ellipse(50, 32, 36, 22), tone: 0 },
      { d: ellipse(50, 32, 30, 17), tone: 'glass' },
      { d: 'M30 26Q40 18 54 18', tone: 'white', line: 2 },
    ],
  },
  lamp: {
    focus: [44, 44],
    layers: [
      { d: circle(50, 50, 38), tone: 0 },
      { d: circle(50, 50, 30), tone: 'glass' },
      { d: circle(50, 50, 12), tone: 'white' },
      { d: 'M32 30Q44 20 58 22', tone: 'white', line: 2 },
    ],
  },
  lever: {
    focus: [30, 40],
    layers: [
      { d: 'M12 36Q14 26 24 28L92 44Q96 46 94 52Q92 56 86 54L24 46Q14 46 12 36Z', tone: 0 },
      { d: circle(22, 36, 7), tone: 'steel' },
      { d: circle(22, 36, 3), tone: 'rubber' },
      { d: 'M40 36L80 46', tone: 'white', line: 1.2 },
    ],
  },
  bike: {
    focus: [50, 50],
    layers: [
      {
        d: `${circle(22, 66, 16)}${circle(22, 66, 10)}${circle(78, 66, 16)}${circle(78, 66, 10)}`,
        tone: 'rubber',
      },
      { d: 'M22 66L40 40H66L78 66M40 40L52 66H22', tone: 'steel', line: 3 },
      { d: 'M34 36Q48 28 64 34L60 44H40Z', tone: 0 },
      { d: 'M66 40L72 24H80', tone: 'rubber', line: 3 },
    ],
  },
  cushion: {
    fabric: true,
    focus: [50, 50],
    layers: [
      { d: 'M16 30Q50 20 84 30Q90 50 84 72Q50 82 16 72Q10 50 16 30Z', tone: 0 },
      { d: 'M24 36Q50 30 76 36', tone: 0.3, line: 2 },
    ],
  },
  parcel: {
    focus: [50, 40],
    layers: [
      { d: 'M18 20H82V88H18Z', tone: 0 },
      { d: 'M18 20H82V30H18Z', tone: -0.2 },
      { d: 'M30 46H70V70H30Z', tone: 'paper' },
      { d: 'M36 54H64M36 62H56', tone: -0.25, line: 1.5 },
    ],
  },
} satisfies Record<string, Kind>;

export type KindName = keyof typeof KINDS;

/**
 * Which picture a product gets, from words of its name, then of its category's: the first rule
 * that matches. Order matters ("パンツ" before "パン", "ケース" of a helmet lock before a bag).
 */
const RULES: [KindName, RegExp][] = [
  ['helmet', /ヘルメット|シールド|インカム|フルフェイス|ジェット/],
  ['tyre', /タイヤ/],
  ['brake', /ブレーキ|ディスク/],
  ['muffler', /マフラー|サイレンサー|エキゾースト/],
  ['mirror', /ミラー(?!マット)/],
  ['lamp', /ライト|ウインカー|プラグ|ヘッドライト/],
  ['lever', /レバー|グリップ|バーエンド/],
  ['boot', /ブーツ|シューズ|靴/],
  ['glove', /手袋|グローブ|軍手/],
  ['jacket', /ジャケット|ブルゾン|パーカー|ベスト/],
  ['coat', /コート/],
  ['knit', /ニット(?!帽)|カーディガン|セーター|スウェット/],
  ['shirt', /ブラウス|(?<!T)シャツ|ポロ/],
  ['tshirt', /Tシャツ|カットソー|トップス/],
  ['skirt', /スカート/],
  ['trousers', /パンツ|スラックス|ジーンズ|ボトムス/],
  ['cap', /帽|キャップ(?!.*(?:タンク))|ハット/],
  ['wallet', /財布|カードケース|コインケース/],
  ['tote', /バッグ|トート|袋|ケース|ボックス|バスケット|カバー/],
  ['knife', /包丁|ナイフ|牛刀/],
  ['pan', /フライパン|鍋|玉子焼き|ミルクパン|グリルパン/],
  ['mug', /マグ|カップ|タンブラー|コーヒー|お茶|紅茶|緑茶/],
  ['bowl', /茶碗|どんぶり|小鉢|汁椀/],
  ['plate', /皿|プレート/],
  ['tape', /テープ/],
  ['pen', /ペン|マーカー|修正|消しゴム/],
  ['binder', /ファイル|バインダー|ホルダー|クリアブック/],
  ['paper', /用紙|ノート|メモ|ふせん|封筒|ラベル|ペーパー|ティッシュ|緩衝材|更紙|シート|マット/],
  ['carton', /段ボール|箱|エアキャップ|ミナパック|発泡/],
  ['jar', /味噌|クリーム|ジェル|乳液/],
  [
    'bottle',
    /しょうゆ|ドレッシング|たれ|ぽん酢|化粧水|美容液|スプレー|ミルク|シャンプー|トリートメント|オイル|ジュース|水|洗剤|ソープ|消毒|フルード|ルブ|クリーナー|剤|飲料/,
  ],
  [
    'pouch',
    /チョコ|せんべい|おかき|菓子|クッキー|フィナンシェ|マドレーヌ|ケーキ|羊羹|かりんとう|飴|キャンディ|タブレット|ビスケット|米|パン|どら焼き|食/,
  ],
  ['cushion', /枕|ピロー|マスク|ボール|ローラー|ポール/],
  [
    'bike',
    /キャリア|スクリーン|フェンダー|ガード|スライダー|サスペンション|ショック|スプリング|フォーク|ホース|フィルター|エレメント|燃料|タンク|バッテリー|電源|ホルダー|ロック/,
  ],
];

export function kindOf(name: string, category = ''): KindName {
  for (const text of [name, category]) {
    const rule = RULES.find(([, pattern]) => pattern.test(text));
    if (rule) return rule[0];
  }
  return 'parcel';
}
