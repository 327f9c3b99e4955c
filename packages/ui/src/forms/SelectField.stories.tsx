import {
  consumerProfileSchema,
  consumerRegistrationSchema,
  GENDERS,
  SECURITY_QUESTIONS,
} from '@mise/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { Form } from './Form.js';
import { SelectField } from './SelectField.js';

const meta = {
  title: 'Forms/SelectField',
  component: SelectField,
  args: { name: 'question_ct', label: '秘密の質問', required: true, options: SECURITY_QUESTIONS },
  decorators: [
    (Story) => (
      <Form
        initialValues={{ question_ct: '', gender: '' }}
        validationSchema={consumerRegistrationSchema
          .pick(['question_ct'])
          .concat(consumerProfileSchema.pick(['gender']))}
        onSubmit={fn()}
      >
        <Story />
        <button type="submit">登録する</button>
      </Form>
    ),
  ],
} satisfies Meta<typeof SelectField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tabbing past without a choice: the select rule's message. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const select = canvas.getByLabelText('秘密の質問');
    await userEvent.click(select);
    await userEvent.tab();
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '秘密の質問を選択してください',
    );
    await userEvent.selectOptions(select, '好きな食べ物');
    await expect(select).toHaveClass('is-dirty');
  },
};

export const Optional: Story = {
  args: {
    name: 'gender',
    label: '性別',
    required: false,
    optional: true,
    options: GENDERS,
    width: 'short',
  },
};
