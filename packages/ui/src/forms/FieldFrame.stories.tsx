import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { TextInput } from './controls.js';
import { controlAria, FieldFrame } from './FieldFrame.js';
import type { FieldFrameProps } from './FieldFrame.js';

/** The frame around a plain input (no formik), as a custom control or a plain form would use it. */
function Framed(props: Omit<FieldFrameProps, 'children'>) {
  return (
    <FieldFrame {...props}>
      <TextInput
        id={props.state.id}
        className={props.state.stateClass}
        {...controlAria(props.state, props)}
      />
    </FieldFrame>
  );
}

const meta = {
  title: 'Forms/FieldFrame',
  component: FieldFrame,
  args: {
    state: { id: 'frame-nickname', error: undefined, stateClass: '' },
    label: '登録名',
    optional: true,
    hint: 'お届け先一覧でだけ表示されます',
    children: null,
  },
  render: (args) => <Framed {...args} />,
} satisfies Meta<typeof FieldFrame>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Label, '任意' mark and hint tied to the input. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByLabelText('登録名')).toHaveAccessibleDescription(
      'お届け先一覧でだけ表示されます',
    );
    await expect(canvas.getByText('任意')).toBeInTheDocument();
  },
};

/** An error as the shopper sees it: an alert the input points to. */
export const WithError: Story = {
  args: {
    state: {
      id: 'frame-nickname-error',
      error: '登録名は50文字以内で入力してください',
      stateClass: 'is-invalid is-dirty',
    },
    required: true,
    optional: false,
  },
  play: async ({ canvasElement }) => {
    const canvas = within(canvasElement);
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      '登録名は50文字以内で入力してください',
    );
    await expect(canvas.getByLabelText('登録名')).toHaveAttribute('aria-invalid', 'true');
  },
};

/** A status line, e.g. the postal lookup's answer. */
export const WithNotice: Story = {
  args: {
    state: { id: 'frame-nickname-notice', error: undefined, stateClass: '' },
    notice: '該当する住所が見つかりませんでした',
  },
};
