import { getIn, setIn, useFormikContext } from 'formik';
import type { FormikValues } from 'formik';
import { useRef, useState } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { ThemeColors } from '../tokens/theme.js';
import { postalDigits, toHalfWidthDigits } from './normalize.js';
import { sideButton } from './styles.js';
import { TextField } from './TextField.js';
import type { TextFieldProps } from './TextField.js';

/** The address a postal code stands for, as the lookup (GET /v1/postal-code) gives it. */
export type PostalAddress = { prefecture: string; city: string; address1?: string };

/** Looks up the 7 half-width digits of a postal code; null when no address has it. */
export type PostalLookup = (code: string) => Promise<PostalAddress | null>;

/** The formik fields a found address is written to. */
export type PostalTargets = { prefecture: string; city: string; address1: string };

export type PostalCodeFieldProps = Omit<
  TextFieldProps,
  'name' | 'label' | 'type' | 'normalize' | 'inputMode' | 'addon' | 'notice' | 'onValueChange'
> & {
  name?: string;
  label?: ReactNode;
  onLookup?: PostalLookup;
  /** Where the address goes; prefecture, city and address1 unless given. */
  targets?: Partial<PostalTargets>;
  /** Look up as soon as 7 digits are in; the 住所検索 button works either way. */
  autoLookup?: boolean;
};

export const POSTAL_MESSAGES = {
  searching: '住所を検索しています…',
  found: '住所を入力しました',
  notFound: '該当する住所が見つかりませんでした',
  failed: '住所を検索できませんでした。時間をおいて再度お試しください',
} as const;

type Outcome = keyof typeof POSTAL_MESSAGES;

const DEFAULT_TARGETS: PostalTargets = {
  prefecture: 'prefecture',
  city: 'city',
  address1: 'address1',
};

const TARGET_KEYS = ['prefecture', 'city', 'address1'] as const;

const SearchButton = styled.button`
  ${sideButton}
`;

/** Colour of each outcome: a miss or a failure needs the shopper's attention. */
const TONES = {
  searching: 'textMuted',
  found: 'success',
  notFound: 'warning',
  failed: 'warning',
} as const satisfies Record<Outcome, keyof ThemeColors>;

const NoticeText = styled.span<{ $outcome: Outcome }>`
  color: ${({ theme, $outcome }) => theme.colors[TONES[$outcome]]};
`;

/**
 * A postal code that can fill in the address: the 住所検索 button, or typing the 7th digit,
 * calls `onLookup` and writes the prefecture, city and (when given) address1 into the form.
 */
export function PostalCodeField({
  name = 'postal_code',
  label = '郵便番号',
  onLookup,
  targets,
  autoLookup = true,
  autoComplete = 'postal-code',
  placeholder = '123-4567',
  maxLength = 8,
  width = 'short',
  disabled,
  ...props
}: PostalCodeFieldProps) {
  const { getFieldHelpers, getFieldMeta, setValues } = useFormikContext<FormikValues>();
  const [outcome, setOutcome] = useState<Outcome | null>(null);
  // Only the newest lookup may write: a slow answer for an older code is dropped.
  const latest = useRef(0);
  const lastCode = useRef<string | null>(null);

  const to = { ...DEFAULT_TARGETS, ...targets };

  // One write for all targets: formik validates each separate write against the values of
  // the last render, so the later writes would report the earlier targets as still empty. A
  // field the shopper changed while the answer was on its way keeps what they typed.
  const fill = (address: PostalAddress, before: unknown[]) =>
    setValues((values) => {
      let next = values;
      TARGET_KEYS.forEach((key, i) => {
        const value = address[key];
        if (value && getIn(values, to[key]) === before[i])
          next = setIn(next, to[key], value) as FormikValues;
      });
      return next;
    }, true);

  const lookup = async (code: string) => {
    if (!onLookup) return;
    const request = ++latest.current;
    lastCode.current = code;
    setOutcome('searching');
    const before = TARGET_KEYS.map((key) => getFieldMeta<unknown>(to[key]).value);
    try {
      const found = await onLookup(code);
      if (request !== latest.current) return;
      if (found) await fill(found, before);
      setOutcome(found ? 'found' : 'notFound');
    } catch {
      if (request === latest.current) setOutcome('failed');
    }
  };

  const handleValueChange = (value: string) => {
    const code = postalDigits(value);
    if (code.length !== 7) {
      // The code is being changed: an answer still on its way, or already shown, is for the old one.
      latest.current += 1;
      lastCode.current = null;
      setOutcome(null);
      return;
    }
    if (autoLookup && code !== lastCode.current) void lookup(code);
  };

  const handleSearch = () => {
    if (outcome === 'searching') return;
    const value = getFieldMeta<unknown>(name).value;
    const code = postalDigits(typeof value === 'string' ? value : '');
    if (code.length === 7) {
      void lookup(code);
      return;
    }
    // Shows the postal rule's message instead of looking up a code that cannot match.
    void getFieldHelpers(name).setTouched(true);
  };

  const button = onLookup ? (
    <SearchButton
      type="button"
      onClick={handleSearch}
      disabled={disabled}
      aria-disabled={outcome === 'searching' || undefined}
    >
      住所検索
    </SearchButton>
  ) : undefined;

  const notice = outcome ? (
    <NoticeText $outcome={outcome}>{POSTAL_MESSAGES[outcome]}</NoticeText>
  ) : null;

  return (
    <TextField
      {...props}
      name={name}
      label={label}
      type="text"
      inputMode="numeric"
      autoComplete={autoComplete}
      placeholder={placeholder}
      maxLength={maxLength}
      width={width}
      disabled={disabled}
      normalize={toHalfWidthDigits}
      onValueChange={onLookup ? handleValueChange : undefined}
      addon={button}
      notice={onLookup ? notice : undefined}
    />
  );
}
