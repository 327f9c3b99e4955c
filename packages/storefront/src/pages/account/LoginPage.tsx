import { login, useAppDispatch } from '@mise/store';
import { Form, Link } from '@mise/ui';
import { loginSchema } from '@mise/validation';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../kit/index.js';
import { useCaptcha } from '../../shared/captcha.js';
import { CredentialFields, MfaStep, NotRegisteredNotice, useLoginFlow } from './login-flow.js';
import { OauthButtons } from './OauthButtons.js';
import {
  AccountFrame,
  Actions,
  Alert,
  FormAlert,
  LinkList,
  showServerError,
  Stack,
  SubmitButton,
} from '../../shared/page.js';

type LoginValues = { login_id: string; password: string };

const SESSION_EXPIRED = 'ログインの有効期限が切れました。もう一度ログインしてください。';

/**
 * /login: e-mail address or username and password, then the member goes on (to `re`, a stored
 * back target or my page), enters the mailed code, or confirms the address first. /login/?re=1
 * is where an expired session lands.
 */
export function LoginPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const { step, settle, restart } = useLoginFlow();
  const [loginId, setLoginId] = useState('');
  const captcha = useCaptcha('login');

  if (step.kind === 'verify') {
    return (
      <AccountFrame route={route}>
        <MfaStep onSettled={settle} onCancel={restart} />
      </AccountFrame>
    );
  }
  return (
    <AccountFrame route={route}>
      {params.get('re') === '1' && (
        <Alert tone="info">
          <p>{SESSION_EXPIRED}</p>
        </Alert>
      )}
      {step.kind === 'notRegistered' && (
        <NotRegisteredNotice warning={step.warning} email={loginId} />
      )}
      <Form<LoginValues>
        initialValues={{ login_id: '', password: '' }}
        validationSchema={loginSchema}
        aria-label="ログイン"
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          setLoginId(values.login_id.trim());
          try {
            const captchaToken = await captcha.token();
            await settle(await dispatch(login({ ...values, captchaToken })).unwrap());
          } catch (error) {
            showServerError(error, helpers);
          }
        }}
      >
        <FormAlert />
        <CredentialFields />
        {captcha.element}
        <Actions>
          <SubmitButton>ログイン</SubmitButton>
        </Actions>
      </Form>
      <OauthButtons />
      <Stack>
        <LinkList>
          <li>
            <Link href="/reminder/">パスワードをお忘れの方</Link>
          </li>
          <li>
            <Link href="/reminder/username/">ユーザー名をお忘れの方</Link>
          </li>
          <li>
            <Link href="/login_sync/">他ショップのアカウントでログイン</Link>
          </li>
        </LinkList>
        <Actions>
          <Link href="/register/" variant="secondary">
            はじめての方（会員登録）
          </Link>
        </Actions>
      </Stack>
    </AccountFrame>
  );
}
