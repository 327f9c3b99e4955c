import { fetchUser, useAppDispatch } from '@mise/store';
import type { MemberProfile } from '@mise/api-client';
import { formatDate, formatPostalCode, Link } from '@mise/ui';
import { GENDERS, NEWSLETTER_OPTIONS } from '@mise/validation';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { useStorefront } from '../../../kit/index.js';
import type { PageProps } from '../../../kit/index.js';
import { EmailCodeForm } from '../EmailCodeForm.js';
import {
  AccountFrame,
  Actions,
  Alert,
  Lead,
  PageNotice,
  Pending,
  useMember,
} from '../../../shared/page.js';
import { Facts, Section } from '../../../shared/sections.js';

/** What the edit screen hands over when it moves here after saving. */
export type UserInfoSaved = { saved?: boolean; emailChanged?: boolean };

const Unverified = styled.span`
  margin-left: ${({ theme }) => theme.spacing(2)};
  color: ${({ theme }) => theme.colors.warning};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const labelOf = (options: readonly { value: number; label: string }[], value: number | null) =>
  options.find((option) => option.value === value)?.label ?? '未登録';

const orNone = (value: string | null | undefined) => (value ? value : '未登録');

/** A row of the profile: label and value (未登録 when empty). */
function Fact({ label, children }: { label: string; children: string | React.ReactNode }) {
  return (
    <>
      <dt>{label}</dt>
      <dd>{typeof children === 'string' ? orNone(children) : children}</dd>
    </>
  );
}

function ProfileFacts({ user, business }: { user: MemberProfile; business: boolean }) {
  const address = [user.prefecture, user.city, user.address1, user.address2]
    .filter(Boolean)
    .join(' ');
  return (
    <>
      {business && (
        <Section aria-labelledby="user-info-company">
          <h2 id="user-info-company">会社情報</h2>
          <Facts>
            <Fact label="会社名">{user.company_name}</Fact>
            <Fact label="部署名・役職">{user.department}</Fact>
            <Fact label="発注者名">{user.orderer_name}</Fact>
          </Facts>
        </Section>
      )}
      <Section aria-labelledby="user-info-person">
        <h2 id="user-info-person">{business ? 'ご担当者様' : 'お客様情報'}</h2>
        <Facts>
          <Fact label="会員番号">{user.code}</Fact>
          <Fact label="お名前">{`${user.last_name} ${user.first_name}`.trim()}</Fact>
          <Fact label="フリガナ">{`${user.last_name_kana} ${user.first_name_kana}`.trim()}</Fact>
          <Fact label="性別">{labelOf(GENDERS, user.gender)}</Fact>
          <Fact label="生年月日">{user.birthday ? formatDate(user.birthday) : ''}</Fact>
          <Fact label={business ? '業種' : '職業'}>{user.job}</Fact>
          {!business && <Fact label="学校名">{user.school}</Fact>}
        </Facts>
      </Section>
      <Section aria-labelledby="user-info-login">
        <h2 id="user-info-login">ログイン情報</h2>
        <Facts>
          <Fact label="メールアドレス">
            <>
              {user.email}
              {!user.is_email_verified && <Unverified>（未確認）</Unverified>}
            </>
          </Fact>
          <Fact label="ユーザー名">{user.username ?? ''}</Fact>
          <Fact label="パスワード">
            <Link href="/mypage/password/">パスワードを変更する</Link>
          </Fact>
        </Facts>
      </Section>
      <Section aria-labelledby="user-info-address">
        <h2 id="user-info-address">ご住所・連絡先</h2>
        <Facts>
          <Fact label="郵便番号">{user.postal_code ? formatPostalCode(user.postal_code) : ''}</Fact>
          <Fact label="ご住所">{address}</Fact>
          <Fact label="電話番号">{user.phone_number}</Fact>
          <Fact label="携帯電話番号">{user.cell_phone_number}</Fact>
          {business && <Fact label="連絡先電話番号">{user.contact_phone_number}</Fact>}
          {business && <Fact label="FAX番号">{user.fax}</Fact>}
        </Facts>
      </Section>
      <Section aria-labelledby="user-info-newsletter">
        <h2 id="user-info-newsletter">メールマガジン</h2>
        <Facts>
          <Fact label="メールマガジン">
            {labelOf(NEWSLETTER_OPTIONS, user.is_receive_newsletter)}
          </Fact>
        </Facts>
      </Section>
    </>
  );
}

/**
 * /mypage/user_info: every field of the member's profile for the shop's kind. An address not
 * confirmed yet (after a change) shows the mypage-mail-verify notice and the code form.
 */
export function UserInfoPage({ route }: PageProps) {
  const { theme } = useStorefront();
  const dispatch = useAppDispatch();
  const { user, loading } = useMember();
  const saved = (useLocation().state ?? {}) as UserInfoSaved;
  const business = theme.kind === 'business';

  return (
    <AccountFrame route={route} inMypage>
      {saved.saved && (
        <Alert tone="success">
          <p>会員情報を変更しました。</p>
          {saved.emailChanged && (
            <p>
              新しいメールアドレスに確認コードをお送りしました。確認コードを入力して、メールアドレスの確認を完了してください。
            </p>
          )}
        </Alert>
      )}
      {loading || !user ? (
        <Pending label="会員情報を読み込んでいます…" />
      ) : (
        <>
          {!user.is_email_verified && (
            <Section aria-labelledby="user-info-verify">
              <h2 id="user-info-verify">メールアドレスの確認</h2>
              <PageNotice code="mypage-mail-verify" />
              <Lead>
                {user.email} の確認が完了していません。メールに記載の確認コードを入力してください。
              </Lead>
              <EmailCodeForm
                email={user.email}
                emailFixed
                onVerified={async () => {
                  await dispatch(fetchUser());
                }}
              />
            </Section>
          )}
          <ProfileFacts user={user} business={business} />
          <Actions>
            <Link href="/mypage/user_info/edit/" variant="primary">
              会員情報を変更する
            </Link>
            <Link href="/mypage/leave/" variant="secondary">
              退会する
            </Link>
            <Link href="/mypage/">マイページに戻る</Link>
          </Actions>
        </>
      )}
    </AccountFrame>
  );
}
