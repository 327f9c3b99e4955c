import { registerUser, useAppDispatch } from '@mise/store';
import { EMPTY_DATE, Form, fromDateParts, Link, SelectField, TextField } from '@mise/ui';
import type { DateParts } from '@mise/ui';
import {
  businessRegistrationSchema,
  consumerRegistrationSchema,
  SECURITY_QUESTIONS,
} from '@mise/validation';
import { useNavigate } from 'react-router-dom';
import { useStorefront } from '../../app/context.js';
import type { PageProps } from '../../theme.js';
import {
  AddressFields,
  CompanyFields,
  EMPTY_BUSINESS_FIELDS,
  FormSection,
  NewsletterFields,
  PersonFields,
} from './memberFields.js';
import type { BusinessProfileFields } from './memberFields.js';
import { usePostalLookup } from './postalLookup.js';
import {
  AccountFrame,
  Actions,
  FormAlert,
  Lead,
  showServerError,
  SubmitButton,
} from '../../shared/page.js';
import { alertDevCode } from './shared.js';

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

type BusinessFields = BusinessProfileFields;

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

const BUSINESS_VALUES: BusinessFields = EMPTY_BUSINESS_FIELDS;

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
        {business && <CompanyFields />}
        <PersonFields business={business} />
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
        <AddressFields business={business} onLookup={lookupPostal} />
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
        <NewsletterFields />
        <Actions>
          <SubmitButton>登録する</SubmitButton>
          <Link href="/login/">すでに会員の方はこちら</Link>
        </Actions>
      </Form>
    </AccountFrame>
  );
}
