import { addressSchema, messages } from '@mise/validation';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { CheckboxField } from './CheckboxField.js';

describe('CheckboxField', () => {
  function setupDefault() {
    const onSubmit = vi.fn();
    renderUi(
      <Formik
        initialValues={{ is_default: false }}
        validationSchema={addressSchema.pick(['is_default'])}
        onSubmit={onSubmit}
      >
        <Form noValidate>
          <CheckboxField
            name="is_default"
            label="いつもの配送先にする"
            hint="次回から最初に選ばれます"
          />
          <button type="submit">保存する</button>
        </Form>
      </Formik>,
    );
    return {
      user: userEvent.setup(),
      onSubmit,
      box: screen.getByRole('checkbox', { name: 'いつもの配送先にする' }),
    };
  }

  // No shared schema has a consent box; the message is the shared "required" one.
  const agreement = (values: { agree: boolean }) =>
    values.agree ? {} : { agree: messages.required('利用規約への同意') };

  function setupRequired() {
    const onSubmit = vi.fn();
    renderUi(
      <Formik initialValues={{ agree: false }} validate={agreement} onSubmit={onSubmit}>
        <Form noValidate>
          <CheckboxField name="agree" label="利用規約に同意する" required />
          <button type="submit">登録する</button>
        </Form>
      </Formik>,
    );
    return { user: userEvent.setup(), onSubmit, box: screen.getByLabelText('利用規約に同意する') };
  }

  it('is a checkbox named by its label, with its hint as description', () => {
    const { box } = setupDefault();
    expect(box).not.toBeChecked();
    expect(box).toHaveAccessibleDescription('次回から最初に選ばれます');
  });

  it('toggles with Space and holds a boolean', async () => {
    const { user, box, onSubmit } = setupDefault();
    await user.tab();
    expect(box).toHaveFocus();
    await user.keyboard(' ');
    expect(box).toBeChecked();
    expect(box).toHaveClass('is-dirty');
    await user.keyboard(' ');
    expect(box).not.toBeChecked();
    expect(box).not.toHaveClass('is-dirty');
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ is_default: true });
  });

  it('toggles with a click on its label', async () => {
    const { user, box } = setupDefault();
    await user.click(screen.getByText('いつもの配送先にする'));
    expect(box).toBeChecked();
  });

  it('reports a required box left unticked on submit', async () => {
    const { user, box, onSubmit } = setupRequired();
    expect(box).toHaveAttribute('aria-required', 'true');
    expect(screen.getByText('必須')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: '登録する' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('利用規約への同意は必須項目です');
    expect(box).toHaveAttribute('aria-invalid', 'true');
    expect(box).toHaveAttribute('aria-describedby', alert.id);
    expect(box).toHaveClass('is-invalid');
    expect(onSubmit).not.toHaveBeenCalled();

    await user.click(box);
    await vi.waitFor(() => expect(screen.queryByRole('alert')).not.toBeInTheDocument());
    expect(box).toHaveClass('is-valid', 'is-dirty');
  });
});
