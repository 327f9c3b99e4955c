import { styled } from 'styled-components';
import { controlAria, FieldFrame } from './FieldFrame.js';
import { controlBox } from './styles.js';
import type { FieldBaseProps } from './TextField.js';
import { useFieldState } from './use-field-state.js';

/**
 * A date as three selects hold it, the shape @mise/validation's date rules read
 * (dateBirth, date, futureDate, minDate). '' is a part not chosen yet.
 */
export type DateParts = { year: number | ''; month: number | ''; day: number | '' };

export const EMPTY_DATE: DateParts = { year: '', month: '', day: '' };

type Part = keyof DateParts;

/** 'YYYY-MM-DD' (as the API sends dates) to parts; anything else gives empty parts. */
export function toDateParts(value: string | null | undefined): DateParts {
  const match = /^(\d{4})-(\d{1,2})-(\d{1,2})/.exec(value ?? '');
  if (!match) return { ...EMPTY_DATE };
  return { year: Number(match[1]), month: Number(match[2]), day: Number(match[3]) };
}

/** Parts to 'YYYY-MM-DD' for the API; '' until all three are chosen. */
export function fromDateParts(parts: DateParts): string {
  if (parts.year === '' || parts.month === '' || parts.day === '') return '';
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${parts.year}-${pad(parts.month)}-${pad(parts.day)}`;
}

export type YearRange = { from: number; to: number };

export type DateFieldProps = FieldBaseProps & {
  /** Years listed from `from` to `to`; from above to lists the newest first. */
  yearRange?: YearRange;
  /** 'bday' lets the browser fill in a saved birthday. */
  autoComplete?: 'bday';
};

const PARTS: readonly { part: Part; label: string }[] = [
  { part: 'year', label: '年' },
  { part: 'month', label: '月' },
  { part: 'day', label: '日' },
];

const Parts = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: center;
`;

const PartGroup = styled.span`
  display: inline-flex;
  gap: ${({ theme }) => theme.spacing(1)};
  align-items: center;
`;

const PartSelect = styled.select`
  ${controlBox}
  width: auto;
  min-width: 5.5em;
  cursor: pointer;
`;

const PartLabel = styled.label`
  color: ${({ theme }) => theme.colors.text};
`;

function numbers(from: number, to: number): number[] {
  const step = from <= to ? 1 : -1;
  return Array.from({ length: Math.abs(to - from) + 1 }, (_, index) => from + index * step);
}

/** A part as a number, also from digits text (values loaded from elsewhere); '' otherwise. */
function partOf(raw: unknown): number | '' {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : '';
  return typeof raw === 'string' && /^\d+$/.test(raw.trim()) ? Number(raw) : '';
}

function partsOf(value: unknown): DateParts {
  if (value === null || typeof value !== 'object') return { ...EMPTY_DATE };
  const { year, month, day } = value as Partial<Record<Part, unknown>>;
  return { year: partOf(year), month: partOf(month), day: partOf(day) };
}

/**
 * A date picked as year, month and day (生年月日). Every day 1–31 is offered in every month:
 * the date rule, not the control, tells the shopper that 2月30日 does not exist.
 */
export function DateField({
  name,
  label,
  required,
  optional,
  hint,
  disabled,
  id,
  className,
  yearRange = { from: new Date().getFullYear(), to: 1900 },
  autoComplete,
}: DateFieldProps) {
  const state = useFieldState<unknown>(name, { id });
  const { field, helpers } = state;
  const value = partsOf(field.value);
  const choices: Record<Part, number[]> = {
    year: numbers(yearRange.from, yearRange.to),
    month: numbers(1, 12),
    day: numbers(1, 31),
  };

  const change = (part: Part, text: string) => {
    void helpers.setValue({ ...value, [part]: text === '' ? '' : Number(text) });
  };

  return (
    <FieldFrame
      state={state}
      label={label}
      required={required}
      optional={optional}
      hint={hint}
      group="group"
      // Judged when the shopper leaves the last select, not after picking only the year.
      onLeave={() => void helpers.setTouched(true)}
      className={className}
    >
      <Parts>
        {PARTS.map(({ part, label: partLabel }) => {
          const partId = `${state.id}-${part}`;
          return (
            <PartGroup key={part}>
              <PartSelect
                id={partId}
                name={`${field.name}.${part}`}
                value={String(value[part])}
                onChange={(event) => change(part, event.target.value)}
                className={state.stateClass || undefined}
                disabled={disabled}
                autoComplete={autoComplete ? `${autoComplete}-${part}` : undefined}
                {...controlAria(state, { hint, required })}
              >
                <option value="">--</option>
                {choices[part].map((n) => (
                  <option key={n} value={String(n)}>
                    {n}
                  </option>
                ))}
              </PartSelect>
              <PartLabel htmlFor={partId}>{partLabel}</PartLabel>
            </PartGroup>
          );
        })}
      </Parts>
    </FieldFrame>
  );
}
