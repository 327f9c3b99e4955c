import {
  BUSINESS_DELIVERY_OPTIONS,
  businessContactSchema,
  consumerProfileSchema,
  GENDERS,
} from '@mise/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Form } from './Form.js';
import { RadioGroup } from './RadioGroup.js';

const meta = {
  title: 'Forms/RadioGroup',
  component: RadioGroup,
  args: { name: 'delivery', label: '納品方法', required: true, options: BUSINESS_DELIVERY_OPTIONS },
  decorators: [
    (Story) => (
      <Form
        initialValues={{ delivery: '', gender: '' }}
        validationSchema={businessContactSchema
          .pick(['delivery'])
          .concat(consumerProfileSchema.pick(['gender']))}
        onSubmit={fn()}
      >
        <Story />
        <button type="submit">送信する</button>
      </Form>
    ),
  ],
} satisfies Meta<typeof RadioGroup>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab in and out without a choice, then move the choice with the arrow keys. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.tab();
    await expect(canvas.getByLabelText('問屋引き取り')).toHaveFocus();
    await userEvent.tab();
    await expect(await canvas.findByRole('alert')).toHaveTextContent('納品方法を選択してください');
    await expect(canvas.getByRole('radiogroup', { name: '納品方法' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );

    await userEvent.click(canvas.getByLabelText('問屋引き取り'));
    await userEvent.keyboard('{ArrowDown}');
    await expect(canvas.getByLabelText('店舗直送')).toBeChecked();
    await expect(canvas.queryByRole('alert')).not.toBeInTheDocument();
  },
};

/** Numeric codes stay numbers in the form values. */
export const Inline: Story = {
  args: {
    name: 'gender',
    label: '性別',
    required: false,
    optional: true,
    inline: true,
    options: GENDERS,
  },
};
