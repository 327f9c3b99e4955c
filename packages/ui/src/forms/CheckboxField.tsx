import { styled } from 'styled-components';
import { ChoiceInput, ChoiceLabel, ChoiceRow } from './controls.js';
import { controlAria, FieldMark, FieldMessages } from './FieldFrame.js';
import type { FieldBaseProps } from './TextField.js';
import { useFieldState } from './use-field-state.js';

export type CheckboxFieldProps = FieldBaseProps;

const Root = styled.div`
  margin: 0 0 ${({ theme }) => theme.spacing(5)};
`;

/** One yes-or-no checkbox (既定の住所にする, 利用規約に同意する) holding a boolean. */
export function CheckboxField({
  name,
  label,
  required,
  optional,
  hint,
  disabled,
  id,
  className,
}: CheckboxFieldProps) {
  const state = useFieldState<unknown>(name, { id });
  const { field, helpers } = state;
  const classes = [className, state.stateClass].filter(Boolean).join(' ') || undefined;

  return (
    <Root className={classes}>
      <ChoiceRow>
        <ChoiceInput
          type="checkbox"
          id={state.id}
          name={field.name}
          checked={field.value === true}
          onChange={(event) => void helpers.setValue(event.target.checked)}
          onBlur={field.onBlur}
          className={state.stateClass || undefined}
          disabled={disabled}
          {...controlAria(state, { hint, required })}
        />
        <ChoiceLabel htmlFor={state.id}>{label}</ChoiceLabel>
        <FieldMark required={required} optional={optional} />
      </ChoiceRow>
      <FieldMessages state={state} hint={hint} />
    </Root>
  );
}
