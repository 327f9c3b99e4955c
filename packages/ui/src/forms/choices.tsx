import { styled } from 'styled-components';
import { ChoiceInput, ChoiceLabel, ChoiceRow } from './controls.js';
import { FieldFrame } from './FieldFrame.js';
import { optionKey } from './SelectField.js';
import type { SelectOption } from './SelectField.js';
import type { FieldBaseProps } from './TextField.js';
import { useFieldState } from './use-field-state.js';

const ChoiceList = styled.div<{ $inline: boolean }>`
  display: flex;
  flex-direction: ${({ $inline }) => ($inline ? 'row' : 'column')};
  flex-wrap: wrap;
  gap: ${({ theme, $inline }) => ($inline ? `${theme.spacing(2)} ${theme.spacing(6)}` : theme.spacing(2))};
`;

export type ChoiceGroupProps = FieldBaseProps & {
  options: readonly SelectOption[];
  /** Lays the choices out in a row (a few short choices). */
  inline?: boolean;
};

/**
 * Radios or checkboxes in a fieldset named by its legend. Radios hold the chosen option's
 * value; checkboxes hold the list of chosen values in option order.
 */
export function ChoiceGroup({
  type,
  name,
  label,
  required,
  optional,
  hint,
  disabled,
  id,
  className,
  options,
  inline = false,
}: ChoiceGroupProps & { type: 'radio' | 'checkbox' }) {
  const state = useFieldState<unknown>(name, { id });
  const { field, helpers } = state;
  const chosen = new Set(
    type === 'radio'
      ? [optionKey(field.value)]
      : (Array.isArray(field.value) ? field.value : []).map(optionKey),
  );

  const choose = (option: SelectOption, checked: boolean) => {
    if (type === 'radio') {
      void helpers.setValue(option.value);
      return;
    }
    const key = String(option.value);
    const next = options.filter((candidate) =>
      String(candidate.value) === key ? checked : chosen.has(String(candidate.value)),
    );
    void helpers.setValue(next.map((candidate) => candidate.value));
  };

  return (
    <FieldFrame
      state={state}
      label={label}
      required={required}
      optional={optional}
      hint={hint}
      group={type === 'radio' ? 'radiogroup' : 'group'}
      onLeave={() => void helpers.setTouched(true)}
      className={className}
    >
      <ChoiceList $inline={inline}>
        {options.map((option, index) => {
          const optionId = `${state.id}-${index}`;
          return (
            <ChoiceRow key={String(option.value)}>
              <ChoiceInput
                type={type}
                id={optionId}
                name={field.name}
                value={String(option.value)}
                checked={chosen.has(String(option.value))}
                onChange={(event) => choose(option, event.target.checked)}
                className={state.stateClass || undefined}
                disabled={disabled || option.disabled}
              />
              <ChoiceLabel htmlFor={optionId}>{option.label}</ChoiceLabel>
            </ChoiceRow>
          );
        })}
      </ChoiceList>
    </FieldFrame>
  );
}
