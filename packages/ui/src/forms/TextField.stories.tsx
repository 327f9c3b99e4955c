import { contactSchema, loginSchema, measurementSchema } from '@mise/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Form } from './Form.js';
import { TextField } from './TextField.js';

const meta = {
  title: 'Forms/TextField',
  component: TextField,
  args: {
    name: 'name',
    label: 'お名前',
    required: true,
    autoComplete: 'name',
    placeholder: '山田 太郎',
  },
  decorators: [
    (Story) => (
      <Form
        initialValues={{ name: '', email: '', password: '', height: '' }}
        validationSchema={contactSchema
          .pick(['name', 'email'])
          .concat(loginSchema.pick(['password']))
          .concat(measurementSchema.pick(['height']))}
        onSubmit={fn()}
      >
        <Story />
        <button type="submit">送信する</button>
      </Form>
    ),
  ],
} satisfies Meta<typeof TextField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Half-width letters in a name: the contact form's rule answers once the field is left. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('お名前');
    await userEvent.type(input, 'yamada');
    await userEvent.tab();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'お名前は全角で入力してください',
    );
    await expect(input).toHaveAttribute('aria-invalid', 'true');
    await expect(input).toHaveClass('is-invalid', 'is-dirty');
  },
};

export const Email: Story = {
  args: { name: 'email', label: 'メールアドレス', type: 'email', placeholder: 'taro@example.jp' },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('メールアドレス'), 'taro@');
    await userEvent.tab();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'メールアドレスはメールアドレスの形式で入力してください',
    );
  },
};

export const Password: Story = {
  args: {
    name: 'password',
    label: 'パスワード',
    type: 'password',
    autoComplete: 'current-password',
    placeholder: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByLabelText('パスワード'));
    await userEvent.tab();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('パスワードは必須項目です');
  },
};

/** A measurement: the decimal keypad, and the range of the measurement schema. */
export const NumberWithHint: Story = {
  args: {
    name: 'height',
    label: '身長（cm）',
    type: 'number',
    required: false,
    optional: true,
    hint: '小数点第1位まで入力できます',
    width: 'short',
    placeholder: undefined,
    autoComplete: undefined,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('身長（cm）'), '300');
    await userEvent.tab();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '身長（cm）は50〜250の範囲で入力してください',
    );
  },
};

export const Disabled: Story = { args: { disabled: true } };
