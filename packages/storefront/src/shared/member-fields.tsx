import {
  Button,
  DateField,
  Heading,
  KanaField,
  PhoneField,
  PostalCodeField,
  PrefectureSelect,
  RadioGroup,
  TextField,
} from '@mise/ui';
import type { DateParts, PostalLookup } from '@mise/ui';
import { GENDERS, NEWSLETTER_OPTIONS } from '@mise/validation';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';

/**
 * The fields of the member form (spec section 3 "User form labels"), shared by registration
 * (/register) and the profile edit (/mypage/user_info/edit), for the shop's kind: a business
 * shop asks for the company, the orderer and its phones too.
 */

type Code = number | '';

/** The profile fields both shop kinds ask for. */
export type MemberProfileValues = {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  email: string;
  postal_code: string;
  prefecture: string;
  city: string;
  address1: string;
  address2: string;
  phone_number: string;
  cell_phone_number: string;
  gender: Code;
  birthday: DateParts;
  is_receive_newsletter: Code;
};

/** What a business shop asks for besides. */
export type BusinessProfileFields = {
  company_name: string;
  department: string;
  orderer_name: string;
  contact_phone_number: string;
  fax: string;
};

export const EMPTY_BUSINESS_FIELDS: BusinessProfileFields = {
  company_name: '',
  department: '',
  orderer_name: '',
  contact_phone_number: '',
  fax: '',
};

const Section = styled.fieldset`
  min-width: 0;
  margin: 0 0 ${({ theme }) => theme.spacing(8)};
  padding: 0;
  border: 0;
`;

const SectionTitle = styled.legend`
  width: 100%;
  margin-bottom: ${({ theme }) => theme.spacing(4)};
  padding: 0 0 ${({ theme }) => theme.spacing(2)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
`;

/** Two fields side by side where there is room (姓・名, セイ・メイ). */
export const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.spacing(50)}, 1fr));
  column-gap: ${({ theme }) => theme.spacing(4)};
`;

/** A titled group of the member form. */
export function FormSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Section>
      <SectionTitle>
        <Heading level={2} size="lg">
          {title}
        </Heading>
      </SectionTitle>
      {children}
    </Section>
  );
}

/** Business shops: company name, department or position, orderer. */
export function CompanyFields() {
  return (
    <FormSection title="会社情報">
      <TextField name="company_name" label="会社名" required autoComplete="organization" />
      <TextField
        name="department"
        label="部署名・役職"
        optional
        autoComplete="organization-title"
      />
      <TextField name="orderer_name" label="発注者名" required />
    </FormSection>
  );
}

/** Name, kana (full-width katakana, section 5), gender and birthday; `children` come after. */
export function PersonFields({ business, children }: { business: boolean; children?: ReactNode }) {
  return (
    <FormSection title={business ? 'ご担当者様' : 'お客様情報'}>
      <Pair>
        <TextField name="last_name" label="姓" required autoComplete="family-name" />
        <TextField name="first_name" label="名" required autoComplete="given-name" />
      </Pair>
      <Pair>
        <KanaField name="last_name_kana" label="セイ" required />
        <KanaField name="first_name_kana" label="メイ" required />
      </Pair>
      <RadioGroup name="gender" label="性別" optional inline options={GENDERS} />
      <DateField name="birthday" label="生年月日" optional autoComplete="bday" />
      {children}
    </FormSection>
  );
}

/** Postal code with the address lookup, address and phones (business: contact phone and fax). */
export function AddressFields({
  business,
  onLookup,
}: {
  business: boolean;
  onLookup: PostalLookup;
}) {
  return (
    <FormSection title="ご住所・連絡先">
      <PostalCodeField
        required
        onLookup={onLookup}
        placeholder={business ? '1234567' : '123-4567'}
        hint={business ? 'ハイフンなしの半角数字7桁で入力してください。' : undefined}
      />
      <PrefectureSelect required />
      <TextField name="city" label="市区町村" required autoComplete="address-level2" />
      <TextField name="address1" label="丁目・番地・号" required autoComplete="address-line1" />
      <TextField name="address2" label="建物名・部屋番号" optional autoComplete="address-line2" />
      <PhoneField
        name="phone_number"
        label="電話番号"
        hint="電話番号・携帯電話番号のいずれかは必須です。ハイフンなしの半角数字で入力してください。"
      />
      <PhoneField name="cell_phone_number" label="携帯電話番号" />
      {business && (
        <>
          <PhoneField name="contact_phone_number" label="連絡先電話番号" optional />
          <PhoneField name="fax" label="FAX番号" optional autoComplete="off" />
        </>
      )}
    </FormSection>
  );
}

/** The newsletter choice (1 receive, 0 do not). */
export function NewsletterFields({
  options = NEWSLETTER_OPTIONS,
}: {
  /** The shop's choices (its registration template); the standard two otherwise. */
  options?: readonly Choice[];
}) {
  return (
    <FormSection title="メールマガジン">
      <RadioGroup
        name="is_receive_newsletter"
        label="メールマガジン"
        required
        inline
        options={options}
      />
    </FormSection>
  );
}

type Choice = { value: number; label: string };

/** What checking a school key found: its school, or the message for the key field. */
export type SchoolKeyCheck = { school: string } | { error: string };

/**
 * The key a school hands its members (学校キー, shops with MEMBER.SCHOOL_KEY.IS_REQUIRED): 確認する
 * checks it and shows its school as the member's 学校名; changing the key forgets the school.
 */
export function SchoolKeyFields({
  onCheck,
}: {
  onCheck: (key: string) => Promise<SchoolKeyCheck>;
}) {
  const { values, setFieldValue, setFieldError } = useFormikContext<{
    school_key: string;
    school: string;
  }>();
  const [checking, setChecking] = useState(false);
  const check = async () => {
    setChecking(true);
    try {
      const result = await onCheck(values.school_key);
      if ('school' in result) await setFieldValue('school', result.school, false);
      else setFieldError('school_key', result.error);
    } finally {
      setChecking(false);
    }
  };
  return (
    <FormSection title="学校キー">
      <TextField
        name="school_key"
        label="学校キー"
        required
        autoComplete="off"
        width="medium"
        hint="学校からお知らせしたキーを入力してください。"
        onValueChange={() => void setFieldValue('school', '', false)}
        addon={
          <Button variant="secondary" loading={checking} onClick={() => void check()}>
            確認する
          </Button>
        }
      />
      <TextField
        name="school"
        label="学校名"
        readOnly
        hint="学校キーを確認すると、その学校名が登録されます。"
      />
    </FormSection>
  );
}
