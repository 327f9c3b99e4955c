import { useRef, useState } from 'react';
import type { KeyboardEvent } from 'react';
import { styled } from 'styled-components';
import { useKeepTyped } from '../forms/keep-typed.js';
import { clamp, useControllable } from './internal.js';

export type QuantityStepperProps = {
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  min?: number;
  max?: number;
  /** Names the number field for screen readers. */
  label?: string;
  disabled?: boolean;
  className?: string;
};

const Root = styled.div`
  display: inline-flex;
  align-items: stretch;
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  overflow: hidden;
`;

const Step = styled.button`
  width: 44px;
  min-height: 44px;
  border: 0;
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
  cursor: pointer;

  &:disabled {
    color: ${({ theme }) => theme.colors.textMuted};
    cursor: not-allowed;
  }
`;

const Field = styled.input`
  width: 4em;
  border: 0;
  border-inline: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  font-family: ${({ theme }) => theme.typography.fontFamilyNumeric};
  text-align: center;
`;

// Japanese IMEs often type full-width digits; they mean the same number.
const toHalfWidth = (text: string) =>
  text.replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0));

/**
 * A quantity field with − and + buttons (spinbutton semantics): arrow keys step by one,
 * Page Up/Down by ten, Home/End jump to the limits, and typed numbers are clamped to min–max.
 */
export function QuantityStepper({
  value,
  defaultValue,
  onChange,
  min = 1,
  max = Number.POSITIVE_INFINITY,
  label = '数量',
  disabled = false,
  className,
}: QuantityStepperProps) {
  const [current, setCurrent] = useControllable(value, defaultValue ?? min, onChange);
  // What the visitor is typing, until Enter or leaving the field commits it.
  const [draft, setDraft] = useState<string | null>(null);
  const root = useRef<HTMLDivElement>(null);
  // A quantity typed on the product page before its cart button hydrated is the one it adds.
  useKeepTyped(root);
  const quantity = clamp(current, min, max);

  const commit = (next: number) => {
    setDraft(null);
    const clamped = clamp(Math.round(next), min, max);
    if (clamped !== current) setCurrent(clamped);
  };

  const typed = draft === null ? Number.NaN : Number.parseInt(toHalfWidth(draft).trim(), 10);

  const commitDraft = () => {
    if (draft === null) return;
    if (Number.isNaN(typed)) setDraft(null);
    else commit(typed);
  };

  const onKeyDown = (event: KeyboardEvent<HTMLInputElement>) => {
    const steps: Record<string, number> = { ArrowUp: 1, ArrowDown: -1, PageUp: 10, PageDown: -10 };
    const step = steps[event.key];
    if (step !== undefined) {
      event.preventDefault();
      commit((Number.isNaN(typed) ? quantity : clamp(typed, min, max)) + step);
    } else if (event.key === 'Home') {
      event.preventDefault();
      commit(min);
    } else if (event.key === 'End' && Number.isFinite(max)) {
      event.preventDefault();
      commit(max);
    } else if (event.key === 'Enter') {
      event.preventDefault();
      commitDraft();
    }
  };

  return (
    <Root ref={root} className={className}>
      <Step
        type="button"
        aria-label="数量を減らす"
        disabled={disabled || quantity <= min}
        onClick={() => commit(quantity - 1)}
      >
        −
      </Step>
      <Field
        type="text"
        inputMode="numeric"
        role="spinbutton"
        aria-label={label}
        aria-valuenow={quantity}
        aria-valuemin={min}
        aria-valuemax={Number.isFinite(max) ? max : undefined}
        autoComplete="off"
        disabled={disabled}
        value={draft ?? String(quantity)}
        onChange={(event) => setDraft(event.target.value)}
        onBlur={commitDraft}
        onKeyDown={onKeyDown}
      />
      <Step
        type="button"
        aria-label="数量を増やす"
        disabled={disabled || quantity >= max}
        onClick={() => commit(quantity + 1)}
      >
        ＋
      </Step>
    </Root>
  );
}
