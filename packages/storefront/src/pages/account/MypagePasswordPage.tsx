import { changePassword, flashAdded, useAppDispatch } from '@mise/store';
import { Form, TextField } from '@mise/ui';
import { passwordChangeSchema } from '@mise/validation';
import { BackLink } from '../../navigation/use-back.js';
import type { PageProps } from '../../kit/index.js';
import {
  AccountFrame,
  Actions,
  FormAlert,
  showServerError,
  SubmitButton,
} from '../../shared/page.js';
import { NewPasswordFields } from './NewPasswordFields.js';

type PasswordValues = { current_password: string; password: string; password_confirmation: string };

const EMPTY: PasswordValues = { current_password: '', password: '', password_confirmation: '' };

const PASSWORD_CHANGED = 'パスワードを変更しました';

/** /mypage/password: the current password and a new one; other sessions of the member end. */
export function MypagePasswordPage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  return (
    <AccountFrame route={route} inMypage>
      <Form<PasswordValues>
        initialValues={EMPTY}
        validationSchema={passwordChangeSchema}
        aria-label="パスワードの変更"
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            await dispatch(changePassword(values)).unwrap();
            dispatch(flashAdded({ message: PASSWORD_CHANGED }));
            // Passwords do not stay on screen once they are saved.
            helpers.resetForm();
          } catch (error) {
            showServerError(error, helpers);
          }
        }}
      >
        <FormAlert />
        <TextField
          name="current_password"
          label="現在のパスワード"
          type="password"
          required
          autoComplete="current-password"
          width="medium"
        />
        <NewPasswordFields />
        <Actions>
          <SubmitButton>変更する</SubmitButton>
          <BackLink to="/mypage/">マイページに戻る</BackLink>
        </Actions>
      </Form>
    </AccountFrame>
  );
}
