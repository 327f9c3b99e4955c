import { describe, expect, it } from 'vitest';
import { KINDS, kindOf } from './illustrations.js';
import { renderProductImage } from './product-images.js';

describe('kindOf', () => {
  it('draws each kind of product the demo shops sell as its own picture', () => {
    expect(kindOf('リネンブラウス')).toBe('blouse');
    expect(kindOf('ふんわり ブラウス')).toBe('blouse');
    expect(kindOf('オーバーサイズTシャツ')).toBe('tshirt');
    expect(kindOf('ウールニット')).toBe('knit');
    expect(kindOf('ニット帽')).toBe('beanie');
    expect(kindOf('ストレッチワイドパンツ')).toBe('trousers');
    expect(kindOf('プリーツスカート')).toBe('skirt');
    expect(kindOf('帆布トートバッグ')).toBe('tote');
    expect(kindOf('ゲルインクボールペン')).toBe('pen');
    expect(kindOf('再生コピー用紙')).toBe('paper');
    expect(kindOf('無地段ボール箱')).toBe('carton');
    expect(kindOf('静音OPPテープ')).toBe('tape');
    expect(kindOf('フルフェイスヘルメット')).toBe('helmet');
    expect(kindOf('メッシュジャケット')).toBe('jacket');
    expect(kindOf('ライディンググローブ')).toBe('glove');
    expect(kindOf('ツーリングブーツ')).toBe('boot');
    expect(kindOf('スリップオンマフラー')).toBe('muffler');
    expect(kindOf('フロントブレーキパッド')).toBe('brake');
    expect(kindOf('スポーツタイヤ')).toBe('tyre');
    expect(kindOf('バーエンドミラー')).toBe('mirror');
    expect(kindOf('トップケース')).toBe('topcase');
  });

  it('reads the item, the last word that names a kind, over the modifiers before it', () => {
    // Business packing: boxes, bubble wrap and paper bags, never a handbag or a cap.
    expect(kindOf('強化 N式ケース（1ケース20入）')).toBe('carton');
    expect(kindOf('シート エアキャップ ロール')).toBe('bubble');
    expect(kindOf('テープ付き 紙袋')).toBe('paperbag');
    expect(kindOf('ミルク 板チョコレート')).toBe('pouch');
    expect(kindOf('ティーバッグ 緑茶')).toBe('pouch');
    expect(kindOf('ミスティ 可倒式 可倒式ブレーキレバー CB400SF用')).toBe('lever');
    expect(kindOf('スマホ対応 レバーアーチファイル')).toBe('binder');
  });

  it('falls back on the category name, then on a plain parcel', () => {
    expect(kindOf('スタンダード 01', 'トップス')).toBe('tshirt');
    expect(kindOf('名もない商品')).toBe('parcel');
  });
});

describe('renderProductImage', () => {
  const art = { name: 'リネンブラウス', label: null, colour: '#b8342a', width: 800, height: 800 };

  it('paints the illustration in the product colour, a different view per image number', () => {
    const views = [1, 2, 3, 4].map((index) => renderProductImage({ ...art, index }));
    expect(new Set(views).size).toBe(4);
    expect(views[0]).toContain('fill="#b8342a"');
    // The blouse's path, not a letter on a disc.
    expect(views[0]).toContain(KINDS.blouse.layers[0]!.d);
    expect(renderProductImage({ ...art, index: 1 }, { lettering: false })).not.toContain('<text');
  });

  it('keeps stored colours and names out of the markup', () => {
    const svg = renderProductImage({ ...art, name: '<script>', colour: '"/><x', index: 1 });
    expect(svg).not.toContain('<script>');
    expect(svg).not.toContain('"/><x');
  });
});
