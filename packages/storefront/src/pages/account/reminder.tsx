import { isCancelled } from '@mise/api-client';
import { Form, Link, TextField } from '@mise/ui';
import { reminderSchema, SECURITY_QUESTIONS } from '@mise/validation';
import { useEffect, useState } from 'react';
import { useApi } from '../../app/context.js';
import { BackLink } from '../../navigation/useBack.js';
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
} from './shared.js';

/** The two reminders: a new password, or the forgotten username. */
type ReminderType = 'password' | 'username';

const START = { password: '/reminder/', username: '/reminder/username/' } as const;

const INVALID_LINK = 'URLが無効か、有効期限が切れています。もう一度はじめからお手続きください。';

/**
 * The request step of a reminder: the address to mail the link to. The answer is the same
 * whether or not an account has the address, so nobody learns which addresses are members.
 */
export function ReminderRequest({ route, type }: { route: RouteDef; type: ReminderType }) {
  const api = useApi();
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
            const answer = await api.reminder.request({ email: values.email.trim(), type });
            setSent(answer.message);
          } catch (error) {
            showServerError(error, helpers);
          }
        }}
      >
        <FormAlert />
        <TextField name="email" label="メールアドレス" type="email" required />
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
  const api = useApi();
  const [check, setCheck] = useState<ReminderCheck>(
    token ? { state: 'checking' } : { state: 'invalid', message: INVALID_LINK },
  );
  useEffect(() => {
    if (!token) return;
    api.reminder.check(token).then(
      (answer) => {
        if (answer.type !== type) {
          setCheck({ state: 'invalid', message: INVALID_LINK });
          return;
        }
        const question = SECURITY_QUESTIONS.find((option) => option.value === answer.question_ct);
        setCheck({ state: 'ready', question: question?.label ?? null });
      },
      (error: unknown) => {
        if (!isCancelled(error))
          setCheck({ state: 'invalid', message: serverFailure(error).message });
      },
    );
  }, [api, token, type]);
  return check;
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
