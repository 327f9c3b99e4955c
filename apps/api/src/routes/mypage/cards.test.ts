import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, createTestApp, login, schema, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

type Card = {
  id: number;
  is_main: boolean;
  name: string;
  masked_number: string;
  expiration: string;
  brand: string;
};

const nextYear = `${new Date().getFullYear() + 1}12`;

describe('saved cards (/v1/me/user-cards)', () => {
  let t: TestApp;
  let standard: ReturnType<typeof shop>;
  let taro: string;
  let taroId: number;

  /** Tokenises a card as the browser does; only the token goes on to the card routes. */
  async function tokenise(number: string, expiration = nextYear) {
    const res = await standard({
      method: 'POST',
      url: '/v1/payment-sandbox/tokens',
      payload: { number, name: 'TARO YAMADA', expiration, security_code: '123' },
    });
    expect(res.statusCode).toBe(201);
    return res.json<{ data: { token: string; token_key: string } }>().data;
  }

  async function addCard(number: string, extra: Record<string, unknown> = {}) {
    const token = await tokenise(number);
    return standard({
      method: 'POST',
      url: '/v1/me/user-cards',
      token: taro,
      payload: { token: token.token, token_key: token.token_key, name: 'taro yamada', ...extra },
    });
  }

  const list = async () => {
    const res = await standard({ method: 'GET', url: '/v1/me/user-cards', token: taro });
    expect(res.statusCode).toBe(200);
    return { cards: res.json<{ data: Card[] }>().data, res };
  };

  beforeAll(async () => {
    t = await createTestApp();
    standard = shop(t.app, 'standard');
    const body = (await login(t.app, 'standard', 'taro', DEMO_PASSWORD)).body;
    taro = String(body.access_token);
    taroId = Number(body.user_id);
  });
  afterAll(() => t.close());

  it('is for members only', async () => {
    for (const [method, url] of [
      ['GET', '/v1/me/user-cards'],
      ['POST', '/v1/me/user-cards'],
      ['PATCH', '/v1/me/user-cards/1/use'],
      ['DELETE', '/v1/me/user-cards/1'],
    ] as const) {
      const res = await standard({ method, url, payload: method === 'GET' ? undefined : {} });
      expect(res.statusCode, `${method} ${url}`).toBe(401);
    }
  });

  it('starts empty and tells the limit in x-limit', async () => {
    const { cards, res } = await list();
    expect(cards).toEqual([]);
    expect(res.headers['x-limit']).toBe('5');
  });

  it('saves a card tokenised from a number with spaces: masked, main, and no card number stored', async () => {
    const res = await addCard('4111 1111 1111 1111');
    expect(res.statusCode).toBe(201);
    expect(res.json<{ data: Card }>().data).toMatchObject({
      is_main: true,
      name: 'TARO YAMADA',
      masked_number: '************1111',
      expiration: nextYear,
      brand: 'visa',
    });
    const rows = await t.db
      .select()
      .from(schema.userCards)
      .where(eq(schema.userCards.userId, taroId));
    expect(rows).toHaveLength(1);
    const stored = JSON.stringify(rows);
    // Nothing of the number beyond its last four digits, nor the security code, is kept.
    expect(stored).not.toContain('4111111111111111');
    expect(stored).not.toContain('411111111111');
    expect(stored).not.toMatch(/4111\D*1111\D*1111/);
    expect(stored).not.toContain('41111111');
    expect(stored).not.toContain('"123"');
    for (const row of rows) expect(row.maskedNumber).toMatch(/^\*+\d{4}$/);
  });

  it("refuses the same card twice, a bad token, and a holder name the card form refuses with the form's message", async () => {
    const again = await addCard('4111-1111-1111-1111');
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('このカードは既に登録されています');

    const forged = await standard({
      method: 'POST',
      url: '/v1/me/user-cards',
      token: taro,
      payload: { token: 'sbx.e30.bad', token_key: 'x', name: 'TARO YAMADA' },
    });
    expect(forged.statusCode).toBe(422);
    expect(forged.json().message).toMatch(/カード情報/);

    const noToken = await standard({
      method: 'POST',
      url: '/v1/me/user-cards',
      token: taro,
      payload: { name: 'TARO YAMADA' },
    });
    expect(noToken.statusCode).toBe(422);
    expect(noToken.json().message).toBe('カード情報を入力してください');

    const noName = await addCard('5555 5555 5555 4444', { name: '  ' });
    expect(noName.statusCode).toBe(422);
    expect(noName.json().errors.name).toEqual(['カード名義は必須項目です']);
    const kanji = await addCard('5555 5555 5555 4444', { name: '山田太郎' });
    expect(kanji.statusCode).toBe(422);
    expect(kanji.json().errors.name).toEqual(['カード名義は半角英字で入力してください']);
    // The card form's limit too, with its message (@mise/validation's cardHolderSchema).
    for (const length of [101, 300]) {
      const long = await addCard('5555 5555 5555 4444', { name: 'A'.repeat(length) });
      expect(long.statusCode).toBe(422);
      expect(long.json().errors.name).toEqual(['カード名義は100文字以内で入力してください']);
    }
  });

  it('adds a second card that is not main, makes it main, and lists the main card first', async () => {
    const second = await addCard('5555555555554444');
    expect(second.statusCode).toBe(201);
    const card = second.json<{ data: Card }>().data;
    expect(card).toMatchObject({ is_main: false, brand: 'mastercard' });

    const used = await standard({
      method: 'PATCH',
      url: `/v1/me/user-cards/${card.id}/use`,
      token: taro,
    });
    expect(used.statusCode).toBe(200);
    expect(used.json<{ data: Card }>().data.is_main).toBe(true);
    const { cards } = await list();
    expect(cards.map((entry) => [entry.masked_number, entry.is_main])).toEqual([
      ['************4444', true],
      ['************1111', false],
    ]);
  });

  it('deleting the main card makes another card main', async () => {
    const { cards } = await list();
    const main = cards.find((card) => card.is_main)!;
    const res = await standard({
      method: 'DELETE',
      url: `/v1/me/user-cards/${main.id}`,
      token: taro,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ result: true });
    const after = (await list()).cards;
    expect(after).toHaveLength(1);
    expect(after[0]).toMatchObject({ masked_number: '************1111', is_main: true });
  });

  it("answers 404 for another member's card and for a card that is gone", async () => {
    const [hanako] = await t.db
      .select({ id: schema.users.id })
      .from(schema.users)
      .where(and(eq(schema.users.channelId, 'standard'), eq(schema.users.username, 'hanako')));
    const [foreign] = await t.db
      .insert(schema.userCards)
      .values({
        userId: hanako!.id,
        providerRef: 'sbx_card_test',
        brand: 'jcb',
        maskedNumber: '************0000',
        expiration: nextYear,
        name: 'HANAKO SATO',
        isMain: true,
      })
      .returning();
    for (const [method, url] of [
      ['PATCH', `/v1/me/user-cards/${foreign!.id}/use`],
      ['DELETE', `/v1/me/user-cards/${foreign!.id}`],
      ['DELETE', '/v1/me/user-cards/999999'],
    ] as const) {
      const res = await standard({ method, url, token: taro });
      expect(res.statusCode, `${method} ${url}`).toBe(404);
      expect(res.json().message).toBe('カードが見つかりませんでした');
    }
    const [still] = await t.db
      .select()
      .from(schema.userCards)
      .where(eq(schema.userCards.id, foreign!.id));
    expect(still).toMatchObject({ isMain: true });
    // Nor does the list show it.
    expect((await list()).cards.map((card) => card.masked_number)).not.toContain(
      '************0000',
    );
  });

  it('answers a Japanese 4xx for an id that is not a number', async () => {
    const res = await standard({ method: 'DELETE', url: '/v1/me/user-cards/abc', token: taro });
    expect(res.statusCode).toBeGreaterThanOrEqual(400);
    expect(res.statusCode).toBeLessThan(500);
    expect(res.json().message).toMatch(/[ぁ-んァ-ン一-龥]/);
  });

  it('keeps at most USER_CARD.LIMIT cards', async () => {
    await t.db
      .insert(schema.settings)
      .values({ channelId: 'standard', key: 'USER_CARD.LIMIT', value: 2 })
      .onConflictDoUpdate({
        target: [schema.settings.channelId, schema.settings.key],
        set: { value: 2 },
      });
    expect((await addCard('3530111333300000')).statusCode).toBe(201);
    const { res } = await list();
    expect(res.headers['x-limit']).toBe('2');
    const over = await addCard('5555555555554444');
    expect(over.statusCode).toBe(422);
    expect(over.json().message).toBe(
      '登録できるカードは2枚までです。不要なカードを削除してから登録してください。',
    );
  });
});
