import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import type { CursorVariant } from '../../tokens/theme.js';
import { Cursor } from './Cursor.js';

const meta = {
  title: 'Foundation/Cursor',
  component: Cursor,
  argTypes: {
    variant: { control: 'inline-radio', options: [1, 2, 3] },
    size: { control: { type: 'number', min: 6, max: 48 } },
    frame: { control: { type: 'number', min: 0.02, max: 1, step: 0.02 } },
  },
} satisfies Meta<typeof Cursor>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The theme's busy mark (10 px, 0.1 s per frame), next to the text it accompanies. */
export const Default: Story = {
  render: (args) => (
    <p>
      <Cursor {...args} /> 処理しています
    </p>
  ),
};

const Row = styled.ul`
  display: flex;
  gap: ${({ theme }) => theme.spacing(8)};
  margin: 0;
  padding: 0;
  list-style: none;
  li {
    display: flex;
    align-items: center;
    gap: ${({ theme }) => theme.spacing(2)};
  }
`;

/** The three variants, enlarged to show their frames. */
export const AllVariants: Story = {
  args: { size: 30 },
  render: (args) => (
    <Row>
      {([1, 2, 3] as CursorVariant[]).map((variant) => (
        <li key={variant}>
          <Cursor {...args} variant={variant} />
          <span>種類 {variant}</span>
        </li>
      ))}
    </Row>
  ),
};
