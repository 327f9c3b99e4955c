import { useRef } from 'react';
import type { ChangeEvent } from 'react';
import { styled } from 'styled-components';
import { controlAria, FieldFrame } from './FieldFrame.js';
import { sideButton, visuallyHidden } from './styles.js';
import type { FieldBaseProps } from './TextField.js';
import { useFieldState } from './useFieldState.js';

export type FileFieldProps = FieldBaseProps & {
  /** File types offered by the picker, e.g. '.csv,text/csv'. */
  accept?: string;
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: center;
`;

const Input = styled.input`
  ${visuallyHidden}
`;

const Pick = styled.label`
  ${sideButton}
  display: inline-flex;
  align-items: center;

  ${Input}:focus-visible + & {
    outline: 2px solid ${({ theme }) => theme.colors.accent};
    outline-offset: 2px;
  }
  ${Input}.is-invalid + & {
    border-color: ${({ theme }) => theme.colors.error};
  }
  ${Input}:disabled + & {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const FileName = styled.span`
  color: ${({ theme }) => theme.colors.text};
  word-break: break-all;
`;

const Clear = styled.button`
  ${sideButton}
`;

function isFile(value: unknown): value is File {
  return typeof File !== 'undefined' && value instanceof File;
}

/**
 * One file, held as the File itself (the address import sends it as a form file field).
 * The browser's own button speaks the browser's language, so the input is hidden and a
 * Japanese button opens the same picker; the input itself keeps focus and keyboard use.
 */
export function FileField({
  name,
  label,
  required,
  optional,
  hint,
  disabled,
  id,
  className,
  accept,
}: FileFieldProps) {
  const state = useFieldState<unknown>(name, { id });
  const { field, helpers } = state;
  const input = useRef<HTMLInputElement>(null);
  const file = isFile(field.value) ? field.value : null;
  const fileNameId = `${state.id}-file`;

  const choose = (event: ChangeEvent<HTMLInputElement>) => {
    // Touched first without validating, so the check below sees the chosen file.
    void helpers.setTouched(true, false);
    void helpers.setValue(event.target.files?.[0] ?? null, true);
  };

  const clear = () => {
    if (input.current) {
      // Lets the same file be chosen again, which would otherwise fire no change.
      input.current.value = '';
      input.current.focus();
    }
    void helpers.setValue(null, true);
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
      <Row>
        <Input
          ref={input}
          type="file"
          id={state.id}
          name={field.name}
          accept={accept}
          onChange={choose}
          onBlur={field.onBlur}
          className={state.stateClass || undefined}
          disabled={disabled}
          {...controlAria(state, { hint, required, extra: fileNameId })}
        />
        <Pick htmlFor={state.id} aria-hidden="true">
          ファイルを選択
        </Pick>
        <FileName id={fileNameId}>
          {file ? `選択中のファイル：${file.name}` : 'ファイルが選択されていません'}
        </FileName>
        {file && (
          <Clear type="button" onClick={clear} disabled={disabled}>
            選択を解除
          </Clear>
        )}
      </Row>
    </FieldFrame>
  );
}
