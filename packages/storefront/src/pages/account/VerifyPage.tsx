import { checkEmailVerify, flashAdded, requestEmailVerify, useAppDispatch } from '@mise/store';
import { Button, Form, Link, TextField } from '@mise/ui';
import { emailCodeSchema } from '@mise/validation';
import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { useStorefront } from '../../kit/index.js';
import type { PageProps } from '../../kit/index.js';
import {
  AccountFrame,
  Actions,
  Alert,
  FormAlert,
  Lead,
  PageNotice,
  Pending,
  serverFailure,
  showServerError,
  Stack,
  SubmitButton,
  useMember,
} from '../../shared/page.js';
import { alertDevCode } from './shared.js';

type CodeValues = { code: string };

const VERIFIED = 'メールアドレスの確認が完了しました';

/**
 * /verify: a logged-in member confirms the e-mail address (the shop may require it before
 * anything else): a code is mailed on request and entered here.
 */
export function VerifyPage({ route }: PageProps) {
  const { devCodes } = useStorefront();
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { user, loading } = useMember();
  const [sending, setSending] = useState(false);
  const [sent, setSent] = useState<{ tone: 'success' | 'error'; message: string } | null>(null);

  const send = async () => {
    setSending(true);
    try {
      const answer = await dispatch(requestEmailVerify()).unwrap();
      setSent({ tone: 'success', message: answer.message });
      alertDevCode(devCodes, answer.verifyCode);
    } catch (error) {
      setSent({ tone: 'error', message: serverFailure(error).message });
    } finally {
      setSending(false);
    }
  };

  if (loading) {
    return (
      <AccountFrame route={route}>
        <Pending label="会員情報を読み込んでいます…" />
      </AccountFrame>
    );
  }
  if (user?.is_email_verified) {
    return (
      <AccountFrame route={route}>
        <Alert tone="success">
          <p>メールアドレス（{user.email}）の確認は完了しています。</p>
        </Alert>
        <Actions>
          <Link href="/mypage/" variant="primary">
            マイページへ
          </Link>
        </Actions>
      </AccountFrame>
    );
  }
  return (
    <AccountFrame route={route}>
      <Stack>
        <Lead>
          ご登録のメールアドレス{user ? `（${user.email}）` : ''}
          に確認コードをお送りします。メールに記載の確認コードを入力して、メールアドレスの確認を完了してください。
        </Lead>
        <Actions>
          <Button variant="secondary" loading={sending} onClick={() => void send()}>
            {sent ? '確認コードを再送する' : '確認コードを送信する'}
          </Button>
        </Actions>
        {sent && (
          <Alert tone={sent.tone}>
            <p>{sent.message}</p>
          </Alert>
        )}
        {sent?.tone === 'success' && <PageNotice code="mypage-mail-verify" />}
      </Stack>
      <Form<CodeValues>
        initialValues={{ code: '' }}
        validationSchema={emailCodeSchema}
        aria-label="確認コードの入力"
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            await dispatch(checkEmailVerify({ code: values.code.trim() })).unwrap();
            dispatch(flashAdded({ message: VERIFIED }));
            await navigate('/mypage/', { replace: true });
          } catch (error) {
            showServerError(error, helpers);
          }
        }}
      >
        <FormAlert />
        <TextField
          name="code"
          label="確認コード"
          required
          autoComplete="one-time-code"
          inputMode="numeric"
          width="short"
        />
        <Actions>
          <SubmitButton>確認する</SubmitButton>
          <Link href="/mypage/logout/">ログアウト</Link>
        </Actions>
      </Form>
    </AccountFrame>
  );
}
