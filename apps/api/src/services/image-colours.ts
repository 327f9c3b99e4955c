// The colours a product's generated images are drawn in: the demo seed's products and a
// catalogue import's products without pictures look alike.

/** Colour options and the colour their generated images are drawn in. */
export const COLOURS: Record<string, string> = {
  ブラック: '#2b2b2b',
  ホワイト: '#e9e6df',
  ネイビー: '#1f2f57',
  グレー: '#8a8d91',
  ベージュ: '#cdb69a',
  レッド: '#b8342a',
  ブルー: '#2e6fbf',
  グリーン: '#3a7d44',
  イエロー: '#d9a92b',
  ピンク: '#d98aa3',
  ブラウン: '#7b5135',
  シルバー: '#a7abb0',
  ゴールド: '#b8923a',
  オレンジ: '#d9702b',
  カーキ: '#6b6a3c',
};

/** Image colours of products without a colour option. */
export const PALETTE = [
  '#4f7c8a',
  '#8a5a44',
  '#5b6e3a',
  '#7a4f7c',
  '#3d5a80',
  '#9c6644',
  '#2a6f6f',
  '#8d7b3a',
  '#6d597a',
  '#b56576',
];
