import { toHalfWidthDigits } from './normalize.js';
import { TextField } from './TextField.js';
import type { TextFieldProps } from './TextField.js';

export type PhoneFieldProps = Omit<TextFieldProps, 'type' | 'normalize' | 'inputMode'>;

/**
 * A phone number: the phone keypad, the browser's saved number, and full-width digits made
 * half-width when the shopper leaves the field (the rules accept half-width only).
 */
export function PhoneField({ autoComplete = 'tel', width = 'medium', ...props }: PhoneFieldProps) {
  return (
    <TextField
      {...props}
      type="tel"
      inputMode="tel"
      autoComplete={autoComplete}
      width={width}
      normalize={toHalfWidthDigits}
    />
  );
}
