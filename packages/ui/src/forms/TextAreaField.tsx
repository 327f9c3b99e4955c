import { styled } from 'styled-components';
import { controlAria, FieldFrame } from './FieldFrame.js';
import { visuallyHidden } from '../foundation/styles.js';
import { controlBox } from './styles.js';
import type { FieldBaseProps } from './TextField.js';
import { useFieldState } from './use-field-state.js';

export type TextAreaFieldProps = FieldBaseProps & {
  rows?: number;
  placeholder?: string;
  /** Shows a live counter ('123/1000'); the schema's max rule reports going over. */
  maxLength?: number;
  autoComplete?: string;
};

const TextArea = styled.textarea`
  ${controlBox}
  resize: vertical;
`;

const Counter = styled.p<{ $over: boolean }>`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  font-family: ${({ theme }) => theme.typography.fontFamilyNumeric};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme, $over }) => ($over ? theme.typography.weights.bold : theme.typography.weights.regular)};
  color: ${({ theme, $over }) => ($over ? theme.colors.error : theme.colors.textMuted)};
  text-align: right;
`;

const Spoken = styled.span`
  ${visuallyHidden}
`;

/**
 * Multi-line text (お問い合わせ内容, レビュー本文). The limit is not enforced by the browser:
 * a hard maxlength cuts Japanese IME input mid-conversion and silently truncates pasted text,
 * so the counter turns red instead and the schema's max rule explains what to do.
 */
export function TextAreaField({
  name,
  label,
  required,
  optional,
  hint,
  disabled,
  id,
  className,
  rows = 5,
  placeholder,
  maxLength,
  autoComplete,
}: TextAreaFieldProps) {
  const state = useFieldState<string | null | undefined>(name, { id });
  const { field } = state;
  const text = field.value ?? '';
  const counterId = `${state.id}-counter`;

  return (
    <FieldFrame
      state={state}
      label={label}
      required={required}
      optional={optional}
      hint={hint}
      className={className}
    >
      <TextArea
        id={state.id}
        name={field.name}
        value={text}
        onChange={field.onChange}
        onBlur={field.onBlur}
        className={state.stateClass || undefined}
        rows={rows}
        placeholder={placeholder}
        autoComplete={autoComplete}
        disabled={disabled}
        {...controlAria(state, { hint, required, extra: maxLength ? counterId : undefined })}
      />
      {maxLength !== undefined && (
        <Counter id={counterId} $over={text.length > maxLength}>
          <span aria-hidden="true">{`${text.length}/${maxLength}`}</span>
          <Spoken>{`${maxLength}文字中${text.length}文字`}</Spoken>
        </Counter>
      )}
    </FieldFrame>
  );
}
