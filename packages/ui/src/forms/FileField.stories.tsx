import { messages } from '@mise/validation';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { FileField } from './FileField.js';
import { Form } from './Form.js';

// The address import file has no schema rule of its own; the message is the shared "required" one.
const requireFile = (values: { file: File | null }) =>
  values.file ? {} : { file: messages.required('住所録ファイル') };

const meta = {
  title: 'Forms/FileField',
  component: FileField,
  args: {
    name: 'file',
    label: '住所録ファイル',
    required: true,
    accept: '.csv,text/csv',
    hint: 'CSV形式のファイルを選んでください',
  },
  decorators: [
    (Story) => (
      <Form initialValues={{ file: null as File | null }} validate={requireFile} onSubmit={fn()}>
        <Story />
        <button type="submit">取り込む</button>
      </Form>
    ),
  ],
} satisfies Meta<typeof FileField>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Submitting without a file shows the required message. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await userEvent.click(canvas.getByRole('button', { name: '取り込む' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(
      '住所録ファイルは必須項目です',
    );
    await expect(canvas.getByLabelText('住所録ファイル')).toHaveFocus();
  },
};

/** A chosen file shows its name and can be cleared. */
export const Chosen: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    const file = new File(['姓,名\n山田,太郎\n'], 'addresses.csv', { type: 'text/csv' });
    await userEvent.upload(canvas.getByLabelText('住所録ファイル'), file);
    await expect(canvas.getByText('選択中のファイル：addresses.csv')).toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '選択を解除' })).toBeInTheDocument();
  },
};
