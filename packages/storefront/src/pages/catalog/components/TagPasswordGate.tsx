import { unlockTag, useAppDispatch } from '@mise/store';
import { AppNavigationContext, Form, Heading, TextField } from '@mise/ui';
import { tagPasswordSchema } from '@mise/validation';
import { useContext } from 'react';
import { styled } from 'styled-components';
import { island } from '../../../kit/index.js';
import { FormAlert, showServerError, SubmitButton } from '../../../shared/page.js';

const Box = styled.section`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(4)};
  max-width: ${({ theme }) => theme.spacing(120)};
  padding: ${({ theme }) => theme.spacing(6)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};

  p {
    margin: 0;
  }
`;

type Values = { password: string };

/**
 * The list of a password-protected tag before it is unlocked: the password form. The right
 * password keeps the tag's token for the session (a cookie) and opens the list; a wrong one
 * shows the API's message and keeps what was typed.
 */
function TagPasswordGateContent({ tag, name }: { tag: string; name: string }) {
  const dispatch = useAppDispatch();
  const navigate = useContext(AppNavigationContext);
  return (
    <Box aria-labelledby="tag-password-heading">
      <Heading level={2} id="tag-password-heading">
        パスワードの入力
      </Heading>
      <p>「{name}」の商品をご覧いただくには、パスワードを入力してください。</p>
      <Form<Values>
        aria-label="タグのパスワード"
        initialValues={{ password: '' }}
        validationSchema={tagPasswordSchema}
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            await dispatch(unlockTag({ tag, password: values.password })).unwrap();
          } catch (error) {
            showServerError(error, helpers);
            return;
          }
          // The list again, now with the tag's token (loaded again, or a page load without the app).
          const here = `${window.location.pathname}${window.location.search}`;
          if (navigate) navigate(here);
          else window.location.assign(here);
        }}
      >
        <FormAlert />
        <TextField
          name="password"
          type="password"
          label="パスワード"
          autoComplete="off"
          maxLength={100}
          required
        />
        <SubmitButton>商品を見る</SubmitButton>
      </Form>
    </Box>
  );
}

export const TagPasswordGate = island('tagPassword', TagPasswordGateContent);
