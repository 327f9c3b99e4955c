import { updateUser, useAppDispatch } from '@mise/store';
import type { MemberProfile } from '@mise/api-client';
import { Form, fromDateParts, Link, TextField, toDateParts } from '@mise/ui';
import { businessProfileSchema, consumerProfileSchema } from '@mise/validation';
import { useNavigate } from 'react-router-dom';
import { useStorefront } from '../../../kit/index.js';
import type { PageProps } from '../../../kit/index.js';
import {
  AddressFields,
  CompanyFields,
  EMPTY_BUSINESS_FIELDS,
  FormSection,
  NewsletterFields,
  PersonFields,
} from '../../../shared/member-fields.js';
import type { BusinessProfileFields, MemberProfileValues } from '../../../shared/member-fields.js';
import { usePostalLookup } from '../../../shared/postal-lookup.js';
import {
  AccountFrame,
  Actions,
  FormAlert,
  Lead,
  Pending,
  showServerError,
  SubmitButton,
  useMember,
} from '../../../shared/page.js';
import type { UserInfoSaved } from './UserInfoPage.js';

type EditValues = MemberProfileValues & {
  job: string;
  school: string;
} & Partial<BusinessProfileFields>;

/** The form's values from the member's profile as the API answers it. */
export function profileValues(user: MemberProfile, business: boolean): EditValues {
  const values: EditValues = {
    last_name: user.last_name,
    first_name: user.first_name,
    last_name_kana: user.last_name_kana,
    first_name_kana: user.first_name_kana,
    email: user.email,
    postal_code: user.postal_code,
    prefecture: user.prefecture,
    city: user.city,
    address1: user.address1,
    address2: user.address2,
    phone_number: user.phone_number,
    cell_phone_number: user.cell_phone_number,
    gender: user.gender ?? '',
    birthday: toDateParts(user.birthday),
    is_receive_newsletter: user.is_receive_newsletter,
    job: user.job,
    school: user.school,
  };
  if (!business) return values;
  const company: BusinessProfileFields = { ...EMPTY_BUSINESS_FIELDS };
  for (const key of Object.keys(company) as (keyof BusinessProfileFields)[])
    company[key] = user[key];
  return { ...values, ...company };
}

/**
 * /mypage/user_info/edit: every field of the profile for the shop's kind. A new e-mail address
 * is confirmed again: the server marks it unconfirmed and mails a code, which the profile page
 * asks for. A refused save shows the server's messages and keeps what was typed.
 */
export function UserInfoEditPage({ route }: PageProps) {
  const { theme } = useStorefront();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const lookupPostal = usePostalLookup();
  const { user, loading } = useMember();
  const business = theme.kind === 'business';

  return (
    <AccountFrame route={route} inMypage>
      {loading || !user ? (
        <Pending label="会員情報を読み込んでいます…" />
      ) : (
        <>
          <Lead>変更する項目を入力して「変更を保存する」を押してください。</Lead>
          <Form<EditValues>
            initialValues={profileValues(user, business)}
            validationSchema={business ? businessProfileSchema : consumerProfileSchema}
            aria-label="会員情報の変更"
            onSubmit={async ({ birthday, ...values }, helpers) => {
              helpers.setStatus(undefined);
              try {
                const updated = await dispatch(
                  updateUser({ ...values, birthday: fromDateParts(birthday) }),
                ).unwrap();
                const state: UserInfoSaved = {
                  saved: true,
                  emailChanged: updated.email !== user.email,
                };
                await navigate('/mypage/user_info/', { state });
              } catch (error) {
                showServerError(error, helpers);
              }
            }}
          >
            <FormAlert />
            {business && <CompanyFields />}
            <PersonFields business={business}>
              <TextField name="job" label={business ? '業種' : '職業'} optional />
              {!business && <TextField name="school" label="学校名" optional />}
            </PersonFields>
            <FormSection title="ログイン情報">
              <TextField
                name="email"
                label="メールアドレス"
                type="email"
                required
                hint="変更すると、新しいメールアドレスに確認コードをお送りします。確認が済むまでメールアドレスは未確認になります。"
              />
            </FormSection>
            <AddressFields business={business} onLookup={lookupPostal} />
            <NewsletterFields />
            <Actions>
              <SubmitButton>変更を保存する</SubmitButton>
              <Link href="/mypage/user_info/">変更せずに戻る</Link>
            </Actions>
          </Form>
        </>
      )}
    </AccountFrame>
  );
}
