import { describe, expect, it } from 'vitest';
import {
  BUSINESS_DELIVERY_OPTIONS,
  BUSINESS_PAYMENT_OPTIONS,
  GENDERS,
  NEWSLETTER_OPTIONS,
  PREFECTURES,
  SECURITY_QUESTIONS,
} from './options.js';

describe('option codes of the spec', () => {
  it('security questions 1–4', () => {
    expect(SECURITY_QUESTIONS.map((q) => [q.value, q.label])).toEqual([
      [1, 'はじめて飼ったペットの名前'],
      [2, '母親の旧姓'],
      [3, '卒業した小学校の名前'],
      [4, '好きな食べ物'],
    ]);
  });

  it('newsletter 1 receive, 0 do not', () => {
    expect(NEWSLETTER_OPTIONS.map((o) => [o.value, o.label])).toEqual([
      [1, '受け取る'],
      [0, '受け取らない'],
    ]);
  });

  it('gender 1 male, 2 female, 3 other, 4 prefer not to answer', () => {
    expect(GENDERS.map((g) => [g.value, g.label])).toEqual([
      [1, '男性'],
      [2, '女性'],
      [3, 'その他'],
      [4, '回答しない'],
    ]);
  });

  it('business delivery and payment options', () => {
    expect(BUSINESS_DELIVERY_OPTIONS.map((o) => o.label)).toEqual([
      '問屋引き取り',
      '店舗直送',
      'お客様直送',
    ]);
    expect(BUSINESS_PAYMENT_OPTIONS.map((o) => o.label)).toEqual([
      '銀行振込（前払い）',
      '請求書払い（後払い）',
      '後払い決済サービス',
    ]);
  });

  it('47 prefectures with their JIS codes', () => {
    expect(PREFECTURES).toHaveLength(47);
    expect(PREFECTURES[12]).toEqual({ value: 13, label: '東京都' });
    expect(PREFECTURES[46]).toEqual({ value: 47, label: '沖縄県' });
  });
});
