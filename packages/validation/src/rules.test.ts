import { object } from 'yup';
import { describe, expect, it } from 'vitest';
import { GENDERS } from './options.js';
import {
  cardExpiry,
  cardName,
  cardNumber,
  code,
  date,
  dateBirth,
  decimal,
  email,
  fullWidthName,
  futureDate,
  halfWidthAlphaNum,
  halfWidthDigits,
  integer,
  isBlank,
  kana,
  maxLength,
  minDate,
  password,
  phoneDigits,
  post,
  postalCode7,
  prefecture,
  range,
  required,
  requiredWithoutAll,
  securityCode,
  tel,
  url,
} from './rules.js';
import { messageFor } from './test-helpers.js';

/** 'YYYY-MM-DD' of a day relative to today, in local time as the rules read it. */
function dayFromToday(offset: number): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

function monthFromNow(offset: number): string {
  const d = new Date();
  d.setDate(1);
  d.setMonth(d.getMonth() + offset);
  return `${d.getFullYear()}${String(d.getMonth() + 1).padStart(2, '0')}`;
}

describe('kana', () => {
  const message = 'フリガナは全角カタカナで入力してください';
  it.each([
    'ヤマダ',
    'ヤマダ　タロウ',
    'ヤマダ タロウ',
    'ルーシー',
    'ジョン・スミス',
    'ヴィヴィアン',
    'ヤマダ、タロウ。',
    '',
    '   ',
    null,
    undefined,
  ])('accepts %j', (value) => expect(messageFor(kana('フリガナ'), value)).toBeUndefined());
  it.each([
    ['half-width katakana', 'ﾔﾏﾀﾞ'],
    ['hiragana', 'やまだ'],
    ['kanji', '山田'],
    ['latin letters', 'Yamada'],
    ['full-width latin', 'ＹＡＭＡＤＡ'],
    ['digits', 'ヤマダ1'],
    ['half-width long-vowel mark', 'ﾙｰｼｰ'],
  ])('refuses %s', (_, value) => expect(messageFor(kana('フリガナ'), value)).toBe(message));
});

describe('post', () => {
  const message = '郵便番号は郵便番号の形式で入力してください。\u3000例：123-4567';
  it('keeps the full-width space of the spec message', () => {
    expect(messageFor(post('郵便番号'), '12-34567')).toBe(
      '郵便番号は郵便番号の形式で入力してください。　例：123-4567',
    );
  });
  it.each(['123-4567', '1234567', ' 123-4567 ', '', null])('accepts %j', (value) =>
    expect(messageFor(post('郵便番号'), value)).toBeUndefined(),
  );
  it.each([
    ['full-width digits', '１２３－４５６７'],
    ['full-width digits without hyphen', '１２３４５６７'],
    ['katakana long-vowel mark as hyphen', '123ー4567'],
    ['full-width hyphen-minus', '123－4567'],
    ['Unicode hyphen', '123‐4567'],
    ['minus sign', '123−4567'],
    ['too short', '123-456'],
    ['too long', '123-45678'],
    ['hyphen in the wrong place', '1234-567'],
    ['two hyphens', '123--4567'],
    ['letters', 'abc-defg'],
  ])('refuses %s', (_, value) => expect(messageFor(post('郵便番号'), value)).toBe(message));
});

describe('postalCode7', () => {
  it('accepts 7 half-width digits', () =>
    expect(messageFor(postalCode7('郵便番号'), '1000001')).toBeUndefined());
  it.each(['100-0001', '１０００００１', '100000', '10000011'])('refuses %j', (value) =>
    expect(messageFor(postalCode7('郵便番号'), value)).toBe(
      '郵便番号は半角数字7桁で入力してください',
    ),
  );
});

describe('tel', () => {
  const message = '電話番号は電話番号のフォーマットで入力してください';
  it.each([
    '0312345678',
    '09012345678',
    '03-1234-5678',
    '090-1234-5678',
    '0120-123-456',
    '0466-12-3456',
    '',
    null,
    undefined,
  ])('accepts %j', (value) => expect(messageFor(tel('電話番号'), value)).toBeUndefined());
  it.each([
    ['not starting with 0', '1312345678'],
    ['8 digits after the 0', '031234567'],
    ['11 digits after the 0', '031234567890'],
    ['full-width digits', '０３１２３４５６７８'],
    ['full-width hyphens', '03－1234－5678'],
    ['long-vowel mark as hyphen', '03ー1234ー5678'],
    ['only two groups', '03-12345678'],
    ['no digit between the 0 and the first hyphen', '0-3123-4567'],
    ['a group of 5 digits', '03-12345-678'],
    ['parentheses', '03(1234)5678'],
    ['international form', '+81-3-1234-5678'],
  ])('refuses %s', (_, value) => expect(messageFor(tel('電話番号'), value)).toBe(message));
});

describe('phoneDigits', () => {
  const message = '携帯電話番号は半角数字11桁以内で入力してください';
  it.each(['09012345678', '0312345678', ''])('accepts %j', (value) =>
    expect(messageFor(phoneDigits('携帯電話番号'), value)).toBeUndefined(),
  );
  it.each(['090123456789', '090-1234-5678', '０９０１２３４５６７８', '090 1234 5678'])(
    'refuses %j',
    (value) => expect(messageFor(phoneDigits('携帯電話番号'), value)).toBe(message),
  );
});

describe('decimal', () => {
  it.each([
    ['12', 1],
    ['12.5', 1],
    ['12.55', 2],
    [12.5, 1],
    [170, 1],
    ['-3.2', 1],
    ['', 1],
    [null, 1],
    ['7', 0],
  ])('accepts %j with at most %i places', (value, max) =>
    expect(messageFor(decimal('身長', max), value)).toBeUndefined(),
  );
  it.each([
    ['12.55', 1],
    [12.55, 1],
    ['7.5', 0],
    ['12.', 1],
    ['.5', 1],
    ['abc', 1],
    ['１２.５', 1],
    ['12,5', 1],
    [Number.NaN, 1],
  ])('refuses %j with at most %i places', (value, max) =>
    expect(messageFor(decimal('身長', max), value)).toBe(
      `身長は小数点第${max}位までの数値を入力してください`,
    ),
  );
});

describe('range', () => {
  const schema = range(decimal('体重（kg）', 1), '体重（kg）', 10, 300);
  it.each(['10', '300', '65.5', ''])('accepts %j', (value) =>
    expect(messageFor(schema, value)).toBeUndefined(),
  );
  it.each(['9.9', '300.1', '-1'])('refuses %j', (value) =>
    expect(messageFor(schema, value)).toBe('体重（kg）は10〜300の範囲で入力してください'),
  );
});

describe('requiredWithoutAll', () => {
  const schema = object({
    phone_number: requiredWithoutAll(['cell_phone_number', 'fax'], phoneDigits('電話番号')),
    cell_phone_number: phoneDigits('携帯電話番号'),
    fax: phoneDigits('FAX番号'),
  });
  it('fails when this and every other field are empty', () => {
    expect(messageFor(schema, { phone_number: '', cell_phone_number: '', fax: '  ' })).toBe(
      'いずれかは必須項目です',
    );
    expect(messageFor(schema, {})).toBe('いずれかは必須項目です');
  });
  it('passes when this field is filled', () => {
    expect(messageFor(schema, { phone_number: '0312345678' })).toBeUndefined();
  });
  it('passes when any one of the other fields is filled', () => {
    expect(
      messageFor(schema, { phone_number: '', cell_phone_number: '', fax: '0312345679' }),
    ).toBeUndefined();
  });
  it('still applies the field rules it wraps', () => {
    expect(messageFor(schema, { phone_number: '03-1234-5678' })).toBe(
      '電話番号は半角数字11桁以内で入力してください',
    );
  });
  it('works without a base schema, for any kind of value', () => {
    const anyOf = object({ a: requiredWithoutAll(['b']), b: requiredWithoutAll(['a']) });
    expect(messageFor(anyOf, { a: [], b: null })).toBe('いずれかは必須項目です');
    expect(messageFor(anyOf, { a: ['x'], b: null })).toBeUndefined();
    expect(messageFor(anyOf, { a: 0, b: null })).toBeUndefined();
  });
});

describe('halfWidthAlphaNum', () => {
  const message = 'ユーザー名は半角英数字で入力してください';
  it.each(['abc123', 'ABC', '42', ''])('accepts %j', (value) =>
    expect(messageFor(halfWidthAlphaNum('ユーザー名'), value)).toBeUndefined(),
  );
  it.each(['ａｂｃ１２３', 'abc-123', 'abc_123', 'abc 123', 'あいう', 'ｱｲｳ'])(
    'refuses %j',
    (value) => expect(messageFor(halfWidthAlphaNum('ユーザー名'), value)).toBe(message),
  );
});

describe('dateBirth', () => {
  const message = '日付が無効です';
  it.each([
    '1990-01-15',
    '1990-1-5',
    '2000/02/29',
    { year: '1990', month: '1', day: '15' },
    { year: 1990, month: 12, day: 31 },
    new Date(1985, 5, 1),
    '',
    { year: '', month: '', day: '' },
    null,
  ])('accepts %j', (value) => expect(messageFor(dateBirth('生年月日'), value)).toBeUndefined());
  it('accepts today', () =>
    expect(messageFor(dateBirth('生年月日'), dayFromToday(0))).toBeUndefined());
  it.each([
    ['31 February', '1990-02-31'],
    ['29 February of a common year', '2001-02-29'],
    ['month 13', '1990-13-01'],
    ['day 0', '1990-01-00'],
    ['only some parts', { year: '1990', month: '', day: '15' }],
    ['parts that are not a date', { year: '1990', month: '2', day: '30' }],
    ['text', 'きのう'],
    ['full-width digits', '１９９０-０１-１５'],
    ['before 1900', '1899-12-31'],
    ['an invalid Date', new Date('x')],
  ])('refuses %s', (_, value) => expect(messageFor(dateBirth('生年月日'), value)).toBe(message));
  it('refuses tomorrow', () =>
    expect(messageFor(dateBirth('生年月日'), dayFromToday(1))).toBe(message));
});

describe('minDate', () => {
  const schema = object({ start: date('参照開始日'), end: minDate('参照終了日', 'start') });
  const message = '参照終了日は参照開始日より大きです。';
  it.each([
    [{ start: '2026-01-01', end: '2026-01-31' }],
    [{ start: '2026-01-01', end: '2026-01-01' }],
    [{ start: '', end: '2026-01-01' }],
    [{ start: '2026-01-01', end: '' }],
    [
      {
        start: { year: '2026', month: '1', day: '1' },
        end: { year: '2026', month: '2', day: '1' },
      },
    ],
  ])('accepts %j', (values) => expect(messageFor(schema, values)).toBeUndefined());
  it.each([
    [{ start: '2026-01-31', end: '2026-01-30' }],
    [{ start: '2026-01-01', end: '2025-12-31' }],
    [{ start: { year: '2026', month: '3', day: '1' }, end: '2026-2-28' }],
  ])('refuses %j', (values) => expect(messageFor(schema, values)).toBe(message));
  it('reports an end date that is not a date as such', () => {
    expect(messageFor(schema, { start: '2026-01-01', end: '2026-02-30' })).toBe(
      '参照終了日は正しい日付を入力してください',
    );
  });
});

describe('futureDate', () => {
  it('accepts today and later', () => {
    expect(messageFor(futureDate('お届け希望日'), dayFromToday(0))).toBeUndefined();
    expect(messageFor(futureDate('お届け希望日'), dayFromToday(30))).toBeUndefined();
  });
  it('refuses a past date', () => {
    expect(messageFor(futureDate('お届け希望日'), dayFromToday(-1))).toBe(
      'お届け希望日は本日以降の日付を入力してください',
    );
  });
});

describe('password', () => {
  it.each(['abcd1234', 'Passw0rd', 'a1-b2_c3.d4', 'ABCDEFG1'])('accepts %j', (value) =>
    expect(messageFor(password('パスワード'), value)).toBeUndefined(),
  );
  it.each([
    ['empty', '', 'パスワードは必須項目です'],
    ['missing', undefined, 'パスワードは必須項目です'],
    ['7 characters', 'abc1234', 'パスワードは8文字以上で入力してください'],
    [
      'letters only',
      'abcdefgh',
      'パスワードは半角英字と数字を組み合わせて入力してください（使える記号は - _ . です）',
    ],
    [
      'digits only',
      '12345678',
      'パスワードは半角英字と数字を組み合わせて入力してください（使える記号は - _ . です）',
    ],
    [
      'another symbol',
      'abcd1234!',
      'パスワードは半角英字と数字を組み合わせて入力してください（使える記号は - _ . です）',
    ],
    [
      'full-width',
      'ａｂｃｄ１２３４',
      'パスワードは半角英字と数字を組み合わせて入力してください（使える記号は - _ . です）',
    ],
    [
      'a space',
      'abcd 1234',
      'パスワードは半角英字と数字を組み合わせて入力してください（使える記号は - _ . です）',
    ],
    ['129 characters', `a1${'b'.repeat(127)}`, 'パスワードは128文字以内で入力してください'],
  ])('refuses %s', (_, value, message) =>
    expect(messageFor(password('パスワード'), value)).toBe(message),
  );
});

describe('common rules', () => {
  it('required trims before checking', () => {
    expect(messageFor(required('会社名'), '   ')).toBe('会社名は必須項目です');
    expect(messageFor(required('会社名'), null)).toBe('会社名は必須項目です');
    expect(messageFor(required('会社名'), '株式会社見世')).toBeUndefined();
  });
  it('maxLength counts characters, not bytes', () => {
    expect(messageFor(maxLength('会社名', 250), 'あ'.repeat(250))).toBeUndefined();
    expect(messageFor(maxLength('会社名', 250), 'あ'.repeat(251))).toBe(
      '会社名は250文字以内で入力してください',
    );
  });
  it('email', () => {
    expect(messageFor(email('メールアドレス'), 'taro@example.jp')).toBeUndefined();
    expect(messageFor(email('メールアドレス'), '')).toBeUndefined();
    for (const bad of ['taro', 'taro@', 'ｔａｒｏ＠example.jp', 'taro@@example.jp']) {
      expect(messageFor(email('メールアドレス'), bad)).toBe(
        'メールアドレスはメールアドレスの形式で入力してください',
      );
    }
  });
  it('url', () => {
    expect(messageFor(url('URL'), 'https://example.jp/shop')).toBeUndefined();
    expect(messageFor(url('URL'), 'example')).toBe('URLはURLの形式で入力してください');
  });
  it('fullWidthName refuses half-width letters, spaces and katakana', () => {
    expect(messageFor(fullWidthName('姓'), '山田')).toBeUndefined();
    expect(messageFor(fullWidthName('姓'), 'ＹＡＭＡＤＡ')).toBeUndefined();
    expect(messageFor(fullWidthName('姓'), ' 山田 ')).toBeUndefined();
    for (const bad of ['Yamada', 'ﾔﾏﾀﾞ', '山 田', '山田1']) {
      expect(messageFor(fullWidthName('姓'), bad)).toBe('姓は全角で入力してください');
    }
  });
  it('halfWidthDigits', () => {
    expect(messageFor(halfWidthDigits('従業員数'), '120')).toBeUndefined();
    expect(messageFor(halfWidthDigits('従業員数'), '１２０')).toBe(
      '従業員数は半角数字で入力してください',
    );
  });
  it('integer accepts digits text and checks its bounds', () => {
    expect(messageFor(integer('月', 1, 12), '12')).toBeUndefined();
    expect(messageFor(integer('月', 1, 12), '')).toBeUndefined();
    expect(messageFor(integer('月', 1, 12), '13')).toBe('月は1〜12の範囲で入力してください');
    expect(messageFor(integer('月', 1, 12), '1.5')).toBe('月は半角数字で入力してください');
    expect(messageFor(integer('月', 1, 12), '十二')).toBe('月は半角数字で入力してください');
  });
  it('code accepts an option value as number or text and casts it', () => {
    const gender = code('性別', GENDERS);
    expect(messageFor(gender, 2)).toBeUndefined();
    expect(messageFor(gender, '4')).toBeUndefined();
    expect(messageFor(gender, '')).toBeUndefined();
    expect(gender.cast('3')).toBe(3);
    expect(messageFor(gender, 5)).toBe('性別を選択してください');
    expect(messageFor(gender.required('性別を選択してください'), '')).toBe(
      '性別を選択してください',
    );
  });
  it('prefecture accepts only the 47 prefectures', () => {
    expect(messageFor(prefecture('都道府県'), '東京都')).toBeUndefined();
    expect(messageFor(prefecture('都道府県'), '北海道')).toBeUndefined();
    expect(messageFor(prefecture('都道府県'), '東京')).toBe('都道府県を選択してください');
  });
  it('isBlank', () => {
    // A full-width space alone is as blank as a half-width one.
    expect([undefined, null, '', ' ', '\u3000', []].every(isBlank)).toBe(true);
    expect([0, false, 'a', ['a']].some(isBlank)).toBe(false);
  });
});

describe('card rules', () => {
  it('cardNumber needs 14–16 digits and a valid check digit', () => {
    expect(messageFor(cardNumber('カード番号'), '4111111111111111')).toBeUndefined();
    expect(messageFor(cardNumber('カード番号'), '4111111111111112')).toBe(
      'カード番号が正しくありません',
    );
    expect(messageFor(cardNumber('カード番号'), '4111 1111 1111 1111')).toBe(
      'カード番号は半角数字14〜16桁で入力してください',
    );
    expect(messageFor(cardNumber('カード番号'), '411111111111')).toBe(
      'カード番号は半角数字14〜16桁で入力してください',
    );
    expect(messageFor(cardNumber('カード番号'), '４１１１１１１１１１１１１１１１')).toBe(
      'カード番号は半角数字14〜16桁で入力してください',
    );
  });
  it('cardName takes half-width letters', () => {
    expect(messageFor(cardName('カード名義'), 'TARO YAMADA')).toBeUndefined();
    expect(messageFor(cardName('カード名義'), 'ヤマダ タロウ')).toBe(
      'カード名義は半角英字で入力してください',
    );
  });
  it('cardExpiry is yyyymm and not in the past', () => {
    expect(messageFor(cardExpiry('有効期限'), monthFromNow(0))).toBeUndefined();
    expect(messageFor(cardExpiry('有効期限'), monthFromNow(24))).toBeUndefined();
    expect(messageFor(cardExpiry('有効期限'), monthFromNow(-1))).toBe(
      '有効期限の有効期限が切れています',
    );
    for (const bad of ['2028-12', '12/28', '202813', '202800', '2812']) {
      expect(messageFor(cardExpiry('有効期限'), bad)).toBe(
        '有効期限はyyyymmの形式で入力してください',
      );
    }
  });
  it('securityCode is 3 or 4 digits', () => {
    expect(messageFor(securityCode('セキュリティコード'), '123')).toBeUndefined();
    expect(messageFor(securityCode('セキュリティコード'), '1234')).toBeUndefined();
    for (const bad of ['12', '12345', '１２３']) {
      expect(messageFor(securityCode('セキュリティコード'), bad)).toBe(
        'セキュリティコードは半角数字3〜4桁で入力してください',
      );
    }
  });
});
