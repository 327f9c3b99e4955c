import { checkEmailVerify, requestEmailVerify, useAppDispatch } from '@mise/store';
import { Button, Form, TextField } from '@mise/ui';
import { emailCodeSchema, reminderSchema } from '@mise/validation';
import { useFormikContext } from 'formik';
import { useState } from 'react';
import { useStorefront } from '../../kit/index.js';
import {
  Actions,
  FormAlert,
  serverFailure,
  showServerError,
  SubmitButton,
} from '../../shared/page.js';
import { alertDevCode } from './shared.js';

type EmailCodeValues = { email: string; code: string };

/** The address to send the code to, and the code (the API's rule for it). */
const EMAIL_CODE_SCHEMA = reminderSchema.concat(emailCodeSchema);

/** Mails a new code to the address in the form; the answer is the same for any address. */
function ResendButton() {
  const dispatch = useAppDispatch();
  const { devCodes } = useStorefront();
  const { values, setFieldTouched, setStatus } = useFormikContext<EmailCodeValues>();
  const [sending, setSending] = useState(false);

  const resend = async () => {
    const email = values.email.trim();
    if (!(await reminderSchema.isValid({ email }))) {
      await setFieldTouched('email', true);
      return;
    }
    setSending(true);
    try {
      const answer = await dispatch(requestEmailVerify({ email })).unwrap();
      setStatus({ info: answer.message });
      alertDevCode(devCodes, answer.verifyCode);
    } catch (error) {
      setStatus({ error: serverFailure(error).message });
    } finally {
      setSending(false);
    }
  };

  return (
    <Button variant="secondary" loading={sending} onClick={() => void resend()}>
      確認コードを再送する
    </Button>
  );
}

/**
 * The mailed code of an e-mail verification for `email`, which is typed in unless the page
 * knows it for sure (`emailFixed`). A correct code makes the account a registered member and
 * logs it in.
 */
export function EmailCodeForm({
  email = '',
  emailFixed = false,
  onVerified,
}: {
  email?: string;
  emailFixed?: boolean;
  onVerified: () => Promise<void>;
}) {
  const dispatch = useAppDispatch();
  return (
    <Form<EmailCodeValues>
      initialValues={{ email, code: '' }}
      validationSchema={EMAIL_CODE_SCHEMA}
      aria-label="確認コードの入力"
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await dispatch(
            checkEmailVerify({ email: values.email.trim(), code: values.code.trim() }),
          ).unwrap();
          await onVerified();
        } catch (error) {
          showServerError(error, helpers);
        }
      }}
    >
      <FormAlert />
      {!emailFixed && <TextField name="email" label="メールアドレス" type="email" required />}
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
        <ResendButton />
      </Actions>
    </Form>
  );
}
