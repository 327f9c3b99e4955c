import {
  BUSINESS_DELIVERY_OPTIONS,
  businessContactSchema,
  consumerProfileSchema,
  GENDERS,
} from '@mise/validation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { RadioGroup } from './RadioGroup.js';

function setup(delivery = '') {
  const onSubmit = vi.fn();
  renderUi(
    <Formik
      initialValues={{ delivery }}
      validationSchema={businessContactSchema.pick(['delivery'])}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <button type="button">前へ</button>
        <RadioGroup name="delivery" label="納品方法" required options={BUSINESS_DELIVERY_OPTIONS} />
        <button type="submit">送信する</button>
      </Form>
    </Formik>,
  );
  return {
    user: userEvent.setup(),
    onSubmit,
    group: screen.getByRole('radiogroup', { name: '納品方法' }),
  };
}

describe('RadioGroup', () => {
  it('is a radio group named by its legend, with a labelled radio per option', () => {
    const { group } = setup();
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAttribute('aria-required', 'true');
    expect(within(group).getByText('必須')).toBeInTheDocument();
    expect(
      within(group)
        .getAllByRole('radio')
        .map((radio) => radio.getAttribute('value')),
    ).toEqual(['wholesale_pickup', 'store_direct', 'customer_direct']);
    expect(screen.getByLabelText('店舗直送')).not.toBeChecked();
  });

  it('is reached by Tab once and changed with the arrow keys', async () => {
    const { user, onSubmit } = setup();
    await user.click(screen.getByRole('button', { name: '前へ' }));
    await user.tab();
    expect(screen.getByLabelText('問屋引き取り')).toHaveFocus();

    await user.keyboard('{ArrowDown}');
    expect(screen.getByLabelText('店舗直送')).toHaveFocus();
    expect(screen.getByLabelText('店舗直送')).toBeChecked();
    await user.keyboard('{ArrowRight}');
    expect(screen.getByLabelText('お客様直送')).toBeChecked();
    await user.keyboard('{ArrowDown}');
    expect(screen.getByLabelText('問屋引き取り')).toBeChecked();
    await user.keyboard('{ArrowUp}');
    expect(screen.getByLabelText('お客様直送')).toBeChecked();

    await user.tab();
    expect(screen.getByRole('button', { name: '送信する' })).toHaveFocus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ delivery: 'customer_direct' });
  });

  it('lands on the chosen radio when tabbed into', async () => {
    const { user } = setup('store_direct');
    await user.click(screen.getByRole('button', { name: '前へ' }));
    await user.tab();
    expect(screen.getByLabelText('店舗直送')).toHaveFocus();
  });

  it('reports nothing chosen once focus leaves the group', async () => {
    const { user, group } = setup();
    await user.click(screen.getByRole('button', { name: '前へ' }));
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('納品方法を選択してください');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAttribute('aria-describedby', alert.id);
    expect(group).toHaveClass('is-invalid');
  });

  it('selects with a click on the label and marks the group valid and dirty', async () => {
    const { user, group } = setup();
    await user.click(screen.getByText('問屋引き取り'));
    expect(screen.getByLabelText('問屋引き取り')).toBeChecked();
    await user.tab();
    await vi.waitFor(() => expect(group).toHaveClass('is-valid', 'is-dirty'));
  });

  it('keeps numeric codes as numbers', async () => {
    const onSubmit = vi.fn();
    renderUi(
      <Formik
        initialValues={{ gender: '' }}
        validationSchema={consumerProfileSchema.pick(['gender'])}
        onSubmit={onSubmit}
      >
        <Form noValidate>
          <RadioGroup name="gender" label="性別" optional inline options={GENDERS} />
          <button type="submit">保存する</button>
        </Form>
      </Formik>,
    );
    const user = userEvent.setup();
    expect(screen.getByRole('radiogroup', { name: '性別' })).not.toHaveAttribute('aria-required');
    expect(screen.getByText('任意')).toBeInTheDocument();
    await user.click(screen.getByLabelText('女性'));
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ gender: 2 });
  });
});
