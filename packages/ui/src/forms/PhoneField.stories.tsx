import { contactSchema } from '@mise/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Form } from './Form.js';
import { PhoneField } from './PhoneField.js';

const meta = {
  title: 'Forms/PhoneField',
  component: PhoneField,
  args: { name: 'phone', label: '電話番号', required: true, hint: '例：03-1234-5678' },
  decorators: [
    (Story) => (
      <Form
        initialValues={{ phone: '' }}
        validationSchema={contactSchema.pick(['phone'])}
        onSubmit={fn()}
      >
        <Story />
        <button type="submit">送信する</button>
      </Form>
    ),
  ],
} satisfies Meta<typeof PhoneField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Too few digits: the tel rule's message, read after the hint. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('電話番号');
    await userEvent.type(input, '03-12');
    await userEvent.tab();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '電話番号は電話番号のフォーマットで入力してください',
    );
    await expect(input).toHaveAccessibleDescription(
      '例：03-1234-5678 電話番号は電話番号のフォーマットで入力してください',
    );
  },
};

/** Full-width digits from the IME become half-width when the field is left. */
export const FullWidthDigits: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('電話番号');
    await userEvent.type(input, '０９０ー１２３４ー５６７８');
    await userEvent.tab();
    await expect(input).toHaveValue('090-1234-5678');
  },
};
