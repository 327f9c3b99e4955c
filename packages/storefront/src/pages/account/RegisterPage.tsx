import { registerUser, useAppDispatch } from '@mise/store';
import {
  DateField,
  EMPTY_DATE,
  Form,
  fromDateParts,
  Heading,
  KanaField,
  Link,
  PhoneField,
  PostalCodeField,
  PrefectureSelect,
  RadioGroup,
  SelectField,
  TextField,
} from '@mise/ui';
import type { DateParts } from '@mise/ui';
import {
  businessRegistrationSchema,
  consumerRegistrationSchema,
  GENDERS,
  NEWSLETTER_OPTIONS,
  SECURITY_QUESTIONS,
} from '@mise/validation';
import type { ReactNode } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useStorefront } from '../../app/context.js';
import type { PageProps } from '../../theme.js';
import { usePostalLookup } from './postalLookup.js';
import {
  AccountFrame,
  Actions,
  alertDevCode,
  FormAlert,
  Lead,
  showServerError,
  SubmitButton,
} from './shared.js';

type Code = number | '';

type ConsumerValues = {
  last_name: string;
  first_name: string;
  last_name_kana: string;
  first_name_kana: string;
  email: string;
  username: string;
  password: string;
  password_confirmation: string;
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
  question_ct: Code;
  answer: string;
};

type BusinessFields = {
  company_name: string;
  department: string;
  orderer_name: string;
  contact_phone_number: string;
  fax: string;
};

type RegisterValues = ConsumerValues & Partial<BusinessFields>;

const CONSUMER_VALUES: ConsumerValues = {
  last_name: '',
  first_name: '',
  last_name_kana: '',
  first_name_kana: '',
  email: '',
  username: '',
  password: '',
  password_confirmation: '',
  postal_code: '',
  prefecture: '',
  city: '',
  address1: '',
  address2: '',
  phone_number: '',
  cell_phone_number: '',
  gender: '',
  birthday: EMPTY_DATE,
  is_receive_newsletter: 1,
  question_ct: '',
  answer: '',
};

const BUSINESS_VALUES: BusinessFields = {
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
const Pair = styled.div`
  display: grid;
  grid-template-columns: repeat(auto-fit, minmax(${({ theme }) => theme.spacing(50)}, 1fr));
  column-gap: ${({ theme }) => theme.spacing(4)};
`;

function FormSection({ title, children }: { title: string; children: ReactNode }) {
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

/**
 * /register: the consumer or business member form of the shop's kind. The account waits for
 * the code mailed to the address, entered on /register/complete.
 */
export function RegisterPage({ route }: PageProps) {
  const { theme, devCodes } = useStorefront();
  const dispatch = useAppDispatch();
  const lookupPostal = usePostalLookup();
  const navigate = useNavigate();
  const business = theme.kind === 'business';
  const initialValues: RegisterValues = business
    ? { ...CONSUMER_VALUES, ...BUSINESS_VALUES }
    : CONSUMER_VALUES;

  return (
    <AccountFrame route={route}>
      <Lead>
        必要事項を入力して「登録する」を押してください。ご登録のメールアドレスに確認コードをお送りします。
      </Lead>
      <Form<RegisterValues>
        initialValues={initialValues}
        validationSchema={business ? businessRegistrationSchema : consumerRegistrationSchema}
        aria-label="会員登録"
        onSubmit={async ({ birthday, ...values }, helpers) => {
          helpers.setStatus(undefined);
          try {
            const { verifyCode } = await dispatch(
              registerUser({ ...values, birthday: fromDateParts(birthday) }),
            ).unwrap();
            alertDevCode(devCodes, verifyCode);
            await navigate('/register/complete/');
          } catch (error) {
            showServerError(error, helpers);
          }
        }}
      >
        <FormAlert />
        {business && (
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
        )}
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
        </FormSection>
        <FormSection title="ログイン情報">
          <TextField name="email" label="メールアドレス" type="email" required />
          <TextField
            name="username"
            label="ユーザー名"
            optional
            hint="半角英数字で入力してください。メールアドレスの代わりにログインに使えます。"
            autoComplete="username"
            width="medium"
          />
          <TextField
            name="password"
            label="パスワード"
            type="password"
            required
            hint="8文字以上で、半角英字と数字を組み合わせてください（記号は - _ . が使えます）。"
            autoComplete="new-password"
            width="medium"
          />
          <TextField
            name="password_confirmation"
            label="パスワード（確認用）"
            type="password"
            required
            autoComplete="new-password"
            width="medium"
          />
        </FormSection>
        <FormSection title="ご住所・連絡先">
          <PostalCodeField
            required
            onLookup={lookupPostal}
            placeholder={business ? '1234567' : '123-4567'}
            hint={business ? 'ハイフンなしの半角数字7桁で入力してください。' : undefined}
          />
          <PrefectureSelect required />
          <TextField name="city" label="市区町村" required autoComplete="address-level2" />
          <TextField name="address1" label="丁目・番地・号" required autoComplete="address-line1" />
          <TextField
            name="address2"
            label="建物名・部屋番号"
            optional
            autoComplete="address-line2"
          />
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
        <FormSection title="秘密の質問">
          <Lead>パスワードやユーザー名をお忘れのときに、ご本人確認に使います。</Lead>
          <SelectField
            name="question_ct"
            label="秘密の質問"
            required
            options={SECURITY_QUESTIONS}
            width="full"
          />
          <TextField name="answer" label="秘密の質問の答え" required autoComplete="off" />
        </FormSection>
        <FormSection title="メールマガジン">
          <RadioGroup
            name="is_receive_newsletter"
            label="メールマガジン"
            required
            inline
            options={NEWSLETTER_OPTIONS}
          />
        </FormSection>
        <Actions>
          <SubmitButton>登録する</SubmitButton>
          <Link href="/login/">すでに会員の方はこちら</Link>
        </Actions>
      </Form>
    </AccountFrame>
  );
}
