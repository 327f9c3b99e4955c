import { productReviewSchema } from '@mise/validation';
import type { Decorator, Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Form } from './Form.js';
import { TextAreaField } from './TextAreaField.js';

const meta = {
  title: 'Forms/TextAreaField',
  component: TextAreaField,
  args: { name: 'body', label: 'レビュー本文', required: true, maxLength: 1000 },
} satisfies Meta<typeof TextAreaField>;

export default meta;
type Story = StoryObj<typeof meta>;

const inReviewForm =
  (body = ''): Decorator =>
  (Story) => (
    <Form
      initialValues={{ body }}
      validationSchema={productReviewSchema.pick(['body'])}
      onSubmit={fn()}
    >
      <Story />
      <button type="submit">投稿する</button>
    </Form>
  );

/** The counter follows the text; leaving it empty shows the required message. */
export const Default: Story = {
  decorators: [inReviewForm()],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const textarea = canvas.getByLabelText('レビュー本文');
    await userEvent.click(textarea);
    await userEvent.tab();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('レビュー本文は必須項目です');
    await userEvent.type(textarea, 'サイズ感がちょうど良いです');
    await expect(canvas.getByText('13/1000')).toBeInTheDocument();
  },
};

/** One character over: the counter turns red and the max rule explains. */
export const OverLimit: Story = {
  decorators: [inReviewForm('あ'.repeat(1000))],
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.type(canvas.getByLabelText('レビュー本文'), 'い');
    await userEvent.tab();
    await expect(canvas.getByText('1001/1000')).toBeInTheDocument();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'レビュー本文は1000文字以内で入力してください',
    );
  },
};

export const WithoutLimit: Story = {
  decorators: [inReviewForm()],
  args: {
    name: 'body',
    label: 'ご質問・ご要望',
    required: false,
    optional: true,
    maxLength: undefined,
    rows: 3,
  },
};
