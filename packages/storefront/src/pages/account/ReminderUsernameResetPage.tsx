import { revealUsername, useAppDispatch } from '@mise/store';
import { Form, Link, TextField } from '@mise/ui';
import { passwordResetSchema } from '@mise/validation';
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PageProps } from '../../kit/index.js';
import { ReminderCheckState, useReminderCheck } from './reminder.js';
import {
  AccountFrame,
  Actions,
  Alert,
  FormAlert,
  Lead,
  PageNotice,
  showServerError,
  SubmitButton,
} from '../../shared/page.js';

const ANSWER_SCHEMA = passwordResetSchema.pick(['answer']);

type Found = { username: string | null; email: string };

const Username = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  color: ${({ theme }) => theme.colors.text};
`;

/** /reminder/username/reset?token=…: the answer to the security question shows the username. */
export function ReminderUsernameResetPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useReminderCheck(token, 'username');
  const [found, setFound] = useState<Found | null>(null);

  if (found) {
    return (
      <AccountFrame route={route}>
        <PageNotice code="reminder-username-confirm" />
        {found.username ? (
          <Alert tone="success">
            <p>ご登録のユーザー名</p>
            <Username>{found.username}</Username>
          </Alert>
        ) : (
          <Alert tone="info">
            <p>
              ユーザー名は登録されていません。メールアドレス（{found.email}
              ）でログインしてください。
            </p>
          </Alert>
        )}
        <Actions>
          <Link href="/login/" variant="primary">
            ログイン画面へ
          </Link>
        </Actions>
      </AccountFrame>
    );
  }
  if (check.state !== 'ready') {
    return (
      <AccountFrame route={route}>
        <ReminderCheckState check={check} type="username" />
      </AccountFrame>
    );
  }
  const { question } = check;
  return (
    <AccountFrame route={route}>
      <PageNotice code="reminder-username-reset" />
      <Form<{ answer: string }>
        initialValues={{ answer: '' }}
        validationSchema={question ? ANSWER_SCHEMA : undefined}
        aria-label="ご本人確認"
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            setFound(
              await dispatch(revealUsername({ token, answer: values.answer.trim() })).unwrap(),
            );
          } catch (error) {
            showServerError(error, helpers);
          }
        }}
      >
        <FormAlert />
        {question && (
          <>
            <Lead>秘密の質問：{question}</Lead>
            <TextField name="answer" label="秘密の質問の答え" required autoComplete="off" />
          </>
        )}
        <Actions>
          <SubmitButton>ユーザー名を確認する</SubmitButton>
        </Actions>
      </Form>
    </AccountFrame>
  );
}
