import {
  checkSchoolKey,
  fetchRegistrationTemplate,
  registerUser,
  selectRegistrationTemplate,
  selectSettings,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import type { RegistrationTemplate } from '@mise/api-client';
import { EMPTY_DATE, Form, fromDateParts, Link, SelectField, TextField } from '@mise/ui';
import type { DateParts } from '@mise/ui';
import {
  businessRegistrationSchema,
  collectErrors,
  consumerRegistrationSchema,
  NEWSLETTER_OPTIONS,
  SCHOOL_KEY_MESSAGES,
  schoolKeySchema,
  SECURITY_QUESTIONS,
} from '@mise/validation';
import { useEffect } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStorefront } from '../../kit/index.js';
import type { PageProps } from '../../kit/index.js';
import { useCaptcha } from '../../shared/captcha.js';
import {
  AddressFields,
  CompanyFields,
  EMPTY_BUSINESS_FIELDS,
  FormSection,
  NewsletterFields,
  PersonFields,
  SchoolKeyFields,
} from '../../shared/member-fields.js';
import type { BusinessProfileFields, SchoolKeyCheck } from '../../shared/member-fields.js';
import { usePostalLookup } from '../../shared/postal-lookup.js';
import {
  AccountFrame,
  Actions,
  FormAlert,
  Lead,
  showServerError,
  SubmitButton,
} from '../../shared/page.js';
import { serverFailure } from '../../shared/server-failure.js';
import { alertDevCode } from './shared.js';
import { NewPasswordFields } from './NewPasswordFields.js';

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

/** The school key and the school it stands for, in shops with MEMBER.SCHOOL_KEY.IS_REQUIRED. */
type SchoolFields = { school_key: string; school: string };

type RegisterValues = ConsumerValues & Partial<BusinessFields> & Partial<SchoolFields>;

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
 * The form's starting values from the shop's registration template (GET /v1/users/dummy): each
 * field the template gives a plain value of the same kind for (the newsletter choice, ...).
 */
function startingValues<V extends object>(defaults: V, template: RegistrationTemplate | null): V {
  if (!template) return defaults;
  const entries = Object.entries(defaults).map(([field, value]): [string, unknown] => {
    const given = template[field];
    const plain = typeof value !== 'object' && typeof given === typeof value;
    return [field, plain ? given : value];
  });
  return Object.fromEntries(entries) as V;
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
  const captcha = useCaptcha('register');
  // The page's loader asked for it; asked here again only if that failed (the form still works).
  const template = useAppSelector(selectRegistrationTemplate);
  useEffect(() => {
    void dispatch(fetchRegistrationTemplate());
  }, [dispatch]);
  const schoolKeyRequired =
    useAppSelector(selectSettings)?.['MEMBER.SCHOOL_KEY.IS_REQUIRED'] === true;
  const initialValues: RegisterValues = startingValues(
    {
      ...CONSUMER_VALUES,
      ...(business ? BUSINESS_VALUES : {}),
      ...(schoolKeyRequired ? { school_key: '', school: '' } : {}),
    },
    template,
  );

  /** The school of a key, or the message for its field (the server checks it again). */
  const verifySchoolKey = async (key: string): Promise<SchoolKeyCheck> => {
    // The API's rule for a key (required, at most 64 characters) before asking the API.
    const invalid = await schoolKeySchema.validate({ key }).then(
      () => undefined,
      (error: unknown) => collectErrors(error).key,
    );
    if (invalid) return { error: invalid };
    try {
      const result = await dispatch(checkSchoolKey(key)).unwrap();
      return result.valid && result.school
        ? { school: result.school }
        : { error: SCHOOL_KEY_MESSAGES.unknown };
    } catch (error) {
      return { error: serverFailure(error).message };
    }
  };

  return (
    <AccountFrame route={route}>
      <Lead>
        必要事項を入力して「登録する」を押してください。ご登録のメールアドレスに確認コードをお送りします。
      </Lead>
      <Form<RegisterValues>
        initialValues={initialValues}
        validationSchema={business ? businessRegistrationSchema : consumerRegistrationSchema}
        aria-label="会員登録"
        onSubmit={async (
          { birthday, school_key: schoolKey, school: _school, ...values },
          helpers,
        ) => {
          helpers.setStatus(undefined);
          let school: Partial<SchoolFields> = {};
          if (schoolKeyRequired) {
            // A wrong key stops here, on its field, with every other input kept.
            const checked = await verifySchoolKey(schoolKey ?? '');
            if ('error' in checked) {
              helpers.setFieldError('school_key', checked.error);
              return;
            }
            await helpers.setFieldValue('school', checked.school, false);
            school = { school_key: schoolKey, school: checked.school };
          }
          try {
            const captchaToken = await captcha.token();
            const { verifyCode } = await dispatch(
              registerUser({
                ...values,
                ...school,
                birthday: fromDateParts(birthday),
                captchaToken,
              }),
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
          <NewPasswordFields label="パスワード" />
        </FormSection>
        <AddressFields business={business} onLookup={lookupPostal} />
        <FormSection title="秘密の質問">
          <Lead>パスワードやユーザー名をお忘れのときに、ご本人確認に使います。</Lead>
          <SelectField
            name="question_ct"
            label="秘密の質問"
            required
            options={template?.reminder ?? SECURITY_QUESTIONS}
            width="full"
          />
          <TextField name="answer" label="秘密の質問の答え" required autoComplete="off" />
        </FormSection>
        {schoolKeyRequired && <SchoolKeyFields onCheck={verifySchoolKey} />}
        <NewsletterFields options={template?.newsletter_options ?? NEWSLETTER_OPTIONS} />
        {captcha.element}
        <Actions>
          <SubmitButton>登録する</SubmitButton>
          <Link href="/login/">すでに会員の方はこちら</Link>
        </Actions>
      </Form>
    </AccountFrame>
  );
}
