import type { ChangeEvent } from 'react';
import { styled } from 'styled-components';
import { controlAria, FieldFrame } from './FieldFrame.js';
import { controlBox } from './styles.js';
import type { FieldBaseProps, FieldWidth } from './TextField.js';
import { useFieldState } from './use-field-state.js';

/** One choice; numeric codes (GENDERS, SECURITY_QUESTIONS) stay numbers in the form values. */
export type SelectOption = { value: string | number; label: string; disabled?: boolean };

export type SelectFieldProps = FieldBaseProps & {
  options: readonly SelectOption[];
  /** The empty first choice; false leaves it out. */
  placeholder?: string | false;
  autoComplete?: string;
  width?: FieldWidth;
};

const WIDTHS: Record<FieldWidth, string> = { short: '12em', medium: '20em', full: 'none' };

const Select = styled.select<{ $width: FieldWidth }>`
  ${controlBox}
  max-width: ${({ $width }) => WIDTHS[$width]};
  cursor: pointer;
`;

/** Text a form value shows as in a select or radio ('' for nothing chosen). */
export function optionKey(value: unknown): string {
  return typeof value === 'string' || typeof value === 'number' ? String(value) : '';
}

/** A native select bound to the formik field `name`, holding the chosen option's own value. */
export function SelectField({
  name,
  label,
  required,
  optional,
  hint,
  disabled,
  id,
  className,
  options,
  placeholder = '選択してください',
  autoComplete,
  width = 'medium',
}: SelectFieldProps) {
  const state = useFieldState<unknown>(name, { id });
  const { field, helpers } = state;

  const handleChange = (event: ChangeEvent<HTMLSelectElement>) => {
    const chosen = options.find((option) => String(option.value) === event.target.value);
    void helpers.setValue(chosen ? chosen.value : '');
  };

  return (
    <FieldFrame
      state={state}
      label={label}
      required={required}
      optional={optional}
      hint={hint}
      className={className}
    >
      <Select
        id={state.id}
        name={field.name}
        value={optionKey(field.value)}
        onChange={handleChange}
        onBlur={field.onBlur}
        className={state.stateClass || undefined}
        autoComplete={autoComplete}
        disabled={disabled}
        $width={width}
        {...controlAria(state, { hint, required })}
      >
        {placeholder !== false && <option value="">{placeholder}</option>}
        {options.map((option) => (
          <option
            key={String(option.value)}
            value={String(option.value)}
            disabled={option.disabled}
          >
            {option.label}
          </option>
        ))}
      </Select>
    </FieldFrame>
  );
}
