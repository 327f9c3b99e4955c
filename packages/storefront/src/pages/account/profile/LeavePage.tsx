import { deleteAccount, useAppDispatch } from '@mise/store';
import { Button, Form, Link, notify, TextField } from '@mise/ui';
import type { FormSchema } from '@mise/ui';
import { reminderSchema, required } from '@mise/validation';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PageProps } from '../../../kit/index.js';
import {
  AccountFrame,
  Actions,
  Alert,
  FormAlert,
  Lead,
  LinkList,
  PageNotice,
  Pending,
  showServerError,
  SubmitButton,
  useMember,
} from '../../../shared/page.js';

type LeaveValues = { password: string };

/** What the toast says once the member has left (the session has ended by then). */
export const LEFT_MESSAGE = '退会手続きが完了しました。ご利用いただきありがとうございました。';

// Built on a @mise/validation schema: this package has no yup of its own.
const PASSWORD_SCHEMA: FormSchema = reminderSchema
  .pick([])
  .shape({ password: required('パスワード') });
const NO_PASSWORD_SCHEMA: FormSchema = reminderSchema.pick([]);

const Removed = styled(LinkList)`
  padding-left: ${({ theme }) => theme.spacing(5)};
  list-style: disc;
`;

/** The confirm step: asks once more before anything is removed. */
function ConfirmStep({ onBack }: { onBack: () => void }) {
  const { isSubmitting } = useFormikContext<LeaveValues>();
  return (
    <Alert tone="warning">
      <p>
        <strong>本当に退会しますか？</strong>
      </p>
      <p>退会すると元に戻すことはできません。</p>
      <Actions>
        <SubmitButton>退会する</SubmitButton>
        <Button variant="secondary" disabled={isSubmitting} onClick={onBack}>
          入力に戻る
        </Button>
      </Actions>
    </Alert>
  );
}

/**
 * /mypage/leave (退会): the two notices of the shop, what leaving removes, the password, then a
 * confirm step. Once the server agrees, the session has ended and the member lands on the top
 * page with a message. A wrong password brings the form back with the server's message.
 */
export function LeavePage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user, loading } = useMember();
  const [confirming, setConfirming] = useState(false);
  const hasPassword = user?.has_password ?? true;

  return (
    <AccountFrame route={route} inMypage>
      <PageNotice code="mypage-leave-index-1" />
      <Lead>退会すると、次の情報は削除され、元に戻すことはできません。</Lead>
      <Removed>
        <li>会員情報（お名前・メールアドレス・ご住所・電話番号など）</li>
        <li>お届け先、保存したクレジットカード、リスト、ブックマーク</li>
        <li>保有ポイント、閲覧履歴、商品リクエスト、メッセージ</li>
      </Removed>
      <Lead>
        ご注文の記録は会計上の理由により当店で保管いたしますが、マイページからはご覧いただけなくなります。退会後は同じメールアドレス・パスワードではログインできません。
      </Lead>
      <PageNotice code="mypage-leave-index-2" />
      {loading || !user ? (
        <Pending label="会員情報を読み込んでいます…" />
      ) : (
        <Form<LeaveValues>
          initialValues={{ password: '' }}
          validationSchema={hasPassword ? PASSWORD_SCHEMA : NO_PASSWORD_SCHEMA}
          aria-label="退会の手続き"
          onSubmit={async (values, helpers) => {
            helpers.setStatus(undefined);
            if (!confirming) {
              setConfirming(true);
              return;
            }
            try {
              await dispatch(
                deleteAccount(hasPassword ? { password: values.password } : {}),
              ).unwrap();
              notify(LEFT_MESSAGE);
              await navigate('/', { replace: true });
            } catch (error) {
              setConfirming(false);
              showServerError(error, helpers);
            }
          }}
        >
          <FormAlert />
          {hasPassword ? (
            <TextField
              name="password"
              label="パスワード"
              type="password"
              required
              autoComplete="current-password"
              width="medium"
              hint="ご本人確認のため、現在のパスワードを入力してください。"
              disabled={confirming}
            />
          ) : (
            <Lead>外部サービスでログインしているため、パスワードの入力は不要です。</Lead>
          )}
          {confirming ? (
            <ConfirmStep onBack={() => setConfirming(false)} />
          ) : (
            <Actions>
              <SubmitButton>退会の確認へ進む</SubmitButton>
              <Link href="/mypage/">マイページに戻る</Link>
            </Actions>
          )}
        </Form>
      )}
    </AccountFrame>
  );
}
