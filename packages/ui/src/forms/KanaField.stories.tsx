import { contactSchema } from '@mise/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Form } from './Form.js';
import { KanaField } from './KanaField.js';

const meta = {
  title: 'Forms/KanaField',
  component: KanaField,
  args: { name: 'name_kana', label: 'フリガナ', required: true, placeholder: 'ヤマダ タロウ' },
  decorators: [
    (Story) => (
      <Form
        initialValues={{ name_kana: '' }}
        validationSchema={contactSchema.pick(['name_kana'])}
        onSubmit={fn()}
      >
        <Story />
        <button type="submit">送信する</button>
      </Form>
    ),
  ],
} satisfies Meta<typeof KanaField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Romaji is refused with the kana rule's message. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('フリガナ');
    await userEvent.type(input, 'yamada');
    await userEvent.tab();
    const alert = await canvas.findByRole('alert');
    await expect(alert).toHaveTextContent('フリガナは全角カタカナで入力してください');
    await expect(input).toHaveAttribute('aria-describedby', alert.id);
  },
};

/** Hiragana from the IME becomes katakana when the field is left. */
export const FromHiragana: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const input = canvas.getByLabelText('フリガナ');
    await userEvent.type(input, 'やまだ　たろう');
    await userEvent.tab();
    await expect(input).toHaveValue('ヤマダ　タロウ');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};
