import { toKatakana } from './normalize.js';
import { TextField } from './TextField.js';
import type { TextFieldProps } from './TextField.js';

export type KanaFieldProps = Omit<TextFieldProps, 'type' | 'normalize' | 'inputMode'>;

/**
 * A reading in full-width katakana (フリガナ, セイ, メイ). Hiragana and half-width katakana
 * become katakana when the shopper leaves the field, since IMEs type hiragana first.
 */
export function KanaField(props: KanaFieldProps) {
  return <TextField {...props} type="text" normalize={toKatakana} />;
}
