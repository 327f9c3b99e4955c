import { useAppDispatch, useAppStore, verifyLogin } from '@mise/store';
import type { LoginOutcome } from '@mise/store';
import { Button, Form, Link, TextField } from '@mise/ui';
import { loginCodeSchema } from '@mise/validation';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useStorefront } from '../../kit/index.js';
import {
  Actions,
  Alert,
  FormAlert,
  Lead,
  showServerError,
  SubmitButton,
} from '../../shared/page.js';
import { alertDevCode, loginTarget, useEnterShop } from './shared.js';

/**
 * What follows a login answer, shared by the password login, the login with another shop's
 * account and the OpenID Connect callback: the member goes on, or enters the mailed code
 * (MFA), or is told to confirm the e-mail address first.
 */
type LoginStep =
  { kind: 'credentials' } | { kind: 'verify' } | { kind: 'notRegistered'; warning: string };

const NOT_REGISTERED =
  'メールアドレスの確認が完了していません。お送りした確認コードでメールアドレスの確認を完了してください。';

export function useLoginFlow() {
  const { devCodes } = useStorefront();
  const store = useAppStore();
  const enter = useEnterShop();
  const [params] = useSearchParams();
  const [step, setStep] = useState<LoginStep>({ kind: 'credentials' });

  const settle = async (outcome: LoginOutcome) => {
    const { auth } = store.getState();
    if (outcome === 'logged_in') {
      await enter(loginTarget(params.get('re')));
    } else if (outcome === 'verify') {
      alertDevCode(devCodes, auth.verifyCode);
      setStep({ kind: 'verify' });
    } else {
      setStep({ kind: 'notRegistered', warning: auth.warning ?? NOT_REGISTERED });
    }
  };
  return { step, settle, restart: () => setStep({ kind: 'credentials' }) };
}

type CodeValues = { verify_code: string };

/** The second step of a two-step login: the code mailed to the member. */
export function MfaStep({
  onSettled,
  onCancel,
}: {
  onSettled: (outcome: LoginOutcome) => Promise<void>;
  onCancel: () => void;
}) {
  const dispatch = useAppDispatch();
  return (
    <Form<CodeValues>
      initialValues={{ verify_code: '' }}
      validationSchema={loginCodeSchema}
      aria-label="認証コードの入力"
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await onSettled(await dispatch(verifyLogin(values.verify_code.trim())).unwrap());
        } catch (error) {
          showServerError(error, helpers);
        }
      }}
    >
      <Lead>
        ご登録のメールアドレスに認証コードをお送りしました。メールに記載の認証コードを入力してください。
      </Lead>
      <FormAlert />
      <TextField
        name="verify_code"
        label="認証コード"
        required
        autoComplete="one-time-code"
        inputMode="numeric"
        width="short"
      />
      <Actions>
        <SubmitButton>認証する</SubmitButton>
        <Button variant="ghost" onClick={onCancel}>
          ログイン画面に戻る
        </Button>
      </Actions>
    </Form>
  );
}

/** A member who has not confirmed the address yet: the way to the code form (and a new code). */
export function NotRegisteredNotice({ warning, email }: { warning: string; email?: string }) {
  const query = email?.includes('@') ? `?email=${encodeURIComponent(email)}` : '';
  return (
    <Alert tone="warning">
      <p>{warning}</p>
      <p>
        <Link href={`/verify/email/${query}`}>確認コードを入力する・再送する</Link>
      </p>
    </Alert>
  );
}

/** The login id and password fields, the same on every login form. */
export function CredentialFields() {
  return (
    <>
      <TextField
        name="login_id"
        label="メールアドレスまたはユーザー名"
        required
        autoComplete="username"
      />
      <TextField
        name="password"
        label="パスワード"
        type="password"
        required
        autoComplete="current-password"
      />
    </>
  );
}
