import { PREFECTURES } from '@mise/validation';
import { SelectField } from './SelectField.js';
import type { SelectFieldProps } from './SelectField.js';

export type PrefectureSelectProps = Omit<SelectFieldProps, 'options' | 'name' | 'label'> &
  Partial<Pick<SelectFieldProps, 'name' | 'label'>>;

// The form and the API hold the prefecture's name, which is what the prefecture rule checks.
const PREFECTURE_OPTIONS = PREFECTURES.map(({ label }) => ({ value: label, label }));

/** The 47 prefectures in JIS order, holding the name (東京都). */
export function PrefectureSelect({
  name = 'prefecture',
  label = '都道府県',
  autoComplete = 'address-level1',
  width = 'short',
  ...props
}: PrefectureSelectProps) {
  return (
    <SelectField
      {...props}
      name={name}
      label={label}
      autoComplete={autoComplete}
      width={width}
      options={PREFECTURE_OPTIONS}
    />
  );
}
