import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { categories, productModels, products } from '../db/schema.js';
import { KINDS, kindOf } from '../services/illustrations.js';
import type { KindName } from '../services/illustrations.js';
import { createTestApp, TEST_DRIVER } from '../testing.js';
import type { TestApp } from '../testing.js';
import { catalogueOf } from './catalog-data.js';
import { seedGeneratedProducts } from './generated.js';

/**
 * What each item the demo shops sell is, as a picture: written out by hand, item by item (the
 * word lists of catalog-data.ts), so that no product falls back on an unrelated drawing (boxes
 * and bubble wrap as handbags, a blouse as a coat).
 */
const KIND_OF_ITEM: Record<string, KindName> = {
  // The standard shop.
  Tシャツ: 'tshirt',
  ブラウス: 'blouse',
  ニット: 'knit',
  カットソー: 'tshirt',
  シャツ: 'shirt',
  ワイドパンツ: 'trousers',
  テーパードパンツ: 'trousers',
  プリーツスカート: 'skirt',
  デニムパンツ: 'trousers',
  カーディガン: 'knit',
  トレンチコート: 'coat',
  ダウンジャケット: 'jacket',
  パーカー: 'jacket',
  ポロシャツ: 'shirt',
  オックスフォードシャツ: 'shirt',
  スウェット: 'knit',
  チノパンツ: 'trousers',
  スラックス: 'trousers',
  ジーンズ: 'trousers',
  カーゴパンツ: 'trousers',
  マウンテンパーカー: 'jacket',
  ダウンベスト: 'vest',
  ブルゾン: 'jacket',
  ステンカラーコート: 'coat',
  トートバッグ: 'tote',
  エコバッグ: 'tote',
  ショルダートート: 'tote',
  二つ折り財布: 'wallet',
  長財布: 'wallet',
  コインケース: 'wallet',
  カードケース: 'wallet',
  キャップ: 'cap',
  バケットハット: 'hat',
  ニット帽: 'beanie',
  麦わら帽子: 'hat',
  フライパン: 'pan',
  玉子焼き器: 'pan',
  炒め鍋: 'pan',
  グリルパン: 'pan',
  両手鍋: 'pot',
  片手鍋: 'pot',
  土鍋: 'pot',
  圧力鍋: 'pot',
  ミルクパン: 'pot',
  三徳包丁: 'knife',
  ペティナイフ: 'knife',
  牛刀: 'knife',
  パン切り包丁: 'knife',
  マグカップ: 'mug',
  スープカップ: 'mug',
  タンブラー: 'mug',
  茶碗: 'bowl',
  どんぶり: 'bowl',
  小鉢: 'bowl',
  汁椀: 'bowl',
  取り皿: 'plate',
  カレー皿: 'plate',
  平皿: 'plate',
  オーバルプレート: 'plate',
  収納ボックス: 'storage',
  ファイルボックス: 'storage',
  バスケット: 'basket',
  衣装ケース: 'storage',
  フロアワイパー: 'mop',
  ハンディモップ: 'mop',
  スポンジ: 'sponge',
  'ほうき・ちりとりセット': 'mop',
  ピンチハンガー: 'hanger',
  洗濯ネット: 'netbag',
  物干しスタンド: 'hanger',
  ランドリーバスケット: 'basket',
  緑茶: 'pouch',
  ほうじ茶: 'pouch',
  麦茶: 'pouch',
  玄米茶: 'pouch',
  紅茶: 'pouch',
  ドリップコーヒー: 'pouch',
  コーヒー豆: 'pouch',
  カフェインレスコーヒー: 'pouch',
  りんごジュース: 'bottle',
  みかんジュース: 'bottle',
  トマトジュース: 'bottle',
  板チョコレート: 'pouch',
  生チョコレート: 'pouch',
  チョコレートクッキー: 'pouch',
  しょうゆせんべい: 'pouch',
  おかき: 'pouch',
  どら焼き: 'pouch',
  羊羹: 'pouch',
  かりんとう: 'pouch',
  バタークッキー: 'pouch',
  フィナンシェ: 'pouch',
  マドレーヌ: 'pouch',
  パウンドケーキ: 'pouch',
  濃口しょうゆ: 'bottle',
  薄口しょうゆ: 'bottle',
  だししょうゆ: 'bottle',
  たまりしょうゆ: 'bottle',
  米味噌: 'jar',
  麦味噌: 'jar',
  合わせ味噌: 'jar',
  白味噌: 'jar',
  和風ドレッシング: 'bottle',
  ごまドレッシング: 'bottle',
  焼肉のたれ: 'bottle',
  ぽん酢: 'bottle',
  化粧水: 'bottle',
  導入美容液: 'bottle',
  ミスト化粧水: 'bottle',
  保湿クリーム: 'jar',
  乳液: 'jar',
  オールインワンジェル: 'jar',
  日焼け止めジェル: 'jar',
  日焼け止めミルク: 'bottle',
  UVスプレー: 'bottle',
  シャンプー: 'bottle',
  スカルプシャンプー: 'bottle',
  アミノ酸シャンプー: 'bottle',
  トリートメント: 'bottle',
  ヘアオイル: 'bottle',
  ヘアミルク: 'bottle',
  ヘアブラシ: 'brush',
  ヘアクリップ: 'hairclip',
  ヘアゴムセット: 'hairclip',
  マッサージボール: 'ball',
  ストレッチポール: 'roller',
  フットローラー: 'roller',
  ヨガマット: 'mat',
  トレーニングチューブ: 'band',
  ダンベル: 'dumbbell',
  枕: 'cushion',
  アイマスク: 'eyemask',
  抱き枕: 'cushion',
  ネックピロー: 'cushion',
  // The business shop.
  A式段ボール箱: 'carton',
  無地段ボール箱: 'carton',
  みかん箱タイプ段ボール: 'carton',
  ネコポス対応箱: 'carton',
  ゆうパケット対応箱: 'carton',
  N式ケース: 'carton',
  ヤッコ型ケース: 'carton',
  宅配ビニール袋: 'parcel',
  クラフト宅配袋: 'parcel',
  紙袋: 'paperbag',
  'エアキャップ ロール': 'bubble',
  エアキャップ袋: 'bubble',
  ミナパック: 'bubble',
  クラフト紙緩衝材: 'crumple',
  更紙: 'paper',
  ペーパークッション: 'crumple',
  ミラーマット: 'sheetroll',
  ウレタンシート: 'sheetroll',
  発泡スチロール板: 'board',
  OPPテープ: 'tape',
  透明梱包テープ: 'tape',
  静音OPPテープ: 'tape',
  クラフトテープ: 'tape',
  布テープ: 'tape',
  紙ガムテープ: 'tape',
  養生テープ: 'tape',
  マスキングテープ: 'tape',
  床養生テープ: 'tape',
  油性ボールペン: 'pen',
  ゲルインクボールペン: 'pen',
  ノック式ボールペン: 'pen',
  油性マーカー: 'pen',
  蛍光マーカー: 'pen',
  ホワイトボードマーカー: 'pen',
  修正テープ: 'tape',
  修正テープ詰め替え: 'tape',
  消しゴム: 'eraser',
  クリアファイル: 'binder',
  クリアホルダー: 'binder',
  クリアブック: 'binder',
  リングファイル: 'binder',
  パイプ式ファイル: 'binder',
  レバーアーチファイル: 'binder',
  長形3号封筒: 'envelope',
  角形2号封筒: 'envelope',
  窓付き封筒: 'envelope',
  コピー用紙: 'paper',
  再生コピー用紙: 'paper',
  高白色コピー用紙: 'paper',
  ラベル用紙: 'paper',
  宛名ラベル: 'paper',
  配送ラベル: 'paper',
  キャンパスノート: 'notebook',
  メモパッド: 'notebook',
  ふせん: 'notebook',
  ニトリル手袋: 'glove',
  'パウダーフリー ニトリル手袋': 'glove',
  極薄ニトリル手袋: 'glove',
  軍手: 'glove',
  背抜き手袋: 'glove',
  耐切創手袋: 'glove',
  ポリエチレン手袋: 'glove',
  'ポリ手袋 エンボス': 'glove',
  泡ハンドソープ: 'bottle',
  薬用ハンドソープ: 'bottle',
  手指消毒液: 'bottle',
  食器用洗剤: 'bottle',
  住居用洗剤: 'bottle',
  床用洗剤: 'bottle',
  ゴミ袋: 'plasticbag',
  ポリ袋: 'plasticbag',
  レジ袋: 'plasticbag',
  トイレットペーパー: 'roll',
  芯なしトイレットペーパー: 'roll',
  ペーパータオル: 'paper',
  ハンドタオル: 'paper',
  ボックスティッシュ: 'tissue',
  ポケットティッシュ: 'tissue',
  天然水: 'bottle',
  ミネラルウォーター: 'bottle',
  保存水: 'bottle',
  インスタントコーヒー: 'jar',
  緑茶ティーバッグ: 'pouch',
  缶コーヒー: 'can',
  ペットボトル緑茶: 'bottle',
  炭酸水: 'bottle',
  個包装せんべい: 'pouch',
  個包装クッキー: 'pouch',
  チョコレート菓子: 'pouch',
  保存用ビスケット: 'pouch',
  アルファ米: 'pouch',
  保存パン: 'pouch',
  のど飴: 'pouch',
  ミントタブレット: 'pouch',
  フルーツキャンディ: 'pouch',
  // The motorcycle shop.
  可倒式ブレーキレバー: 'lever',
  可倒式クラッチレバー: 'lever',
  ショートレバー: 'lever',
  バーエンドミラー: 'mirror',
  ショートミラー: 'mirror',
  カウルミラー: 'mirror',
  ハンドルグリップ: 'grip',
  グリップヒーター: 'grip',
  バーエンド: 'grip',
  ロングスクリーン: 'screen',
  メーターバイザー: 'screen',
  ショートスクリーン: 'screen',
  フェンダーレスキット: 'fender',
  インナーフェンダー: 'fender',
  リアフェンダー: 'fender',
  エンジンガード: 'guard',
  フレームスライダー: 'guard',
  ラジエーターガード: 'guard',
  リアキャリア: 'carrier',
  サイドバッグサポート: 'carrier',
  トップケースベース: 'carrier',
  シートバッグ: 'seatbag',
  タンクバッグ: 'seatbag',
  サイドバッグ: 'seatbag',
  トップケース: 'topcase',
  アルミトップケース: 'topcase',
  スリップオンマフラー: 'muffler',
  サイレンサー: 'muffler',
  フルエキゾーストマフラー: 'muffler',
  '4-1マフラー': 'muffler',
  マフラーガスケット: 'muffler',
  マフラーバンド: 'muffler',
  サイレンサーステー: 'muffler',
  エアフィルター: 'filter',
  湿式エアフィルター: 'filter',
  イリジウムプラグ: 'plug',
  スパークプラグ: 'plug',
  燃料ホース: 'hose',
  フューエルフィルター: 'filter',
  タンクキャップ: 'fuelcap',
  '4サイクルエンジンオイル': 'bottle',
  化学合成オイル: 'bottle',
  鉱物油: 'bottle',
  オイルフィルター: 'filter',
  オイルエレメント: 'filter',
  チェーンルブ: 'bottle',
  チェーンクリーナー: 'bottle',
  パーツクリーナー: 'bottle',
  コーティング剤: 'bottle',
  フロントブレーキパッド: 'brake',
  リアブレーキパッド: 'brake',
  メッシュブレーキホース: 'hose',
  ブレーキホースキット: 'hose',
  ブレーキフルード: 'bottle',
  リアショック: 'shock',
  ツインショック: 'shock',
  フォークスプリング: 'shock',
  フォークオイル: 'bottle',
  スポーツタイヤ: 'tyre',
  ツーリングタイヤ: 'tyre',
  オンオフタイヤ: 'tyre',
  LEDヘッドライトバルブ: 'lamp',
  LEDヘッドライトユニット: 'lamp',
  LEDウインカー: 'lamp',
  シーケンシャルウインカー: 'lamp',
  ウインカーリレー: 'lamp',
  リチウムバッテリー: 'battery',
  MFバッテリー: 'battery',
  USB電源: 'usb',
  フルフェイスヘルメット: 'helmet',
  システムヘルメット: 'helmet',
  ジェットヘルメット: 'helmet',
  オープンフェイスヘルメット: 'helmet',
  交換シールド: 'helmet',
  インカム: 'helmet',
  ヘルメットロック: 'lock',
  ライディングジャケット: 'jacket',
  メッシュジャケット: 'jacket',
  レザージャケット: 'jacket',
  ライディンググローブ: 'glove',
  ウィンターグローブ: 'glove',
  メッシュグローブ: 'glove',
  ライディングシューズ: 'boot',
  ツーリングブーツ: 'boot',
  スマホホルダー: 'phoneholder',
  ワイヤレス充電ホルダー: 'phoneholder',
  バイクカバー: 'cover',
  防炎バイクカバー: 'cover',
  U字ロック: 'lock',
  チェーンロック: 'lock',
  ディスクロック: 'lock',
  // The motorcycle shop's name embroidery service (moto-extras.ts).
  ネーム刺繍: 'embroidery',
};

const SHOPS = ['standard', 'business', 'moto'];

/** The item a product's name is made of: the longest one of the table it contains. */
const itemOf = (name: string) =>
  Object.keys(KIND_OF_ITEM)
    .filter((item) => name.includes(item))
    .sort((a, b) => b.length - a.length)[0];

describe(`product pictures of the demo shops (${TEST_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    // Products generated for measuring at scale are named after their category's items too.
    for (const channel of SHOPS) await seedGeneratedProducts(t.db, channel, 200);
  });
  afterAll(() => t.close());

  it('knows what every item of the word lists is', () => {
    for (const channel of SHOPS)
      for (const root of catalogueOf(channel).roots)
        for (const mid of root.mids)
          for (const leaf of mid.leaves)
            for (const item of leaf.items) expect(KIND_OF_ITEM, item).toHaveProperty([item]);
  });

  it('draws every seeded and generated product of the three shops as what it is', async () => {
    const rows = await t.db
      .select({
        channel: products.channelId,
        key: products.key,
        name: products.name,
        category: categories.name,
      })
      .from(products)
      .innerJoin(productModels, eq(productModels.id, products.modelId))
      .leftJoin(categories, eq(categories.id, productModels.categoryId));
    for (const channel of SHOPS)
      expect(rows.filter((row) => row.channel === channel).length).toBeGreaterThan(500);
    const wrong = rows
      .map((row) => {
        const item = itemOf(row.name);
        const drawn = kindOf(row.name, row.category ?? '');
        return { ...row, item, drawn, expected: item ? KIND_OF_ITEM[item] : undefined };
      })
      .filter((row) => !row.expected || row.drawn !== row.expected);
    expect(
      wrong.map(({ channel, name, drawn, expected }) => ({ channel, name, drawn, expected })),
    ).toEqual([]);
  });

  it('serves each kind’s drawing as the product’s picture', async () => {
    // A product of each kind, through the image route the shops' pages use.
    const rows = await t.db
      .select({ channel: products.channelId, key: products.key, name: products.name })
      .from(products);
    const byKind = new Map<KindName, (typeof rows)[number]>();
    for (const row of rows) {
      const item = itemOf(row.name);
      if (item && !byKind.has(KIND_OF_ITEM[item]!)) byKind.set(KIND_OF_ITEM[item]!, row);
    }
    expect([...byKind.keys()].sort()).toEqual([...new Set(Object.values(KIND_OF_ITEM))].sort());
    for (const [kind, row] of byKind) {
      const response = await t.app.inject({
        method: 'GET',
        url: `/v1/images/${row.channel}/products/${row.key}/1.svg`,
      });
      expect(response.statusCode).toBe(200);
      expect(response.body, `${row.name}: ${kind}`).toContain(KINDS[kind].layers[0]!.d);
    }
  });
});
