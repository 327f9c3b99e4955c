import { consumerProfileSchema, socialGiftDeliverySchema } from '@mise/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { DateField, EMPTY_DATE } from './DateField.js';
import { Form } from './Form.js';

const meta = {
  title: 'Forms/DateField',
  component: DateField,
  args: { name: 'birthday', label: '生年月日', autoComplete: 'bday', optional: true },
  decorators: [
    (Story) => (
      <Form
        initialValues={{ birthday: EMPTY_DATE, delivery_at: EMPTY_DATE }}
        validationSchema={consumerProfileSchema
          .pick(['birthday'])
          .concat(socialGiftDeliverySchema.pick(['delivery_at']))}
        onSubmit={fn()}
      >
        <Story />
        <button type="submit">保存する</button>
      </Form>
    ),
  ],
} satisfies Meta<typeof DateField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** 2001年2月30日 does not exist: dateBirth answers once focus leaves the date. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(canvas.getByLabelText('年'), '2001');
    await userEvent.selectOptions(canvas.getByLabelText('月'), '2');
    await userEvent.selectOptions(canvas.getByLabelText('日'), '30');
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
    await userEvent.tab();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('日付が無効です');
    await expect(canvas.getByLabelText('日')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A delivery date from this year and the next, checked by the futureDate rule. */
export const YearRange: Story = {
  args: {
    name: 'delivery_at',
    label: 'お届け希望日',
    autoComplete: undefined,
    yearRange: { from: new Date().getFullYear(), to: new Date().getFullYear() + 1 },
    hint: '最短のお届け日以降をお選びください',
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.selectOptions(
      canvas.getByLabelText('年'),
      String(new Date().getFullYear() + 1),
    );
    await userEvent.selectOptions(canvas.getByLabelText('月'), '2');
    await userEvent.selectOptions(canvas.getByLabelText('日'), '31');
    await userEvent.click(canvas.getByRole('button', { name: '保存する' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      'お届け希望日は正しい日付を入力してください',
    );
  },
};
