import { addressSchema, BUSINESS_PAYMENT_OPTIONS, businessContactSchema } from '@mise/validation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { Form } from './Form.js';
import { RadioGroup } from './RadioGroup.js';
import { TextField } from './TextField.js';

describe('Form', () => {
  it('turns the browser bubbles off and names the form', () => {
    renderUi(
      <Form initialValues={{ city: '' }} onSubmit={vi.fn()} aria-label="お届け先">
        <TextField name="city" label="市区町村" required />
      </Form>,
    );
    const form = screen.getByRole('form', { name: 'お届け先' });
    expect(form).toHaveAttribute('novalidate');
  });

  it('submits the values once the schema passes', async () => {
    const onSubmit = vi.fn();
    renderUi(
      <Form
        initialValues={{ city: '', address1: '' }}
        validationSchema={addressSchema.pick(['city', 'address1'])}
        onSubmit={onSubmit}
      >
        <TextField name="city" label="市区町村" required />
        <TextField name="address1" label="丁目・番地・号" required />
        <button type="submit">保存する</button>
      </Form>,
    );
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('市区町村'), '千代田区');
    await user.type(screen.getByLabelText('丁目・番地・号'), '千代田1-1');
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ city: '千代田区', address1: '千代田1-1' });
  });

  it('takes focus to the first wrong field after a failed submit', async () => {
    renderUi(
      <Form
        initialValues={{ city: '千代田区', address1: '' }}
        validationSchema={addressSchema.pick(['city', 'address1'])}
        onSubmit={vi.fn()}
      >
        <TextField name="city" label="市区町村" required />
        <TextField name="address1" label="丁目・番地・号" required />
        <button type="submit">保存する</button>
      </Form>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '保存する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('丁目・番地・号は必須項目です');
    await vi.waitFor(() => expect(screen.getByLabelText('丁目・番地・号')).toHaveFocus());
  });

  it('focuses the first radio of a wrong group', async () => {
    renderUi(
      <Form
        initialValues={{ payment: '' }}
        validationSchema={businessContactSchema.pick(['payment'])}
        onSubmit={vi.fn()}
      >
        <RadioGroup
          name="payment"
          label="お支払い方法"
          required
          options={BUSINESS_PAYMENT_OPTIONS}
        />
        <button type="submit">送信する</button>
      </Form>,
    );
    await userEvent.setup().click(screen.getByRole('button', { name: '送信する' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('お支払い方法を選択してください');
    await vi.waitFor(() => expect(screen.getByLabelText('銀行振込（前払い）')).toHaveFocus());
  });
});
