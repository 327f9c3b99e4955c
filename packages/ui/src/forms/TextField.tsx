import type { ChangeEvent, FocusEvent, HTMLAttributes, ReactNode } from 'react';
import { styled } from 'styled-components';
import { controlAria, FieldFrame } from './FieldFrame.js';
import { controlBox } from './styles.js';
import { useFieldState } from './use-field-state.js';

/** How wide the input is drawn: short codes, medium names, or the full row. */
export type FieldWidth = 'short' | 'medium' | 'full';

/** Props every formik-bound control takes. */
export type FieldBaseProps = {
  /** Formik field name; dotted paths such as shipping.city work too. */
  name: string;
  label: ReactNode;
  required?: boolean;
  /** Shows '任意' beside the label. */
  optional?: boolean;
  hint?: ReactNode;
  disabled?: boolean;
  /** Control id; generated when left out. */
  id?: string;
  className?: string;
};

export type TextFieldProps = FieldBaseProps & {
  type?: 'text' | 'email' | 'password' | 'number' | 'tel' | 'url' | 'search';
  placeholder?: string;
  autoComplete?: string;
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  maxLength?: number;
  readOnly?: boolean;
  width?: FieldWidth;
  /** Clean-up applied when the shopper leaves the field (see toKatakana, toHalfWidthDigits). */
  normalize?: (value: string) => string;
  /** Every value as typed, after formik has it. */
  onValueChange?: (value: string) => void;
  /** Shown beside the input, e.g. the 住所検索 button. */
  addon?: ReactNode;
  /** Status line under the input; see FieldFrame. */
  notice?: ReactNode;
};

const WIDTHS: Record<FieldWidth, string> = { short: '10em', medium: '20em', full: 'none' };

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: flex-start;
`;

const Input = styled.input<{ $width: FieldWidth }>`
  ${controlBox}
  max-width: ${({ $width }) => WIDTHS[$width]};
`;

/** Keyboards and autofill that suit each type unless the caller says otherwise. */
const INPUT_MODES: Partial<
  Record<NonNullable<TextFieldProps['type']>, TextFieldProps['inputMode']>
> = {
  email: 'email',
  number: 'decimal',
  tel: 'tel',
  url: 'url',
  search: 'search',
};

/** A text input bound to the formik field `name`. */
export function TextField({
  name,
  label,
  required,
  optional,
  hint,
  disabled,
  id,
  className,
  type = 'text',
  placeholder,
  autoComplete,
  inputMode,
  maxLength,
  readOnly,
  width = 'full',
  normalize,
  onValueChange,
  addon,
  notice,
}: TextFieldProps) {
  const state = useFieldState<string | number | null | undefined>(name, { id });
  const { field, helpers } = state;

  const handleChange = (event: ChangeEvent<HTMLInputElement>) => {
    field.onChange(event);
    onValueChange?.(event.target.value);
  };

  const handleBlur = (event: FocusEvent<HTMLInputElement>) => {
    const current = typeof field.value === 'string' ? field.value : '';
    const cleaned = normalize ? normalize(current) : current;
    if (cleaned === current) {
      field.onBlur(event);
      return;
    }
    // Touch first without validating: setValue then validates the cleaned value, whereas
    // formik's blur handler would validate the value it saw before the clean-up.
    void helpers.setTouched(true, false);
    void helpers.setValue(cleaned, true);
  };

  const input = (
    <Input
      id={state.id}
      name={field.name}
      type={type}
      value={field.value ?? ''}
      onChange={handleChange}
      onBlur={handleBlur}
      className={state.stateClass || undefined}
      placeholder={placeholder}
      autoComplete={autoComplete ?? (type === 'email' ? 'email' : undefined)}
      inputMode={inputMode ?? INPUT_MODES[type]}
      maxLength={maxLength}
      readOnly={readOnly}
      disabled={disabled}
      $width={width}
      {...controlAria(state, { hint, notice, required })}
    />
  );

  return (
    <FieldFrame
      state={state}
      label={label}
      required={required}
      optional={optional}
      hint={hint}
      notice={notice}
      className={className}
    >
      {addon ? (
        <Row>
          {input}
          {addon}
        </Row>
      ) : (
        input
      )}
    </FieldFrame>
  );
}
