import { describe, expect, it } from 'vitest';
import {
  cardBrandName,
  dateTimeAttribute,
  formatCardExpiry,
  formatCardNumber,
  formatDate,
  formatDateTime,
  formatPostalCode,
  formatPrice,
} from './format.js';

describe('formatPrice', () => {
  it('groups thousands the Japanese way', () => {
    expect(formatPrice(1234)).toBe('1,234');
    expect(formatPrice(1234567)).toBe('1,234,567');
    expect(formatPrice(0)).toBe('0');
    expect(formatPrice(980)).toBe('980');
  });

  it('rounds to whole yen and reads numeric strings', () => {
    expect(formatPrice(1234.6)).toBe('1,235');
    expect(formatPrice('1234')).toBe('1,234');
    expect(formatPrice('1,234')).toBe('1,234');
  });

  it('returns what is not a number unchanged instead of NaN', () => {
    expect(formatPrice('お問い合わせください')).toBe('お問い合わせください');
    expect(formatPrice('')).toBe('');
  });
});

describe('formatDate and formatDateTime', () => {
  it('prints YYYY.MM.DD and YYYY.MM.DD H:mm in Tokyo time', () => {
    expect(formatDate('2026-04-01T00:05:00Z')).toBe('2026.04.01');
    expect(formatDateTime('2026-04-01T00:05:00Z')).toBe('2026.04.01 9:05');
    expect(formatDateTime('2026-04-01T14:30:00+09:00')).toBe('2026.04.01 14:30');
  });

  it('moves an instant late in the UTC day onto the next Tokyo day', () => {
    expect(formatDate('2026-03-31T15:00:00Z')).toBe('2026.04.01');
    expect(formatDateTime('2026-03-31T15:00:00Z')).toBe('2026.04.01 0:00');
  });

  it('reads zone-less server dates as Tokyo dates, whatever the host zone', () => {
    expect(formatDate('2026-04-01')).toBe('2026.04.01');
    expect(formatDateTime('2026-04-01 09:05:00')).toBe('2026.04.01 9:05');
  });

  it('accepts Date objects and timestamps', () => {
    const instant = Date.UTC(2026, 0, 9, 23, 59);
    expect(formatDateTime(instant)).toBe('2026.01.10 8:59');
    expect(formatDate(new Date(instant))).toBe('2026.01.10');
  });

  it('gives an empty string for what is not a date', () => {
    expect(formatDate('未定')).toBe('');
    expect(formatDateTime(null)).toBe('');
    expect(formatDate(undefined)).toBe('');
    expect(formatDate(new Date('invalid'))).toBe('');
  });

  it('has a machine-readable form for <time dateTime>', () => {
    expect(dateTimeAttribute('2026-04-01T00:05:00Z')).toBe('2026-04-01');
    expect(dateTimeAttribute('2026-04-01T00:05:00Z', true)).toBe('2026-04-01T09:05+09:00');
  });
});

describe('formatPostalCode', () => {
  it('puts the hyphen after the third digit', () => {
    expect(formatPostalCode('1000001')).toBe('100-0001');
    expect(formatPostalCode('100-0001')).toBe('100-0001');
    expect(formatPostalCode(' 1000001 ')).toBe('100-0001');
  });

  it('leaves anything else as it is', () => {
    expect(formatPostalCode('100001')).toBe('100001');
    expect(formatPostalCode('東京都')).toBe('東京都');
    expect(formatPostalCode('')).toBe('');
    expect(formatPostalCode(null)).toBe('');
  });
});

describe('card formats', () => {
  it('prints a masked number in groups of four, the expiry as month/year and the brand', () => {
    expect(formatCardNumber('************1111')).toBe('**** **** **** 1111');
    expect(formatCardNumber('***********0005')).toBe('*** **** **** 0005');
    expect(formatCardExpiry('202712')).toBe('12/2027');
    expect(formatCardExpiry('12/27')).toBe('12/27');
    expect(cardBrandName('jcb')).toBe('JCB');
    expect(cardBrandName('other')).toBe('クレジットカード');
  });
});
