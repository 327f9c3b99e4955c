import { reminderSchema, requiredWithoutAll } from '@mise/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxGroup } from './CheckboxGroup.js';
import { Form } from './Form.js';

const TOPICS = [
  { value: 'sale', label: 'セール情報' },
  { value: 'new', label: '新商品' },
  { value: 'restock', label: '再入荷' },
];

const meta = {
  title: 'Forms/CheckboxGroup',
  component: CheckboxGroup,
  args: {
    name: 'topics',
    label: '受け取るお知らせ',
    required: true,
    hint: '複数選べます',
    options: TOPICS,
  },
  decorators: [
    (Story) => (
      <Form
        initialValues={{ topics: ['sale'] }}
        validationSchema={reminderSchema.pick([]).shape({ topics: requiredWithoutAll([]) })}
        onSubmit={fn()}
      >
        <Story />
        <button type="submit">保存する</button>
      </Form>
    ),
  ],
} satisfies Meta<typeof CheckboxGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Unticking the last box and leaving the group: the "at least one" message. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await userEvent.keyboard(' ');
    await expect(canvas.getByLabelText('セール情報')).not.toBeChecked();
    await userEvent.tab();
    await userEvent.tab();
    await userEvent.tab();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('いずれかは必須項目です');
    await expect(canvas.getByRole('group', { name: '受け取るお知らせ' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
  },
};

export const Inline: Story = { args: { inline: true } };
