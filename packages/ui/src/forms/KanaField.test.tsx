import { contactSchema } from '@mise/validation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { KanaField } from './KanaField.js';

function setup() {
  const onSubmit = vi.fn();
  renderUi(
    <Formik
      initialValues={{ name_kana: '' }}
      validationSchema={contactSchema.pick(['name_kana'])}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <KanaField name="name_kana" label="フリガナ" required placeholder="ヤマダ タロウ" />
        <button type="submit">送信する</button>
      </Form>
    </Formik>,
  );
  return { user: userEvent.setup(), onSubmit, input: screen.getByLabelText('フリガナ') };
}

describe('KanaField', () => {
  it('is a text input named by its label, marked 必須', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'text');
    expect(input).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('必須')).toBeInTheDocument();
  });

  it('reports letters that are not katakana after blur', async () => {
    const { user, input } = setup();
    await user.type(input, 'yamada');
    await user.tab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('フリガナは全角カタカナで入力してください');
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAttribute('aria-describedby', alert.id);
    expect(input).toHaveClass('is-invalid', 'is-dirty');
  });

  it('turns hiragana into katakana when the shopper leaves the field', async () => {
    const { user, input, onSubmit } = setup();
    await user.type(input, 'やまだ　たろう');
    await user.tab();
    expect(input).toHaveValue('ヤマダ　タロウ');
    await vi.waitFor(() => expect(input).toHaveClass('is-valid'));
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: '送信する' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ name_kana: 'ヤマダ　タロウ' });
  });

  it('turns half-width katakana into full-width', async () => {
    const { user, input } = setup();
    await user.type(input, 'ﾔﾏﾀﾞ ﾊﾅｺ');
    await user.tab();
    expect(input).toHaveValue('ヤマダ ハナコ');
    await vi.waitFor(() => expect(input).toHaveClass('is-valid'));
  });

  it('reports an empty reading after blur', async () => {
    const { user, input } = setup();
    await user.click(input);
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('フリガナは必須項目です');
  });
});
