import { flashAdded, resetPassword, useAppDispatch } from '@mise/store';
import { Form, TextField } from '@mise/ui';
import { passwordResetSchema } from '@mise/validation';
import { useSearchParams } from 'react-router-dom';
import type { PageProps } from '../../kit/index.js';
import { ReminderCheckState, useReminderCheck } from './reminder.js';
import {
  AccountFrame,
  Actions,
  FormAlert,
  Lead,
  PageNotice,
  showServerError,
  SubmitButton,
} from '../../shared/page.js';
import { useEnterShop } from './shared.js';
import { NewPasswordFields } from './NewPasswordFields.js';

type ResetValues = { answer: string; password: string; password_confirmation: string };

const PASSWORD_RESET = 'パスワードを再設定しました';

/**
 * /reminder/reset?token=…: the answer to the security question and a new password; the new
 * password logs the member in.
 */
export function ReminderResetPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const enter = useEnterShop();
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const check = useReminderCheck(token, 'password');

  if (check.state !== 'ready') {
    return (
      <AccountFrame route={route}>
        <ReminderCheckState check={check} type="password" />
      </AccountFrame>
    );
  }
  const { question } = check;
  return (
    <AccountFrame route={route}>
      <PageNotice code="reminder-reset" />
      <Form<ResetValues>
        initialValues={{ answer: '', password: '', password_confirmation: '' }}
        validationSchema={question ? passwordResetSchema : passwordResetSchema.omit(['answer'])}
        aria-label="パスワードの再設定"
        onSubmit={async ({ answer, ...passwords }, helpers) => {
          helpers.setStatus(undefined);
          try {
            await dispatch(
              resetPassword({
                token,
                ...passwords,
                ...(question ? { answer: answer.trim() } : {}),
              }),
            ).unwrap();
            dispatch(flashAdded({ message: PASSWORD_RESET }));
            await enter('/mypage/');
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
        <NewPasswordFields />
        <Actions>
          <SubmitButton>パスワードを再設定する</SubmitButton>
        </Actions>
      </Form>
    </AccountFrame>
  );
}
