import { contactSchema } from '@mise/validation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { TextField } from './TextField.js';

// The contact form's own rules for these two fields; 備考 has none.
const schema = contactSchema.pick(['name', 'email']);

function setup(initialValues = { name: '', email: '', note: '' }) {
  const onSubmit = vi.fn();
  renderUi(
    <Formik initialValues={initialValues} validationSchema={schema} onSubmit={onSubmit}>
      <Form noValidate>
        <TextField
          name="name"
          label="お名前"
          required
          hint="全角で入力してください"
          autoComplete="name"
        />
        <TextField name="email" label="メールアドレス" type="email" required />
        <TextField name="note" label="備考" optional />
        <button type="submit">送信する</button>
      </Form>
    </Formik>,
  );
  return { user: userEvent.setup(), onSubmit };
}

describe('TextField', () => {
  it('is named by its label and shows the required and optional marks beside it', () => {
    setup();
    const name = screen.getByLabelText('お名前');
    expect(name).toHaveAttribute('type', 'text');
    expect(name).toHaveAttribute('autocomplete', 'name');
    expect(name).toHaveAttribute('aria-required', 'true');
    expect(screen.getAllByText('必須')).toHaveLength(2);
    expect(screen.getByText('任意')).toBeInTheDocument();
    expect(screen.getByLabelText('備考')).not.toHaveAttribute('aria-required');
  });

  it('ties the hint to the input', () => {
    setup();
    expect(screen.getByLabelText('お名前')).toHaveAccessibleDescription('全角で入力してください');
  });

  it('waits until the shopper leaves the field before reporting an error', async () => {
    const { user } = setup();
    const name = screen.getByLabelText('お名前');
    await user.type(name, 'yamada');
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(name).not.toHaveAttribute('aria-invalid');

    await user.tab();

    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('お名前は全角で入力してください');
    expect(name).toHaveAttribute('aria-invalid', 'true');
    expect(name.getAttribute('aria-describedby')?.split(' ')).toContain(alert.id);
    expect(name).toHaveAccessibleDescription(
      '全角で入力してください お名前は全角で入力してください',
    );
  });

  it('reports a required field left empty', async () => {
    const { user } = setup();
    await user.click(screen.getByLabelText('お名前'));
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('お名前は必須項目です');
  });

  it('carries the state classes valid, invalid and dirty', async () => {
    const { user } = setup();
    const name = screen.getByLabelText('お名前');
    expect(name).not.toHaveClass('is-valid', 'is-invalid', 'is-dirty');

    await user.type(name, 'taro');
    expect(name).toHaveClass('is-dirty');
    await user.tab();
    await screen.findByRole('alert');
    expect(name).toHaveClass('is-invalid', 'is-dirty');
    expect(name).not.toHaveClass('is-valid');

    await user.clear(name);
    await user.type(name, '山田太郎');
    await user.tab();
    await vi.waitFor(() => expect(name).toHaveClass('is-valid'));
    expect(name).not.toHaveClass('is-invalid');
    expect(name).not.toHaveAttribute('aria-invalid');
    expect(screen.queryByText('お名前は全角で入力してください')).not.toBeInTheDocument();
  });

  it('is no longer dirty once the initial value is back', async () => {
    const { user } = setup({ name: '山田', email: '', note: '' });
    const name = screen.getByLabelText('お名前');
    await user.type(name, '太郎');
    expect(name).toHaveClass('is-dirty');
    await user.type(name, '{Backspace}{Backspace}');
    expect(name).not.toHaveClass('is-dirty');
  });

  it('shows every error once the form is submitted, touched or not', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: '送信する' }));
    const alerts = await screen.findAllByRole('alert');
    expect(alerts.map((alert) => alert.textContent)).toEqual([
      'お名前は必須項目です',
      'メールアドレスは必須項目です',
    ]);
    expect(onSubmit).not.toHaveBeenCalled();
  });

  it('offers the e-mail keyboard and autofill and checks the format', async () => {
    const { user } = setup();
    const email = screen.getByLabelText('メールアドレス');
    expect(email).toHaveAttribute('type', 'email');
    expect(email).toHaveAttribute('inputmode', 'email');
    expect(email).toHaveAttribute('autocomplete', 'email');
    await user.type(email, 'taro@');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'メールアドレスはメールアドレスの形式で入力してください',
    );
  });

  it('moves between fields with Tab and back with Shift+Tab', async () => {
    const { user } = setup();
    await user.tab();
    expect(screen.getByLabelText('お名前')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('メールアドレス')).toHaveFocus();
    await user.tab();
    expect(screen.getByLabelText('備考')).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByLabelText('メールアドレス')).toHaveFocus();
  });

  it('submits what was typed', async () => {
    const { user, onSubmit } = setup();
    await user.type(screen.getByLabelText('お名前'), '山田太郎');
    await user.type(screen.getByLabelText('メールアドレス'), 'taro@example.jp');
    await user.click(screen.getByRole('button', { name: '送信する' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({
      name: '山田太郎',
      email: 'taro@example.jp',
      note: '',
    });
  });

  it('gives a number field the decimal keyboard and a number value', async () => {
    const onSubmit = vi.fn();
    renderUi(
      <Formik initialValues={{ height: '' }} onSubmit={onSubmit}>
        <Form noValidate>
          <TextField name="height" label="身長（cm）" type="number" />
          <button type="submit">保存する</button>
        </Form>
      </Formik>,
    );
    const user = userEvent.setup();
    const height = screen.getByLabelText('身長（cm）');
    expect(height).toHaveAttribute('inputmode', 'decimal');
    await user.type(height, '172.5');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ height: 172.5 });
  });
});
