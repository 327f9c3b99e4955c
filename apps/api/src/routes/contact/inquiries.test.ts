import { randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../config.js';
import { categories, inquiries, outbox, systemMessages, uploadedFiles } from '../../db/schema.js';
import {
  DEMO_PASSWORD,
  TEST_DRIVER,
  createTestApp,
  lastMailTo,
  login,
  memberSession,
  shop,
} from '../../testing.js';
import type { TestApp } from '../../testing.js';
import { ADMIN_MESSAGES, isAdminToken } from './admin-inquiries.js';

const ADMIN_TOKEN = 'test-admin-token-0123456789abcdef';

const contact = {
  name: '山田太郎',
  name_kana: 'ヤマダタロウ',
  email: 'guest-contact@example.jp',
  phone: '03-1234-5678',
  body: '商品の在庫について教えてください。',
};

const company = {
  corporation: '株式会社見世商事',
  department: '購買部',
  address: '東京都千代田区千代田1-1',
  establishment: '1998年4月',
  annual_sale: '5億円',
  capital: '1000万円',
  employee_num: '42',
  business_type: '小売業',
  store_name: '見世 千代田店',
  business_hours: '10:00〜19:00',
  business_holiday: '水曜日',
  url: 'https://example.jp',
  delivery: 'store_direct',
  delivery_company: 'ヤマト運輸',
  payment: 'invoice',
  order_no: 'A-0001',
};

type Detail = {
  id: number;
  inquiry_no: string;
  kind: string;
  status: string;
  category_name: string | null;
  business: Record<string, string> | null;
  catalog: Record<string, string> | null;
  attachments: { url: string; name: string; content_type: string; size: number }[];
  comments: { author: string; body: string }[];
};

describe(`inquiries (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  let taro: string;
  let hanako: string;

  beforeAll(async () => {
    t = await createTestApp({ config: { adminApiToken: ADMIN_TOKEN } });
    standard = shop(t.app, 'standard');
    taro = String((await login(t.app, 'standard', 'taro', DEMO_PASSWORD)).body.access_token);
    hanako = (await memberSession(t.app, 'standard', 'hanako')).token;
  });
  afterAll(() => t.close());

  const send = (payload: object, channel = 'standard', token?: string) =>
    shop(
      t.app,
      channel,
    )({ method: 'POST', url: '/v1/inquiries', payload, ...(token ? { token } : {}) });
  const admin = (method: 'GET' | 'POST', url: string, payload?: object, token = ADMIN_TOKEN) =>
    t.app.inject({
      method,
      url,
      headers: { authorization: `Bearer ${token}` },
      ...(payload ? { payload } : {}),
    });
  const inquiryCategory = async (channelId: string, key: string) => {
    const [row] = await t.db
      .select({ id: categories.id, name: categories.name })
      .from(categories)
      .where(and(eq(categories.channelId, channelId), eq(categories.key, key)));
    return row!;
  };

  it('takes a guest inquiry, stores it unlinked and mails the sender a copy', async () => {
    const category = await inquiryCategory('standard', 'inquiry-stock');
    const res = await send({ ...contact, category_id: category.id });
    expect(res.statusCode).toBe(201);
    const { data } = res.json<{ data: Detail }>();
    expect(data).toMatchObject({
      kind: 'contact',
      status: 'waiting',
      category_name: category.name,
    });
    const [row] = await t.db.select().from(inquiries).where(eq(inquiries.id, data.id));
    expect(row).toMatchObject({ userId: null, channelId: 'standard', body: contact.body });
    const mail = await lastMailTo(t.db, contact.email);
    expect(mail?.subject).toContain('お問い合わせを受け付けました');
    expect(mail?.text).toContain(data.inquiry_no);
    expect(mail?.text).toContain(contact.body);
    expect(mail?.text).toContain(category.name);
    // A guest has no history to be sent to.
    expect(mail?.text).not.toContain('/mypage/inquiry_history');
  });

  it('answers field errors in Japanese and never a 500 for malformed input', async () => {
    const empty = await send({});
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({
      message: '入力内容に誤りがあります',
      errors: {
        name: ['お名前は必須項目です'],
        name_kana: ['フリガナは必須項目です'],
        email: ['メールアドレスは必須項目です'],
        phone: ['電話番号は必須項目です'],
        body: ['お問い合わせ内容は必須項目です'],
      },
    });
    const wrongTypes = await send({ ...contact, body: { html: 1 }, category_id: 'abc' });
    expect(wrongTypes.statusCode).toBe(422);
    expect(wrongTypes.json<{ message: string }>().message).toBe('入力内容に誤りがあります');
    const productCategory = await t.db
      .select({ id: categories.id })
      .from(categories)
      .where(and(eq(categories.channelId, 'standard'), eq(categories.table, 'products')))
      .limit(1);
    const notInquiry = await send({ ...contact, category_id: productCategory[0]!.id });
    expect(notInquiry.statusCode).toBe(422);
    expect(notInquiry.json()).toMatchObject({
      errors: { category_id: ['お問い合わせ種別を選択してください'] },
    });
  });

  it('attaches files uploaded to the inquiry folder of the shop, and refuses any other URL', async () => {
    const id = randomUUID();
    const stored = (channelId: string, dir: string, fileId: string) => ({
      id: fileId,
      channelId,
      dir,
      name: '破損した箱.png',
      storedPath: `${channelId}/${dir}/${fileId}.png`,
      contentType: 'image/png',
      size: 8,
      bytes: Buffer.from('89504e470d0a1a0a', 'hex'),
    });
    const elsewhere = randomUUID();
    const otherShop = randomUUID();
    await t.db
      .insert(uploadedFiles)
      .values([
        stored('standard', 'inquiry', id),
        stored('standard', 'avatars', elsewhere),
        stored('moto', 'inquiry', otherShop),
      ]);
    const url = `/v1/uploads/inquiry/${id}.png`;
    const res = await send({ ...contact, attachment_urls: [url] });
    expect(res.statusCode).toBe(201);
    const detail = res.json<{ data: Detail }>().data;
    expect(detail.attachments).toEqual([
      { url, name: '破損した箱.png', content_type: 'image/png', size: 8 },
    ]);
    // The operator sees it with the inquiry.
    const seen = await admin('GET', `/admin/inquiries/${detail.id}`);
    expect(seen.json<{ data: Detail }>().data.attachments).toEqual(detail.attachments);

    for (const wrong of [
      `/v1/uploads/avatars/${elsewhere}.png`,
      `/v1/uploads/inquiry/${otherShop}.png`,
      `/v1/uploads/inquiry/${randomUUID()}.png`,
      'https://example.com/x.png',
    ]) {
      const refused = await send({ ...contact, attachment_urls: [wrong] });
      expect(refused.statusCode).toBe(422);
      expect(refused.json()).toMatchObject({
        message: '入力内容に誤りがあります',
        errors: { attachment_urls: ['添付ファイルが見つかりません。もう一度添付してください'] },
      });
    }
    const many = await send({ ...contact, attachment_urls: [url, url, url, url] });
    expect(many.statusCode).toBe(422);
  });

  it("asks the business shop's form: every company field, all but the kana required", async () => {
    const missing = await send({ ...contact, name_kana: '' }, 'business');
    expect(missing.statusCode).toBe(422);
    const errors = missing.json<{ errors: Record<string, string[]> }>().errors;
    expect(Object.keys(errors).sort()).toEqual(Object.keys(company).sort());
    expect(errors.delivery).toEqual(['納品方法を選択してください']);

    const email = 'buyer-contact@example.co.jp';
    const res = await send({ ...contact, ...company, email, name_kana: '' }, 'business');
    expect(res.statusCode).toBe(201);
    const { data } = res.json<{ data: Detail }>();
    expect(data.kind).toBe('business');
    expect(data.business).toMatchObject({
      corporation: company.corporation,
      delivery: 'store_direct',
      delivery_label: '店舗直送',
      payment_label: '請求書払い（後払い）',
    });
    const mail = await lastMailTo(t.db, email);
    expect(mail?.text).toContain('会社名: 株式会社見世商事');
    expect(mail?.text).toContain('納品方法: 店舗直送');
  });

  it('takes a catalogue request with the address to post it to', async () => {
    const request = { ...contact, email: 'rider-guest@example.jp', catalog_code: 'parts-2027' };
    const noAddress = await send(request, 'moto');
    expect(noAddress.statusCode).toBe(422);
    expect(noAddress.json()).toMatchObject({
      errors: {
        postal_code: ['郵便番号は必須項目です'],
        prefecture: ['都道府県を選択してください'],
        city: ['市区町村は必須項目です'],
        address1: ['丁目・番地・号は必須項目です'],
      },
    });
    const address = {
      postal_code: '100-0001',
      prefecture: '東京都',
      city: '千代田区',
      address1: '千代田1-1',
    };
    const unknown = await send({ ...request, ...address, catalog_code: 'nope' }, 'moto');
    expect(unknown.json()).toMatchObject({
      errors: { catalog_code: ['ご請求いただけるカタログではありません'] },
    });
    const res = await send({ ...request, ...address }, 'moto');
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: Detail }>().data).toMatchObject({
      kind: 'catalog',
      catalog_title: 'パーツカタログ 2027',
      catalog: { code: 'parts-2027', prefecture: '東京都', city: '千代田区', address2: '' },
    });
    const mail = await lastMailTo(t.db, request.email);
    expect(mail?.subject).toContain('カタログのご請求を受け付けました');
    expect(mail?.text).toContain('送付先: 〒100-0001 東京都千代田区千代田1-1');
  });

  it("links a member's inquiry to them and lists it, newest first and paged", async () => {
    for (const body of ['一件目の質問です。', '二件目の質問です。']) {
      const res = await send({ ...contact, email: 'taro@example.jp', body }, 'standard', taro);
      expect(res.statusCode).toBe(201);
    }
    const mail = await lastMailTo(t.db, 'taro@example.jp');
    expect(mail?.text).toContain('/mypage/inquiry_history/');
    const res = await standard({ method: 'GET', url: '/v1/me/inquiries?per=1', token: taro });
    expect(res.statusCode).toBe(200);
    expect(res.headers).toMatchObject({
      'x-total': '2',
      'x-per-page': '1',
      'x-last-page': '2',
      'x-current-page': '1',
    });
    expect(res.json<{ data: { excerpt: string }[] }>().data).toMatchObject([
      { excerpt: '二件目の質問です。', status: 'waiting', comment_count: 0 },
    ]);
    const others = await standard({ method: 'GET', url: '/v1/me/inquiries', token: hanako });
    expect(others.headers['x-total']).toBe('0');
    expect((await standard({ method: 'GET', url: '/v1/me/inquiries' })).statusCode).toBe(401);
  });

  it("keeps a thread: the shop's answer reaches the member by mail and message, the member replies", async () => {
    const sent = await send({ ...contact, email: 'taro@example.jp' }, 'standard', taro);
    const { id } = sent.json<{ data: Detail }>().data;

    const answer = await admin('POST', `/admin/inquiries/${id}/replies`, {
      body: '在庫は10点ございます。',
    });
    expect(answer.statusCode).toBe(201);
    const mail = await lastMailTo(t.db, 'taro@example.jp');
    expect(mail?.subject).toContain('お問い合わせへの回答');
    expect(mail?.text).toContain('在庫は10点ございます。');
    const [message] = await t.db
      .select()
      .from(systemMessages)
      .where(eq(systemMessages.title, 'お問い合わせへの回答が届きました'));
    expect(message?.body).toContain(`/mypage/inquiry_history/${id}`);

    const reply = await standard({
      method: 'POST',
      url: '/v1/inquiry-comments/reply',
      token: taro,
      payload: { inquiry_id: id, body: 'ありがとうございます。2点注文します。' },
    });
    expect(reply.statusCode).toBe(201);
    const detail = await standard({ method: 'GET', url: `/v1/me/inquiries/${id}`, token: taro });
    expect(detail.statusCode).toBe(200);
    expect(detail.json<{ data: Detail }>().data).toMatchObject({
      status: 'waiting',
      comments: [
        { author: 'shop', body: '在庫は10点ございます。' },
        { author: 'member', body: 'ありがとうございます。2点注文します。' },
      ],
    });
    const empty = await standard({
      method: 'POST',
      url: '/v1/inquiry-comments/reply',
      token: taro,
      payload: { inquiry_id: id, body: '  ' },
    });
    expect(empty.statusCode).toBe(422);
    expect(empty.json()).toMatchObject({ errors: { body: ['返信内容は必須項目です'] } });
    const noId = await standard({
      method: 'POST',
      url: '/v1/inquiry-comments/reply',
      token: taro,
      payload: { body: 'こんにちは' },
    });
    expect(noId.json()).toMatchObject({
      errors: { inquiry_id: ['お問い合わせを指定してください'] },
    });
  });

  it("answers 404 for another member's inquiry, a guest's one and an unknown id", async () => {
    const mine = await send({ ...contact, email: 'taro@example.jp' }, 'standard', taro);
    const { id } = mine.json<{ data: Detail }>().data;
    const guest = await send(contact);
    const guestId = guest.json<{ data: Detail }>().data.id;
    for (const target of [id, guestId, 999999]) {
      const res = await standard({
        method: 'GET',
        url: `/v1/me/inquiries/${target}`,
        token: hanako,
      });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'お問い合わせが見つかりませんでした' });
      const reply = await standard({
        method: 'POST',
        url: '/v1/inquiry-comments/reply',
        token: hanako,
        payload: { inquiry_id: target, body: '横から失礼します' },
      });
      expect(reply.statusCode).toBe(404);
    }
    // The same member in another shop is another member.
    const rider = String((await login(t.app, 'moto', 'rider', DEMO_PASSWORD)).body.access_token);
    const other = await shop(
      t.app,
      'moto',
    )({ method: 'GET', url: `/v1/me/inquiries/${id}`, token: rider });
    expect(other.statusCode).toBe(404);
  });

  it('admin API: lists every inquiry for the token only', async () => {
    const list = await admin('GET', '/admin/inquiries?channel=business');
    expect(list.statusCode).toBe(200);
    expect(list.json<{ data: { channel: string; kind: string }[] }>().data).toMatchObject([
      { channel: 'business', kind: 'business' },
    ]);
    expect(list.headers['x-total']).toBe('1');
    const one = await admin(
      'GET',
      `/admin/inquiries/${list.json<{ data: { id: number }[] }>().data[0]!.id}`,
    );
    expect(one.json()).toMatchObject({ data: { email: 'buyer-contact@example.co.jp' } });

    const wrong = await admin('GET', '/admin/inquiries', undefined, `${ADMIN_TOKEN}x`);
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json()).toMatchObject({ message: ADMIN_MESSAGES.unauthorized });
    const anonymous = await t.app.inject({ method: 'GET', url: '/admin/inquiries' });
    expect(anonymous.statusCode).toBe(401);
    const empty = await admin('POST', `/admin/inquiries/1/replies`, { body: '' });
    expect(empty.statusCode).toBe(422);
    const missing = await admin('POST', `/admin/inquiries/999999/replies`, { body: '回答' });
    expect(missing.statusCode).toBe(404);
    expect(isAdminToken(ADMIN_TOKEN, ADMIN_TOKEN)).toBe(true);
    expect(isAdminToken(ADMIN_TOKEN, null)).toBe(false);
  });

  it('documents every call in /openapi.json', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/openapi.json' });
    const paths = res.json<{ paths: Record<string, Record<string, unknown>> }>().paths;
    expect(Object.keys(paths['/v1/inquiries']!)).toContain('post');
    expect(Object.keys(paths['/v1/me/inquiries']!)).toContain('get');
    expect(Object.keys(paths['/v1/me/inquiries/{id}']!)).toContain('get');
    expect(Object.keys(paths['/v1/inquiry-comments/reply']!)).toContain('post');
    expect(Object.keys(paths['/admin/inquiries/{id}/replies']!)).toContain('post');
  });
});

describe(`admin API without ADMIN_API_TOKEN (${TEST_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ config: { adminApiToken: undefined } });
  });
  afterAll(() => t.close());

  it('starts only with a token long enough not to be guessed', () => {
    expect(loadConfig({}).adminApiToken).toBeUndefined();
    expect(loadConfig({ ADMIN_API_TOKEN: ADMIN_TOKEN }).adminApiToken).toBe(ADMIN_TOKEN);
    expect(() => loadConfig({ ADMIN_API_TOKEN: 'secret' })).toThrow(/ADMIN_API_TOKEN/);
  });

  it('refuses every call, whatever token is sent', async () => {
    for (const headers of [
      {},
      { authorization: 'Bearer ' },
      { authorization: 'Bearer anything' },
    ]) {
      const res = await t.app.inject({ method: 'GET', url: '/admin/inquiries', headers });
      expect(res.statusCode).toBe(403);
      expect(res.json()).toMatchObject({ message: ADMIN_MESSAGES.disabled });
    }
    const reply = await t.app.inject({
      method: 'POST',
      url: '/admin/inquiries/1/replies',
      payload: { body: '回答' },
    });
    expect(reply.statusCode).toBe(403);
    expect(await t.db.select().from(outbox).where(eq(outbox.subject, '回答'))).toEqual([]);
  });
});
