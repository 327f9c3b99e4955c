import { contactSchema } from '@mise/validation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { PhoneField } from './PhoneField.js';

function setup() {
  const onSubmit = vi.fn();
  renderUi(
    <Formik
      initialValues={{ phone: '' }}
      validationSchema={contactSchema.pick(['phone'])}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <PhoneField name="phone" label="電話番号" required hint="例：03-1234-5678" />
        <button type="submit">送信する</button>
      </Form>
    </Formik>,
  );
  return { user: userEvent.setup(), onSubmit, input: screen.getByLabelText('電話番号') };
}

describe('PhoneField', () => {
  it('offers the phone keypad and the saved number', () => {
    const { input } = setup();
    expect(input).toHaveAttribute('type', 'tel');
    expect(input).toHaveAttribute('inputmode', 'tel');
    expect(input).toHaveAttribute('autocomplete', 'tel');
    expect(input).toHaveAccessibleDescription('例：03-1234-5678');
  });

  it('reports a number in the wrong format after blur', async () => {
    const { user, input } = setup();
    await user.type(input, '03-12');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      '電話番号は電話番号のフォーマットで入力してください',
    );
    expect(input).toHaveAttribute('aria-invalid', 'true');
    expect(input).toHaveAccessibleDescription(
      '例：03-1234-5678 電話番号は電話番号のフォーマットで入力してください',
    );
  });

  it('makes full-width digits and hyphens half-width', async () => {
    const { user, input, onSubmit } = setup();
    await user.type(input, '０９０ー１２３４－５６７８');
    await user.tab();
    expect(input).toHaveValue('090-1234-5678');
    await vi.waitFor(() => expect(input).toHaveClass('is-valid'));
    await user.click(screen.getByRole('button', { name: '送信する' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ phone: '090-1234-5678' });
  });

  it('reports a required number left empty', async () => {
    const { user } = setup();
    await user.click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('電話番号は必須項目です');
  });
});
