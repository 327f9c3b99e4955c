import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { banners, popups } from '../../db/schema.js';
import { createTestApp, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

type Banner = {
  id: number;
  area: string;
  title: string;
  image_url: string;
  width: number;
  height: number;
  is_downloadable: boolean;
};
type Popup = { id: number; title: string; trigger: string; event_name: string | null };
type Qa = { id: number; question: string; category: { id: number; code: string; name: string } };

describe('banners', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists the shown banners of the asked areas, as axios sends area[]', async () => {
    const res = await shop(t.app)({
      method: 'GET',
      url: '/v1/banners?area[]=top_main&area[]=sidebar&is_show=1',
    });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Banner[] }>();
    expect(new Set(data.map((banner) => banner.area))).toEqual(new Set(['top_main', 'sidebar']));
    expect(data.filter((banner) => banner.area === 'top_main')).toHaveLength(3);
    expect(data[0]).toMatchObject({ title: '春の新生活フェア', width: 1200, height: 480 });
    const single = await shop(t.app, 'moto')({ method: 'GET', url: '/v1/banners?area=top_sub' });
    expect(single.json<{ data: Banner[] }>().data.map((banner) => banner.title)).toEqual([
      '名入れ刺繍サービス',
      '適合がわからないときは',
    ]);
  });

  it('leaves out hidden and expired banners', async () => {
    await t.db
      .update(banners)
      .set({ isShow: false })
      .where(and(eq(banners.channelId, 'standard'), eq(banners.code, 'main-gift')));
    await t.db
      .update(banners)
      .set({ endsAt: new Date(Date.now() - 1000) })
      .where(and(eq(banners.channelId, 'standard'), eq(banners.code, 'main-member')));
    const res = await shop(t.app)({ method: 'GET', url: '/v1/banners?area[]=top_main' });
    expect(res.json<{ data: Banner[] }>().data.map((banner) => banner.title)).toEqual([
      '春の新生活フェア',
    ]);
  });

  it('serves the drawn image and the download with a Japanese file name', async () => {
    const [banner] = (
      await shop(t.app)({ method: 'GET', url: '/v1/banners?area[]=top_main' })
    ).json<{ data: Banner[] }>().data;
    // The shop shows it as a PNG of the banner's size; the download is the drawing itself.
    const image = await shop(t.app)({ method: 'GET', url: banner!.image_url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    const png = image.rawPayload;
    expect(png.subarray(1, 4).toString('latin1')).toBe('PNG');
    expect([png.readUInt32BE(16), png.readUInt32BE(20)]).toEqual([banner!.width, banner!.height]);
    // Only a banner the shop offers for download is handed out as a file.
    expect(banner!.is_downloadable).toBe(false);
    const refused = await shop(t.app)({
      method: 'GET',
      url: `/v1/banners/${banner!.id}/download`,
    });
    expect(refused.statusCode).toBe(404);
    expect(refused.json()).toEqual({
      message: 'このバナーはダウンロードできません',
      code: 'banner_not_downloadable',
    });
    const link = (await shop(t.app)({ method: 'GET', url: '/v1/banners?area[]=top_sub' }))
      .json<{ data: Banner[] }>()
      .data.find((item) => item.is_downloadable);
    const file = await shop(t.app)({ method: 'GET', url: `/v1/banners/${link!.id}/download` });
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toContain('image/svg+xml');
    expect(file.body).toContain('<svg');
    expect(file.body).toContain('Mise ストア リンク用バナー');
    expect(decodeURIComponent(String(file.headers['x-suggested-filename']))).toBe(
      'Miseストア_リンクバナー.svg',
    );
    expect(file.headers['content-disposition']).toContain("filename*=UTF-8''");
  });

  it('serves the banner as WebP and AVIF at the fixed srcset widths, and refuses other widths', async () => {
    const [banner] = (
      await shop(t.app)({ method: 'GET', url: '/v1/banners?area[]=top_main' })
    ).json<{ data: Banner[] }>().data;
    const webp = await shop(t.app)({
      method: 'GET',
      url: `${banner!.image_url}?format=webp&w=640`,
    });
    expect(webp.statusCode).toBe(200);
    expect(webp.headers['content-type']).toBe('image/webp');
    expect(webp.rawPayload.subarray(8, 12).toString('latin1')).toBe('WEBP');
    const avif = await shop(t.app)({
      method: 'GET',
      url: `${banner!.image_url}?format=avif&w=320`,
    });
    expect(avif.headers['content-type']).toBe('image/avif');
    expect(avif.rawPayload.subarray(4, 12).toString('latin1')).toBe('ftypavif');
    const small = await shop(t.app)({ method: 'GET', url: `${banner!.image_url}?w=320` });
    expect(small.headers['content-type']).toBe('image/png');
    // 1200 × 480 scaled to 320 wide keeps its shape.
    expect([small.rawPayload.readUInt32BE(16), small.rawPayload.readUInt32BE(20)]).toEqual([
      320, 128,
    ]);
    const odd = await shop(t.app)({ method: 'GET', url: `${banner!.image_url}?w=333` });
    expect(odd.statusCode).toBe(422);
    expect(odd.json<{ message: string }>().message).toBe('入力内容に誤りがあります');
    expect(
      (await shop(t.app)({ method: 'GET', url: `${banner!.image_url}?format=gif` })).statusCode,
    ).toBe(422);
  });

  it('exposes x-suggested-filename to browsers of the shops', async () => {
    const res = await t.app.inject({
      method: 'GET',
      url: '/v1/banners?area[]=top_main',
      headers: { 'x-channel': 'standard', origin: 'http://localhost:3000' },
    });
    expect(String(res.headers['access-control-expose-headers'])).toContain('x-suggested-filename');
  });

  it('answers no area 422, a bad area 422 and an unknown banner 404, in Japanese', async () => {
    const none = await shop(t.app)({ method: 'GET', url: '/v1/banners' });
    expect(none.statusCode).toBe(422);
    expect(none.json().errors.area).toEqual(['表示場所を指定してください']);
    expect(
      (await shop(t.app)({ method: 'GET', url: '/v1/banners?area[]=%3Cscript%3E' })).statusCode,
    ).toBe(422);
    const other = await shop(t.app, 'moto')({ method: 'GET', url: '/v1/banners/1/download' });
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'バナーが見つかりません', code: 'banner_not_found' });
    expect((await shop(t.app)({ method: 'GET', url: '/v1/banners/abc/download' })).statusCode).toBe(
      422,
    );
  });
});

describe('popups and FAQ', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('lists shown popups and answers one by id', async () => {
    const res = await shop(t.app)({ method: 'GET', url: '/v1/popups' });
    const { data } = res.json<{ data: Popup[] }>();
    expect(data.map((popup) => popup.title)).toEqual([
      'はじめての方へ',
      'カートに追加しました',
      'ご注文ありがとうございます',
    ]);
    expect(data[1]).toMatchObject({ trigger: 'event', event_name: 'add_to_cart' });
    const one = await shop(t.app)({ method: 'GET', url: `/v1/popups/${data[0]!.id}` });
    expect(one.json<{ data: Popup }>().data.title).toBe('はじめての方へ');
  });

  it('hides switched-off popups; unknown 404, malformed 422', async () => {
    await t.db
      .update(popups)
      .set({ isShow: false })
      .where(and(eq(popups.channelId, 'business'), eq(popups.code, 'welcome')));
    const list = (await shop(t.app, 'business')({ method: 'GET', url: '/v1/popups' })).json<{
      data: Popup[];
    }>().data;
    expect(list.map((popup) => popup.title)).not.toContain('はじめての方へ');
    const missing = await shop(t.app)({ method: 'GET', url: '/v1/popups/99999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('ポップアップが見つかりません');
    expect((await shop(t.app)({ method: 'GET', url: '/v1/popups/x' })).statusCode).toBe(422);
  });

  it('lists every question with its category, grouped in category order', async () => {
    const res = await shop(t.app)({ method: 'GET', url: '/v1/qas' });
    const { data } = res.json<{ data: Qa[] }>();
    expect(data.length).toBeGreaterThan(10);
    const codes = data.map((qa) => qa.category.code);
    expect([...new Set(codes)]).toEqual(['order', 'payment', 'shipping', 'return', 'member']);
    expect(data[0]!.category).toEqual({
      id: expect.any(Number),
      code: 'order',
      name: 'ご注文について',
    });
  });

  it('adds motorcycle fitment questions in the moto shop only', async () => {
    const moto = (
      await shop(t.app, 'moto')({ method: 'GET', url: '/v1/qas?category=fitment' })
    ).json<{ data: Qa[] }>().data;
    expect(moto.map((qa) => qa.question)).toContain('自分のバイクに適合するか確認するには？');
    const categories = (
      await shop(t.app, 'moto')({ method: 'GET', url: '/v1/qa-categories' })
    ).json<{
      data: { code: string; name: string; count: number }[];
    }>().data;
    expect(categories.find((category) => category.code === 'fitment')).toMatchObject({
      name: '車種適合について',
      count: 3,
    });
    const standard = await shop(t.app)({ method: 'GET', url: '/v1/qas?category=fitment' });
    expect(standard.statusCode).toBe(404);
    expect(standard.json().message).toBe('カテゴリが見つかりません');
  });

  it('searches questions by keyword', async () => {
    const res = await shop(
      t.app,
      'business',
    )({
      method: 'GET',
      url: `/v1/qas?keyword=${encodeURIComponent('請求書')}`,
    });
    const { data } = res.json<{ data: Qa[] }>();
    expect(data.length).toBeGreaterThan(0);
    expect(data.map((qa) => qa.question)).toContain('請求書払いを利用するには？');
    expect(
      (await shop(t.app)({ method: 'GET', url: `/v1/qas?keyword=${'あ'.repeat(101)}` })).statusCode,
    ).toBe(422);
  });
});
