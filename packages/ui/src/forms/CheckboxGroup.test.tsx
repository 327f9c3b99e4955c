import { reminderSchema, requiredWithoutAll } from '@mise/validation';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Form, Formik } from 'formik';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { CheckboxGroup } from './CheckboxGroup.js';

const TOPICS = [
  { value: 'sale', label: 'セール情報' },
  { value: 'new', label: '新商品' },
  { value: 'restock', label: '再入荷' },
];

// "At least one" is the shared rule that fails on an empty list.
const schema = reminderSchema.pick([]).shape({ topics: requiredWithoutAll([]) });

function setup(topics: string[] = []) {
  const onSubmit = vi.fn();
  renderUi(
    <Formik initialValues={{ topics }} validationSchema={schema} onSubmit={onSubmit}>
      <Form noValidate>
        <CheckboxGroup
          name="topics"
          label="受け取るお知らせ"
          required
          options={TOPICS}
          hint="複数選べます"
        />
        <button type="submit">保存する</button>
      </Form>
    </Formik>,
  );
  return {
    user: userEvent.setup(),
    onSubmit,
    group: screen.getByRole('group', { name: '受け取るお知らせ' }),
  };
}

describe('CheckboxGroup', () => {
  it('is a group named by its legend with a labelled checkbox per option', () => {
    const { group } = setup(['new']);
    expect(group.tagName).toBe('FIELDSET');
    expect(group).toHaveAccessibleDescription('複数選べます');
    expect(within(group).getAllByRole('checkbox')).toHaveLength(3);
    expect(screen.getByLabelText('新商品')).toBeChecked();
    expect(screen.getByLabelText('セール情報')).not.toBeChecked();
  });

  it('ticks boxes with Tab and Space and keeps the options order', async () => {
    const { user, onSubmit } = setup();
    await user.tab();
    expect(screen.getByLabelText('セール情報')).toHaveFocus();
    await user.tab();
    await user.tab();
    expect(screen.getByLabelText('再入荷')).toHaveFocus();
    await user.keyboard(' ');
    await user.tab({ shift: true });
    await user.tab({ shift: true });
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: '保存する' }));
    await vi.waitFor(() => expect(onSubmit).toHaveBeenCalledTimes(1));
    expect(onSubmit.mock.calls[0]![0]).toEqual({ topics: ['sale', 'restock'] });
  });

  it('takes a value out when its box is unticked', async () => {
    const { user, group } = setup(['sale', 'new']);
    await user.click(screen.getByLabelText('セール情報'));
    expect(screen.getByLabelText('セール情報')).not.toBeChecked();
    expect(group).toHaveClass('is-dirty');
  });

  it('reports an empty choice once focus leaves the group', async () => {
    const { user, group } = setup(['sale']);
    await user.click(screen.getByLabelText('セール情報'));
    await user.tab();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    await user.tab();
    await user.tab();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('いずれかは必須項目です');
    expect(group).toHaveAttribute('aria-invalid', 'true');
    expect(group).toHaveAccessibleDescription('複数選べます いずれかは必須項目です');
    expect(group).toHaveClass('is-invalid', 'is-dirty');
  });
});
