import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, shop } from '../../testing.js';
import type { TestApp } from '../../testing.js';

type Day = {
  date: string;
  weekday: number;
  public_holiday: string | null;
  shop_event: string | null;
  is_holiday: boolean;
  is_business_day: boolean;
};
type Month = { month: string; dates: Day[] };
type Address = {
  postal_code: string;
  formatted_postal_code: string;
  prefecture_code: string;
  prefecture: string;
  city: string;
  town: string;
};

const calendarUrl = (start: string, end: string) =>
  `/v1/business-dates/monthly/calendar/front?startDate=${start}&endDate=${end}`;

describe('business-day calendar', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('answers every day of the range by month, with holidays and shop closing days', async () => {
    const res = await shop(t.app)({ method: 'GET', url: calendarUrl('2026-12-01', '2027-01-31') });
    expect(res.statusCode).toBe(200);
    const { data } = res.json<{ data: Month[] }>();
    expect(data.map((month) => [month.month, month.dates.length])).toEqual([
      ['2026-12', 31],
      ['2027-01', 31],
    ]);
    const days = new Map(data.flatMap((month) => month.dates).map((day) => [day.date, day]));
    expect(days.get('2027-01-01')).toMatchObject({ public_holiday: '元日', is_holiday: true });
    expect(days.get('2026-12-29')).toMatchObject({ shop_event: '年末年始休業', is_holiday: true });
    expect(days.get('2027-01-11')).toMatchObject({
      public_holiday: '成人の日',
      is_business_day: false,
    });
    expect(days.get('2027-01-05')).toMatchObject({ weekday: 2, is_business_day: true });
  });

  it('follows each shop: the moto shop opens Saturdays and on a special holiday', async () => {
    const res = await shop(
      t.app,
      'moto',
    )({ method: 'GET', url: calendarUrl('2026-11-18', '2026-11-23') });
    const days = res.json<{ data: Month[] }>().data[0]!.dates;
    expect(days.map((day) => [day.date, day.is_business_day])).toEqual([
      ['2026-11-18', false], // Wednesday: closed
      ['2026-11-19', true],
      ['2026-11-20', true],
      ['2026-11-21', true], // Saturday: open
      ['2026-11-22', false], // Sunday
      ['2026-11-23', true], // 勤労感謝の日, special opening
    ]);
    const standard = await shop(t.app)({
      method: 'GET',
      url: calendarUrl('2026-11-21', '2026-11-23'),
    });
    expect(
      standard.json<{ data: Month[] }>().data[0]!.dates.map((day) => day.is_business_day),
    ).toEqual([false, false, false]);
  });

  it.each([
    ['a missing date', '/v1/business-dates/monthly/calendar/front?startDate=2026-01-01'],
    ['a malformed date', calendarUrl('2026/01/01', '2026-01-31')],
    ['an impossible date', calendarUrl('2026-02-30', '2026-03-31')],
    ['an end before the start', calendarUrl('2026-03-01', '2026-02-01')],
    ['a range over 400 days', calendarUrl('2026-01-01', '2027-12-31')],
  ])('answers %s 422 in Japanese', async (_, url) => {
    const res = await shop(t.app)({ method: 'GET', url });
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('入力内容に誤りがあります');
  });

  it('explains the range errors per field', async () => {
    const reversed = await shop(t.app)({
      method: 'GET',
      url: calendarUrl('2026-03-01', '2026-02-01'),
    });
    expect(reversed.json().errors).toEqual({
      endDate: ['終了日は開始日以降の日付を指定してください'],
    });
    const long = await shop(t.app)({ method: 'GET', url: calendarUrl('2026-01-01', '2027-12-31') });
    expect(long.json().errors).toEqual({ endDate: ['期間は400日以内で指定してください'] });
  });
});

describe('postal codes', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('finds the address of a postal code from Japan Post data', async () => {
    const res = await shop(t.app)({ method: 'GET', url: '/v1/postal-code?code=1000001' });
    expect(res.statusCode).toBe(200);
    expect(res.json<{ data: Address[] }>().data).toEqual([
      {
        postal_code: '1000001',
        formatted_postal_code: '100-0001',
        prefecture_code: '13',
        prefecture: '東京都',
        city_code: '13101',
        city: '千代田区',
        town: '千代田',
      },
    ]);
  });

  it('accepts a hyphen and full-width digits, and answers every town of a shared code', async () => {
    const hyphen = await shop(t.app)({ method: 'GET', url: '/v1/postal-code?code=150-0041' });
    expect(hyphen.json<{ data: Address[] }>().data[0]).toMatchObject({
      prefecture: '東京都',
      city: '渋谷区',
      town: '神南',
    });
    const wide = await shop(t.app)({
      method: 'GET',
      url: `/v1/postal-code?code=${encodeURIComponent('０６０－０００１')}`,
    });
    expect(wide.json<{ data: Address[] }>().data[0]).toMatchObject({
      prefecture_code: '01',
      prefecture: '北海道',
      city: '札幌市中央区',
    });
    const shared = await shop(t.app)({ method: 'GET', url: '/v1/postal-code?code=4520961' });
    expect(shared.json<{ data: Address[] }>().data.length).toBeGreaterThan(10);
  });

  it('answers an unknown code 404 and a malformed one 422, in Japanese', async () => {
    const unknown = await shop(t.app)({ method: 'GET', url: '/v1/postal-code?code=0000000' });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json()).toEqual({
      message: '該当する住所が見つかりませんでした',
      code: 'postal_code_not_found',
    });
    for (const code of ['123', '12345678', 'abcdefg', '']) {
      const res = await shop(t.app)({ method: 'GET', url: `/v1/postal-code?code=${code}` });
      expect(res.statusCode).toBe(422);
    }
    const missing = await shop(t.app)({ method: 'GET', url: '/v1/postal-code' });
    expect(missing.statusCode).toBe(422);
    const malformed = await shop(t.app)({ method: 'GET', url: '/v1/postal-code?code=12-34567' });
    expect(malformed.json().errors).toEqual({ code: ['郵便番号は半角数字7桁で入力してください'] });
  });

  it('lists the 47 prefectures in JIS order', async () => {
    const res = await shop(t.app)({ method: 'GET', url: '/v1/postal-codes/prefectures' });
    const { data } = res.json<{ data: { code: string; name: string; kana: string }[] }>();
    expect(data).toHaveLength(47);
    expect(data[0]).toEqual({ code: '01', name: '北海道', kana: 'ホッカイドウ' });
    expect(data[12]).toMatchObject({ code: '13', name: '東京都' });
    expect(data[46]).toMatchObject({ code: '47', name: '沖縄県' });
  });
});
