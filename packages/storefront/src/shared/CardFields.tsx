import { SelectField, TextField } from '@mise/ui';
import { cardSchema } from '@mise/validation';
import { useId } from 'react';
import { styled } from 'styled-components';

/**
 * The card form of spec section 3 (ccNumber, ccName, ccExpiration yyyymm, securityCode) as a
 * shopper fills it in: the number may keep the spaces or hyphens printed on the card, and the
 * expiry is chosen as a month and a year rather than typed as yyyymm. The values go to the
 * payment service's tokeniser only (store: addUserCard), never to the shop.
 */
export type CardFormValues = {
  ccNumber: string;
  ccName: string;
  /** '01'–'12' */
  ccExpMonth: string;
  /** 'yyyy' */
  ccExpYear: string;
  securityCode: string;
};

export const EMPTY_CARD: CardFormValues = {
  ccNumber: '',
  ccName: '',
  ccExpMonth: '',
  ccExpYear: '',
  securityCode: '',
};

/** Cards are issued for up to about ten years; fifteen years leaves room. */
const YEARS_AHEAD = 15;

const MONTH_OPTIONS = Array.from({ length: 12 }, (_, index) => {
  const month = String(index + 1).padStart(2, '0');
  return { value: month, label: `${month}月` };
});

function yearOptions(now = new Date()) {
  const first = now.getFullYear();
  return Array.from({ length: YEARS_AHEAD + 1 }, (_, index) => ({
    value: String(first + index),
    label: `${first + index}年`,
  }));
}

/** The number as the tokeniser takes it: half-width digits only (full-width digits converted). */
export function normaliseCardNumber(value: string): string {
  return value
    .replace(/[０-９]/g, (digit) => String.fromCharCode(digit.charCodeAt(0) - 0xfee0))
    .replace(/[\s\u3000\-‐－−]/g, '');
}

/** yyyymm of the chosen month and year ('' until both are chosen). */
export function expirationOf(values: Pick<CardFormValues, 'ccExpMonth' | 'ccExpYear'>): string {
  return values.ccExpMonth && values.ccExpYear ? `${values.ccExpYear}${values.ccExpMonth}` : '';
}

/** What the tokeniser receives (store: NewCard). */
export function cardOf(values: CardFormValues) {
  return {
    number: normaliseCardNumber(values.ccNumber),
    name: values.ccName.trim(),
    expiration: expirationOf(values),
    securityCode: values.securityCode.trim(),
  };
}

/** Formik's validate: the shared card rules of @mise/validation over the normalised values. */
export async function validateCardForm(values: CardFormValues) {
  const card = cardOf(values);
  try {
    await cardSchema.validate(
      {
        ccNumber: card.number,
        ccName: card.name,
        ccExpiration: card.expiration,
        securityCode: card.securityCode,
      },
      { abortEarly: false },
    );
    return {};
  } catch (error) {
    const inner = (error as { inner?: { path?: string; message: string }[] }).inner ?? [];
    const errors: Partial<Record<keyof CardFormValues, string>> = {};
    for (const entry of inner) {
      if (entry.path === 'ccExpiration') {
        // One message for the pair: under the month, or the year when only it is missing.
        const field =
          values.ccExpMonth === '' || values.ccExpYear !== '' ? 'ccExpMonth' : 'ccExpYear';
        // The shared rule says '有効期限の有効期限が切れています'; say what is meant.
        errors[field] ??= entry.message.endsWith('の有効期限が切れています')
          ? 'カードの有効期限が切れています'
          : entry.message;
      } else if (entry.path) errors[entry.path as keyof CardFormValues] ??= entry.message;
    }
    return errors;
  }
}

/** The tokeniser's field names → the form's, so its messages appear beside the fields. */
const TOKENISER_FIELDS: Record<string, keyof CardFormValues> = {
  number: 'ccNumber',
  name: 'ccName',
  expiration: 'ccExpMonth',
  security_code: 'securityCode',
};

export function withCardFieldNames(error: unknown): unknown {
  const errors = (error as { errors?: Record<string, string[]> } | null)?.errors;
  if (!errors) return error;
  return {
    ...(error as object),
    message: (error as { message?: unknown }).message,
    errors: Object.fromEntries(
      Object.entries(errors).map(([field, list]) => [TOKENISER_FIELDS[field] ?? field, list]),
    ),
  };
}

const Expiry = styled.fieldset`
  margin: 0;
  padding: 0;
  border: 0;

  legend {
    margin-bottom: ${({ theme }) => theme.spacing(2)};
    padding: 0;
    font-weight: ${({ theme }) => theme.typography.weights.bold};
  }
`;

const Pair = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
`;

/** Number, holder, expiry (month and year) and security code. */
export function CardInputFields() {
  const legend = useId();
  return (
    <>
      <TextField
        name="ccNumber"
        label="カード番号"
        required
        inputMode="numeric"
        autoComplete="cc-number"
        hint="カードに記載の数字を入力してください。スペースやハイフンがあっても構いません。"
      />
      <TextField
        name="ccName"
        label="カード名義"
        required
        autoComplete="cc-name"
        hint="カードに記載のとおり半角英字で入力してください（例: TARO YAMADA）。"
      />
      <Expiry aria-labelledby={legend}>
        <legend id={legend}>有効期限</legend>
        <Pair>
          <SelectField
            name="ccExpMonth"
            label="有効期限（月）"
            required
            options={MONTH_OPTIONS}
            placeholder="月"
            autoComplete="cc-exp-month"
            width="short"
          />
          <SelectField
            name="ccExpYear"
            label="有効期限（年）"
            required
            options={yearOptions()}
            placeholder="年"
            autoComplete="cc-exp-year"
            width="short"
          />
        </Pair>
      </Expiry>
      <TextField
        name="securityCode"
        label="セキュリティコード"
        required
        type="password"
        inputMode="numeric"
        autoComplete="cc-csc"
        width="short"
        hint="カード裏面（American Expressは表面）に記載の3〜4桁の数字です。"
      />
    </>
  );
}
