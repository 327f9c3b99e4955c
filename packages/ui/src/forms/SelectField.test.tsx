import { consumerRegistrationSchema, SECURITY_QUESTIONS } from '@mise/validation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { SelectField } from './SelectField.js';

function setup(question: number | '' = '') {
  const onSubmit = vi.fn();
  renderUi(
    <Formik
      initialValues={{ question_ct: question }}
      validationSchema={consumerRegistrationSchema.pick(['question_ct'])}
      onSubmit={onSubmit}
    >
      <Form noValidate>
        <SelectField name="question_ct" label="秘密の質問" required options={SECURITY_QUESTIONS} />
        <button type="submit">登録する</button>
      </Form>
    </Formik>,
  );
  return { user: userEvent.setup(), onSubmit, select: screen.getByLabelText('秘密の質問') };
}

describe('SelectField', () => {
  it('is a select named by its label that starts at 選択してください', () => {
    const { select } = setup();
    expect(select.tagName).toBe('SELECT');
    expect(select).toHaveDisplayValue('選択してください');
    expect(select).toHaveAttribute('aria-required', 'true');
    expect(
      within(select)
        .getAllByRole('option')
        .map((option) => option.textContent),
    ).toEqual([
      '選択してください',
      'はじめて飼ったペットの名前',
      '母親の旧姓',
      '卒業した小学校の名前',
      '好きな食べ物',
    ]);
  });

  it('reports nothing chosen once the shopper tabs past it', async () => {
    const { user, select } = setup();
    await user.tab();
    expect(select).toHaveFocus();
    await user.tab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('秘密の質問を選択してください');
    expect(select).toHaveAttribute('aria-invalid', 'true');
    expect(select).toHaveAttribute('aria-describedby', alert.id);
    expect(select).toHaveClass('is-invalid');
    expect(select).not.toHaveClass('is-dirty');
  });

  it('holds the numeric code of the chosen option', async () => {
    const { user, select, onSubmit } = setup();
    await user.selectOptions(select, '母親の旧姓');
    expect(select).toHaveClass('is-dirty');
    await user.tab();
    await vi.waitFor(() => expect(select).toHaveClass('is-valid'));
    await user.click(screen.getByRole('button', { name: '登録する' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ question_ct: 2 });
  });

  it('shows a numeric initial value as its option', () => {
    const { select } = setup(4);
    expect(select).toHaveDisplayValue('好きな食べ物');
  });

  it('goes back to nothing chosen with the placeholder', async () => {
    const { user, select } = setup(1);
    await user.selectOptions(select, '選択してください');
    await user.tab();
    expect(await screen.findByRole('alert')).toHaveTextContent('秘密の質問を選択してください');
  });
});
