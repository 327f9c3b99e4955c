import type { FocusEvent, ReactNode } from 'react';
import { css, styled } from 'styled-components';
import type { FieldState } from './use-field-state.js';

/** What the frame needs from a field: the control id, the error to show and the state classes. */
export type FrameState = Pick<FieldState, 'id' | 'error' | 'stateClass'>;

export type FieldFrameProps = {
  state: FrameState;
  label: ReactNode;
  required?: boolean;
  /** Marks the field '任意' on forms that label optional fields too. */
  optional?: boolean;
  hint?: ReactNode;
  /**
   * A polite status line (e.g. the postal lookup result). Pass null rather than leaving it
   * out while there is nothing to say, so the live region exists before its text arrives.
   */
  notice?: ReactNode;
  /** Renders a fieldset named by a legend, for controls made of several inputs. */
  group?: 'group' | 'radiogroup';
  /** For groups: called when focus leaves the whole fieldset, not when it moves inside. */
  onLeave?: () => void;
  className?: string;
  children: ReactNode;
};

const has = (node: ReactNode) =>
  node !== undefined && node !== null && node !== false && node !== '';

export function frameIds(id: string) {
  return { label: `${id}-label`, hint: `${id}-hint`, notice: `${id}-notice`, error: `${id}-error` };
}

/**
 * The ARIA attributes that tie a control to the frame's hint, notice and error; `extra` adds
 * ids of the control's own descriptions (a character counter, the chosen file).
 */
export function controlAria(
  state: FrameState,
  {
    hint,
    notice,
    required,
    extra,
  }: { hint?: ReactNode; notice?: ReactNode; required?: boolean | undefined; extra?: string },
) {
  const ids = frameIds(state.id);
  const describedBy = [
    has(hint) ? ids.hint : undefined,
    extra,
    has(notice) ? ids.notice : undefined,
    state.error ? ids.error : undefined,
  ]
    .filter(Boolean)
    .join(' ');
  return {
    'aria-invalid': state.error ? true : undefined,
    'aria-describedby': describedBy || undefined,
    'aria-required': required ? true : undefined,
  } as const;
}

const Mark = styled.span<{ $required: boolean }>`
  display: inline-block;
  margin-left: ${({ theme }) => theme.spacing(2)};
  padding: 0 ${({ theme }) => theme.spacing(1)};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: ${({ theme }) => theme.typography.lineHeight};
  color: ${({ theme }) => theme.colors.onPrimary};
  background: ${({ theme, $required }) => ($required ? theme.colors.error : theme.colors.textMuted)};
  border-radius: ${({ theme }) => theme.radii.sm};
  vertical-align: middle;
`;

/** '必須' for required fields, '任意' for fields marked optional, nothing otherwise. */
export function FieldMark({
  required,
  optional,
}: {
  required?: boolean | undefined;
  optional?: boolean | undefined;
}) {
  if (required) return <Mark $required>必須</Mark>;
  if (optional) return <Mark $required={false}>任意</Mark>;
  return null;
}

const Hint = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const Notice = styled.div`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.text};

  /* A hidden live region is not announced when its text arrives: an empty one only loses its gap. */
  &:empty {
    margin: 0;
  }
`;

const ErrorText = styled.p`
  margin: ${({ theme }) => theme.spacing(1)} 0 0;
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.error};
`;

/** Hint, status line and error below a control, each with the id the control points to. */
export function FieldMessages({
  state,
  hint,
  notice,
}: Pick<FieldFrameProps, 'state' | 'hint' | 'notice'>) {
  const ids = frameIds(state.id);
  return (
    <>
      {has(hint) && <Hint id={ids.hint}>{hint}</Hint>}
      {notice !== undefined && (
        <Notice id={ids.notice} role="status">
          {notice}
        </Notice>
      )}
      {state.error && (
        <ErrorText id={ids.error} role="alert">
          {state.error}
        </ErrorText>
      )}
    </>
  );
}

const Root = styled.div`
  margin: 0 0 ${({ theme }) => theme.spacing(5)};
`;

const Fieldset = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.spacing(5)};
  padding: 0;
  border: 0;
`;

const Header = styled.div`
  margin-bottom: ${({ theme }) => theme.spacing(1)};
`;

const Legend = styled.legend`
  margin-bottom: ${({ theme }) => theme.spacing(1)};
  padding: 0;
`;

const labelText = css`
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

const Label = styled.label`
  ${labelText}
`;

const LegendText = styled.span`
  ${labelText}
`;

/**
 * The frame every form control shares: its label with the required or optional mark, then
 * the control, its hint, status line and error. The mark stays outside the accessible name,
 * so a field is found by its label alone; `aria-required` tells screen readers instead.
 */
export function FieldFrame({
  state,
  label,
  required,
  optional,
  hint,
  notice,
  group,
  onLeave,
  className,
  children,
}: FieldFrameProps) {
  const ids = frameIds(state.id);
  const classes = [className, state.stateClass].filter(Boolean).join(' ') || undefined;
  const mark = <FieldMark required={required} optional={optional} />;
  const messages = <FieldMessages state={state} hint={hint} notice={notice} />;
  const leave = (event: FocusEvent<HTMLFieldSetElement>) => {
    const next = event.relatedTarget;
    if (next instanceof Node && event.currentTarget.contains(next)) return;
    onLeave?.();
  };
  if (group) {
    return (
      <Fieldset
        id={state.id}
        className={classes}
        onBlur={leave}
        role={group === 'radiogroup' ? 'radiogroup' : undefined}
        aria-labelledby={ids.label}
        {...controlAria(state, { hint, notice, required: group === 'radiogroup' && required })}
      >
        <Legend>
          <LegendText id={ids.label}>{label}</LegendText>
          {mark}
        </Legend>
        {children}
        {messages}
      </Fieldset>
    );
  }
  return (
    <Root className={classes}>
      <Header>
        <Label id={ids.label} htmlFor={state.id}>
          {label}
        </Label>
        {mark}
      </Header>
      {children}
      {messages}
    </Root>
  );
}
