import { addressSchema } from '@mise/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Form } from './Form.js';
import { PrefectureSelect } from './PrefectureSelect.js';

const meta = {
  title: 'Forms/PrefectureSelect',
  component: PrefectureSelect,
  args: { required: true },
  decorators: [
    (Story) => (
      <Form
        initialValues={{ prefecture: '' }}
        validationSchema={addressSchema.pick(['prefecture'])}
        onSubmit={fn()}
      >
        <Story />
        <button type="submit">保存する</button>
      </Form>
    ),
  ],
} satisfies Meta<typeof PrefectureSelect>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting without a prefecture shows the select rule's message. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '保存する' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent('都道府県を選択してください');
    await userEvent.selectOptions(canvas.getByLabelText('都道府県'), '沖縄県');
    await expect(canvas.getByLabelText('都道府県')).toHaveDisplayValue('沖縄県');
  },
};

export const Disabled: Story = { args: { disabled: true } };
