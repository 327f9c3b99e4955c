import { describe, expect, it } from 'vitest';
import { postalDigits, toHalfWidthDigits, toKatakana } from './normalize.js';

describe('toKatakana', () => {
  it('turns hiragana into katakana', () => {
    expect(toKatakana('やまだ　たろう')).toBe('ヤマダ　タロウ');
    expect(toKatakana('ゔぁいおりん')).toBe('ヴァイオリン');
    expect(toKatakana('いすゞ')).toBe('イスヾ');
  });

  it('turns half-width katakana into full-width, joining the voiced marks', () => {
    expect(toKatakana('ﾔﾏﾀﾞ ﾊﾟﾝ')).toBe('ヤマダ パン');
    expect(toKatakana('ｺｰﾋｰ･ｾｯﾄ')).toBe('コーヒー・セット');
  });

  it('keeps katakana, kanji and letters as they are for the rule to judge', () => {
    expect(toKatakana('ヤマダ（山田）abc')).toBe('ヤマダ（山田）abc');
  });
});

describe('toHalfWidthDigits', () => {
  it('turns full-width digits and hyphen look-alikes into half-width', () => {
    expect(toHalfWidthDigits('０９０ー１２３４－５６７８')).toBe('090-1234-5678');
    expect(toHalfWidthDigits('03‐1234−5678')).toBe('03-1234-5678');
  });

  it('keeps everything else', () => {
    expect(toHalfWidthDigits('内線１２')).toBe('内線12');
  });
});

describe('postalDigits', () => {
  it('keeps only the digits of a postal code in any width', () => {
    expect(postalDigits('１００－０００１')).toBe('1000001');
    expect(postalDigits('〒100-0001')).toBe('1000001');
  });
});
