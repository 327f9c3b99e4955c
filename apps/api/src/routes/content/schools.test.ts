import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import { schoolKeys } from '../../db/schema.js';

const URL = '/takimoto/v1/schools/check';

describe('POST /takimoto/v1/schools/check', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await t.db
      .insert(schoolKeys)
      .values({ channelId: 'moto', key: 'MOTO-ONLY-01', name: '二輪整備専門学校' });
  });
  afterAll(() => t.close());

  const check = (payload: unknown, channel = 'standard') =>
    shop(t.app, channel)({ method: 'POST', url: URL, payload: payload as Record<string, unknown> });

  it('answers true for a key of the shop, with the school it stands for', async () => {
    const res = await check({ key: 'SKG-4821-HS' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'SKG-4821-HS', check: true, name: '桜ヶ丘高等学校' });
  });

  it('answers false for an unknown key', async () => {
    const res = await check({ key: 'NOT-A-KEY' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ key: 'NOT-A-KEY', check: false });
  });

  it('checks the key in the shop asked only', async () => {
    expect((await check({ key: 'MOTO-ONLY-01' }, 'moto')).json()).toEqual({
      key: 'MOTO-ONLY-01',
      check: true,
      name: '二輪整備専門学校',
    });
    expect((await check({ key: 'MOTO-ONLY-01' }, 'standard')).json()).toEqual({
      key: 'MOTO-ONLY-01',
      check: false,
    });
  });

  it('ignores spaces copied around the key', async () => {
    const res = await check({ key: '  SKG-4821-HS\t' });
    expect(res.json()).toEqual({ key: 'SKG-4821-HS', check: true, name: '桜ヶ丘高等学校' });
  });

  it("answers an empty, blank or missing key 422 with the form's message", async () => {
    for (const body of [{ key: '' }, { key: '   ' }, {}]) {
      const res = await check(body);
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: '入力内容に誤りがあります',
        errors: { key: ['学校キーを入力してください'] },
      });
    }
  });

  it("answers an oversized key 422 with the form's limit", async () => {
    const res = await check({ key: 'K'.repeat(10_000) });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toEqual({
      message: '入力内容に誤りがあります',
      errors: { key: ['学校キーは64文字以内で入力してください'] },
    });
  });

  it.each([
    [{ key: { value: 'SKG-4821-HS' } }],
    [{ key: null }],
    [{ key: ['a', 'b'] }],
    [['SKG-4821-HS']],
    ['SKG-4821-HS'],
  ])('answers a wrong type (%j) 422 in Japanese', async (payload) => {
    const res = await shop(t.app)({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify(payload),
    });
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject({ message: '入力内容に誤りがあります' });
  });

  it.each(['{"key":', '{key: "a"}', ''])(
    'answers invalid JSON (%j) 400 in Japanese',
    async (body) => {
      const res = await shop(t.app)({
        method: 'POST',
        url: URL,
        headers: { 'content-type': 'application/json' },
        body,
      });
      expect(res.statusCode).toBe(400);
      expect(res.json()).toEqual({ message: 'リクエストの形式が正しくありません' });
    },
  );

  it('answers a body that is not JSON 4xx in Japanese', async () => {
    const xml = await shop(t.app)({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'application/xml' },
      body: '<key/>',
    });
    expect(xml.statusCode).toBe(415);
    expect(xml.json()).toEqual({ message: 'このリクエストの形式には対応していません' });
    const text = await shop(t.app)({
      method: 'POST',
      url: URL,
      headers: { 'content-type': 'text/plain' },
      body: 'SKG-4821-HS',
    });
    expect(text.statusCode).toBe(422);
    expect(text.json()).toMatchObject({ message: '入力内容に誤りがあります' });
  });
});
