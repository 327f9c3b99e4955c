import { describe, expect, it } from 'vitest';
import { formErrors } from '../test-helpers.js';
import { embroiderySchema } from './embroidery.js';

describe('name embroidery form', () => {
  it('takes latin letters in block and script, kanji in kanji style', () => {
    expect(
      formErrors(embroiderySchema, { text: 'K. TAKAHASHI', style: 'script', color: 'gold' }),
    ).toEqual({});
    expect(
      formErrors(embroiderySchema, { text: '高橋健太', style: 'kanji', color: 'white' }),
    ).toEqual({});
  });

  it('refuses kanji in latin lettering, too long a text and missing choices in Japanese', () => {
    expect(formErrors(embroiderySchema, { text: '高橋', style: 'block', color: 'red' })).toEqual({
      text: "刺繍する文字はブロック体・筆記体では半角英数字とスペース・記号（. & ' -）で入力してください",
    });
    expect(
      formErrors(embroiderySchema, { text: '高橋健太郎の刺繍です', style: 'kanji', color: 'red' }),
    ).toEqual({
      text: '刺繍する文字は8文字以内で入力してください',
    });
    expect(formErrors(embroiderySchema, { text: '' })).toEqual({
      text: '刺繍する文字は必須項目です',
      style: '書体を選択してください',
      color: '糸の色を選択してください',
    });
  });
});
