import { requestReminder, selectReminderCheck, useAppDispatch, useAppSelector } from '@mise/store';
import type { ReminderType } from '@mise/store';
import { Form, Link, TextField } from '@mise/ui';
import { reminderSchema, SECURITY_QUESTIONS } from '@mise/validation';
import { useState } from 'react';
import { BackLink } from '../../navigation/use-back.js';
import { useCaptcha } from '../../shared/captcha.js';
import type { RouteDef } from '../../routes/table.js';
import {
  AccountFrame,
  Actions,
  Alert,
  FormAlert,
  PageNotice,
  Pending,
  serverFailure,
  showServerError,
  SubmitButton,
} from '../../shared/page.js';

const START = { password: '/reminder/', username: '/reminder/username/' } as const;

const INVALID_LINK = 'URLが無効か、有効期限が切れています。もう一度はじめからお手続きください。';

/**
 * The request step of a reminder: the address to mail the link to. The answer is the same
 * whether or not an account has the address, so nobody learns which addresses are members.
 */
export function ReminderRequest({ route, type }: { route: RouteDef; type: ReminderType }) {
  const dispatch = useAppDispatch();
  const captcha = useCaptcha('reminder');
  const [sent, setSent] = useState<string | null>(null);

  if (sent) {
    return (
      <AccountFrame route={route}>
        <Alert tone="success">
          <p>{sent}</p>
        </Alert>
        <Actions>
          <Link href="/login/" variant="primary">
            ログイン画面へ
          </Link>
        </Actions>
      </AccountFrame>
    );
  }
  return (
    <AccountFrame route={route}>
      <PageNotice code={type === 'password' ? 'reminder' : 'reminder-username'} />
      <Form<{ email: string }>
        initialValues={{ email: '' }}
        validationSchema={reminderSchema}
        aria-label={route.title}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            const captchaToken = await captcha.token();
            const answer = await dispatch(
              requestReminder({ email: values.email.trim(), type, captchaToken }),
            ).unwrap();
            setSent(answer.message);
          } catch (error) {
            showServerError(error, helpers);
          }
        }}
      >
        <FormAlert />
        <TextField name="email" label="メールアドレス" type="email" required />
        {captcha.element}
        <Actions>
          <SubmitButton>送信する</SubmitButton>
          <BackLink to="/login/">ログイン画面に戻る</BackLink>
        </Actions>
      </Form>
    </AccountFrame>
  );
}

type ReminderCheck =
  | { state: 'checking' }
  | { state: 'invalid'; message: string }
  /** question: the member's security question, null when the account has none. */
  | { state: 'ready'; question: string | null };

/** The link of a reminder mail (?token): still valid, and the member's security question. */
export function useReminderCheck(token: string, type: ReminderType): ReminderCheck {
  // The page's loader checked it (ACCOUNT_LOADERS).
  const result = useAppSelector(selectReminderCheck);
  if (!token) return { state: 'invalid', message: INVALID_LINK };
  // Another link's result (or none yet): this one is still being checked.
  if (result?.token !== token) return { state: 'checking' };
  if ('failure' in result)
    return { state: 'invalid', message: serverFailure(result.failure).message };
  if (result.type !== type) return { state: 'invalid', message: INVALID_LINK };
  const question = SECURITY_QUESTIONS.find((option) => option.value === result.questionCt);
  return { state: 'ready', question: question?.label ?? null };
}

/** What a reset page shows until its link is known to work. */
export function ReminderCheckState({
  check,
  type,
}: {
  check: Exclude<ReminderCheck, { state: 'ready' }>;
  type: ReminderType;
}) {
  if (check.state === 'checking') return <Pending label="URLを確認しています…" />;
  return (
    <>
      <Alert tone="error">
        <p>{check.message}</p>
      </Alert>
      <Actions>
        <Link href={START[type]} variant="primary">
          はじめから手続きする
        </Link>
      </Actions>
    </>
  );
}
