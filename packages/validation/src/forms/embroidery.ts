import { object } from 'yup';
import type { InferType } from 'yup';
import { EMBROIDERY_COLORS, EMBROIDERY_STYLES } from '../options.js';
import { code, required } from '../rules.js';

/** Latin lettering (ブロック体・筆記体) stitches half-width letters, digits and a few marks only. */
const LATIN = /^[A-Za-z0-9 .&'-]+$/;
/** A stitched line holds this many characters; kanji are wider. */
export const EMBROIDERY_MAX_LENGTH = { latin: 16, kanji: 8 } as const;

/** /mypage/name-embroidery/edit and the embroidery option of a product page. */
export const embroiderySchema = object({
  text: required('刺繍する文字')
    .test('embroideryLength', function (value) {
      const style = (this.parent as { style?: unknown }).style;
      const max = style === 'kanji' ? EMBROIDERY_MAX_LENGTH.kanji : EMBROIDERY_MAX_LENGTH.latin;
      if (!value || [...value].length <= max) return true;
      return this.createError({ message: `刺繍する文字は${max}文字以内で入力してください` });
    })
    .test(
      'embroideryLetters',
      "刺繍する文字はブロック体・筆記体では半角英数字とスペース・記号（. & ' -）で入力してください",
      function (value) {
        const style = (this.parent as { style?: unknown }).style;
        return !value || style === 'kanji' || LATIN.test(value);
      },
    ),
  style: code('書体', EMBROIDERY_STYLES).required('書体を選択してください'),
  color: code('糸の色', EMBROIDERY_COLORS).required('糸の色を選択してください'),
});
export type EmbroideryValues = InferType<typeof embroiderySchema>;
