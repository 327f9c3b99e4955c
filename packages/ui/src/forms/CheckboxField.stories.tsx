import { addressSchema, messages } from '@mise/validation';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { CheckboxField } from './CheckboxField.js';
import { Form } from './Form.js';

const meta = {
  title: 'Forms/CheckboxField',
  component: CheckboxField,
  args: {
    name: 'is_default',
    label: 'いつもの配送先にする',
    hint: '次回のご注文で最初に選ばれます',
  },
} satisfies Meta<typeof CheckboxField>;

export default meta;
type Story = StoryObj<typeof meta>;

const inAddressForm: Decorator = (Story) => (
  <Form
    initialValues={{ is_default: false }}
    validationSchema={addressSchema.pick(['is_default'])}
    onSubmit={fn()}
  >
    <Story />
    <button type="submit">保存する</button>
  </Form>
);

// No shared schema has a consent box; the message is the shared "required" one.
const inRegistrationForm: Decorator = (Story) => (
  <Form
    initialValues={{ agree: false }}
    validate={(values) => (values.agree ? {} : { agree: messages.required('利用規約への同意') })}
    onSubmit={fn()}
  >
    <Story />
    <button type="submit">登録する</button>
  </Form>
);

/** Space ticks and unticks the box. */
export const Default: Story = {
  decorators: [inAddressForm],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const box = canvas.getByRole('checkbox', { name: 'いつもの配送先にする' });
    await userEvent.tab();
    await expect(box).toHaveFocus();
    await userEvent.keyboard(' ');
    await expect(box).toBeChecked();
    await expect(box).toHaveClass('is-dirty');
  },
};

/** A consent box: submitting without it shows the "required" message and focuses the box. */
export const Required: Story = {
  args: { name: 'agree', label: '利用規約に同意する', required: true, hint: undefined },
  decorators: [inRegistrationForm],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '登録する' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '利用規約への同意は必須項目です',
    );
    await expect(canvas.getByLabelText('利用規約に同意する')).toHaveFocus();
  },
};
