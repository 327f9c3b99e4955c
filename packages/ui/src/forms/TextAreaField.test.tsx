import { productReviewSchema } from '@mise/validation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { TextAreaField } from './TextAreaField.js';

function setup(body = '') {
  const onSubmit = vi.fn();
  renderUi(
    <Formik
      initialValues={{ body }}
      validationSchema={productReviewSchema.pick(['body'])}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <TextAreaField name="body" label="レビュー本文" required maxLength={1000} />
        <button type="submit">投稿する</button>
      </Form>
    </Formik>,
  );
  return { user: userEvent.setup(), onSubmit, textarea: screen.getByLabelText('レビュー本文') };
}

describe('TextAreaField', () => {
  it('is a text area named by its label, marked 必須, with a counter', () => {
    const { textarea } = setup();
    expect(textarea.tagName).toBe('TEXTAREA');
    expect(textarea).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('0/1000')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('1000文字中0文字');
  });

  it('counts characters as they are typed, new lines included', async () => {
    const { user, textarea, onSubmit } = setup();
    await user.type(textarea, 'とても良い{Enter}また買います');
    expect(screen.getByText('12/1000')).toBeInTheDocument();
    expect(textarea).toHaveAccessibleDescription('1000文字中12文字');
    await user.click(screen.getByRole('button', { name: '投稿する' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ body: 'とても良い\nまた買います' });
  });

  it('lets the text run over and reports the limit after blur', async () => {
    const { user, textarea } = setup('あ'.repeat(1000));
    expect(screen.getByText('1000/1000')).toBeInTheDocument();
    await user.type(textarea, 'い');
    expect(screen.getByText('1001/1000')).toBeInTheDocument();
    await user.tab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('レビュー本文は1000文字以内で入力してください');
    expect(textarea).toHaveAttribute('aria-invalid', 'true');
    expect(textarea).toHaveAccessibleDescription(
      '1000文字中1001文字 レビュー本文は1000文字以内で入力してください',
    );
  });

  it('reports an empty text after blur', async () => {
    const { user, textarea } = setup();
    await user.click(textarea);
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('レビュー本文は必須項目です');
    expect(textarea).toHaveClass('is-invalid');
  });

  it('has no counter without a limit', () => {
    renderUi(
      <Formik initialValues={{ memo: '' }} onSubmit={vi.fn()}>
        <Form noValidate>
          <TextAreaField name="memo" label="メモ" />
        </Form>
      </Formik>,
    );
    expect(screen.queryByText('0/1000')).not.toBeInTheDocument();
    expect(screen.getByLabelText('メモ')).not.toHaveAttribute('aria-describedby');
  });
});
