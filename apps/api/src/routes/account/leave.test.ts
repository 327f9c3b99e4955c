import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bookmarks,
  inquiries,
  orders,
  sessions,
  systemMessages,
  userAddresses,
  userCards,
  userLists,
  users,
} from '../../db/schema.js';
import { insertOrder } from '../../test-support/order-history.js';
import { pickProduct } from '../../test-support/orders.js';
import { TEST_DRIVER, createTestApp, login, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';
import { DEMO_PASSWORD } from '../../seed/members.js';

const PASSWORD = 'leave2026';

/** The registration form of a new member. */
const registration = (email: string, username: string) => ({
  last_name: '退会',
  first_name: '太郎',
  last_name_kana: 'タイカイ',
  first_name_kana: 'タロウ',
  email,
  username,
  postal_code: '150-0001',
  prefecture: '東京都',
  city: '渋谷区',
  address1: '神宮前1-2-3',
  cell_phone_number: '08011112222',
  is_receive_newsletter: '1',
  password: PASSWORD,
  password_confirmation: PASSWORD,
  question_ct: '1',
  answer: 'ポチ',
});

/** DELETE /v1/me/user (退会): the password, then nothing personal is left and nobody logs in. */
describe(`leaving the shop (${TEST_DRIVER})`, () => {
  let t: TestApp;
  let api: ReturnType<typeof shop>;
  beforeAll(async () => {
    t = await createTestApp();
    api = shop(t.app, 'standard');
  });
  afterAll(() => t.close());

  /** A new registered member with a session: id, e-mail and bearer token. */
  async function newMember(name: string) {
    const email = `${name}@example.jp`;
    const registered = await api({
      method: 'POST',
      url: '/v1/users',
      payload: registration(email, name),
    });
    expect(registered.statusCode).toBe(201);
    const checked = await api({
      method: 'POST',
      url: '/v1/email-verify/check',
      payload: { email, code: registered.json<{ verify_code: string }>().verify_code },
    });
    expect(checked.statusCode).toBe(200);
    const session = await login(t.app, 'standard', email, PASSWORD);
    return {
      id: session.body.user_id as number,
      email,
      token: session.body.access_token as string,
      cookie: session.res.headers['set-cookie'],
    };
  }

  const leave = (token: string, payload: Record<string, unknown>) =>
    api({ method: 'DELETE', url: '/v1/me/user', token, payload });

  it('needs the right password, then deletes personal data, keeps orders and ends every session', async () => {
    const member = await newMember('leaver');
    const second = await login(t.app, 'standard', 'leaver', PASSWORD);
    const product = await pickProduct(t.db, 'standard');
    await t.db.insert(userAddresses).values({
      userId: member.id,
      lastName: '退会',
      firstName: '花子',
      postalCode: '1500001',
      prefecture: '東京都',
      city: '渋谷区',
      address1: '1-2-3',
    });
    await t.db.insert(userCards).values({
      userId: member.id,
      providerRef: 'sandbox-ref',
      brand: 'visa',
      maskedNumber: '************1111',
      expiration: '203012',
    });
    await t.db.insert(userLists).values({ userId: member.id, key: randomUUID(), name: '欲しい物' });
    await t.db.insert(bookmarks).values({ userId: member.id, productId: product.product.id });
    await t.db
      .insert(systemMessages)
      .values({ userId: member.id, kind: 'notice', title: 'お知らせ', body: '本文' });
    await t.db.insert(inquiries).values({
      channelId: 'standard',
      userId: member.id,
      kind: 'contact',
      name: '退会花子',
      email: 'leaver@example.jp',
      phone: '0311112222',
      body: '問い合わせ',
    });
    const { order } = await insertOrder(t.db, {
      channelId: 'standard',
      userId: member.id,
      lines: [{ key: product.product.key, quantity: 1 }],
    });

    const missing = await leave(member.token, {});
    expect(missing.statusCode).toBe(422);
    expect(missing.json()).toMatchObject({
      message: 'パスワードは必須項目です',
      errors: { password: ['パスワードは必須項目です'] },
    });
    const wrong = await leave(member.token, { password: 'wrong-password1' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      message: 'パスワードが正しくありません',
      errors: { password: ['パスワードが正しくありません'] },
    });
    // Nothing happened yet.
    expect((await api({ method: 'GET', url: '/v1/me/user', token: member.token })).statusCode).toBe(
      200,
    );

    const done = await leave(member.token, { password: PASSWORD });
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ result: true });
    expect(String(done.headers['set-cookie'])).toMatch(/^mise_refresh=;/);

    // Every session ends: this one, the other one, and their refresh tokens.
    expect((await api({ method: 'GET', url: '/v1/me/user', token: member.token })).statusCode).toBe(
      401,
    );
    expect(
      (
        await api({
          method: 'GET',
          url: '/v1/me/user',
          token: second.body.access_token as string,
        })
      ).statusCode,
    ).toBe(401);
    expect(await t.db.select().from(sessions).where(eq(sessions.userId, member.id))).toEqual([]);
    const refresh = await api({
      method: 'POST',
      url: '/v1/auth/refresh',
      headers: { cookie: String(member.cookie).split(';')[0]! },
      payload: {},
    });
    expect(refresh.statusCode).toBe(401);

    // The old credentials log nobody in, by e-mail or by username.
    expect((await login(t.app, 'standard', member.email, PASSWORD)).status).toBe(401);
    expect((await login(t.app, 'standard', 'leaver', PASSWORD)).status).toBe(401);

    // Personal data is gone; the order stays for accounting.
    for (const table of [
      userAddresses,
      userCards,
      userLists,
      bookmarks,
      systemMessages,
      inquiries,
    ]) {
      expect(await t.db.select().from(table).where(eq(table.userId, member.id))).toEqual([]);
    }
    const [account] = await t.db.select().from(users).where(eq(users.id, member.id));
    expect(account).toMatchObject({
      email: `deleted-${member.id}@deleted.invalid`,
      username: null,
      passwordHash: null,
      answerHash: null,
      lastName: '',
      firstName: '',
      lastNameKana: '',
      cellPhoneNumber: '',
      postalCode: '',
      address1: '',
      birthday: null,
      isRegisteredMember: false,
    });
    expect(account!.deletedAt).toBeInstanceOf(Date);
    const [kept] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(kept).toMatchObject({ userId: member.id, orderNo: order.orderNo });

    // The address may register again, as a new account.
    const again = await newMember('leaver');
    expect(again.id).not.toBe(member.id);
  });

  it('lets a member without a password (external login only) leave without one', async () => {
    const member = await newMember('oauthonly');
    await t.db.update(users).set({ passwordHash: null }).where(eq(users.id, member.id));
    const done = await leave(member.token, {});
    expect(done.statusCode).toBe(200);
    expect((await api({ method: 'GET', url: '/v1/me/user', token: member.token })).statusCode).toBe(
      401,
    );
  });

  it('answers 401 without a login', async () => {
    const res = await api({ method: 'DELETE', url: '/v1/me/user', payload: { password: 'x' } });
    expect(res.statusCode).toBe(401);
  });

  it('deletes the account: tokens stop, login fails, the address can register again', async () => {
    const token = (await login(t.app, 'moto', 'rider', DEMO_PASSWORD)).body.access_token as string;
    const moto = shop(t.app, 'moto');
    expect(
      (
        await moto({
          method: 'DELETE',
          url: '/v1/me/user',
          token,
          payload: { password: DEMO_PASSWORD },
        })
      ).json(),
    ).toEqual({
      result: true,
    });
    expect((await moto({ method: 'GET', url: '/v1/me/user', token })).statusCode).toBe(401);
    expect((await login(t.app, 'moto', 'rider@example.jp', DEMO_PASSWORD)).status).toBe(401);
    const again = await moto({
      method: 'POST',
      url: '/v1/users',
      payload: registration('rider@example.jp', 'rider'),
    });
    expect(again.statusCode).toBe(201);
    expect(again.json().verify_code).toMatch(/^\d{6}$/);
  });
});
