import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { StockStatus } from './StockStatus.js';

const meta = {
  title: 'Components/StockStatus',
  component: StockStatus,
  args: { state: 'in' },
  argTypes: { state: { control: 'inline-radio', options: ['in', 'low', 'out'] } },
} satisfies Meta<typeof StockStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

const Column = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const Default: Story = {};

/** The three states a product page shows; a few left also says how many. */
export const States: Story = {
  render: () => (
    <Column>
      <StockStatus state="in" />
      <StockStatus state="low" remaining={3} />
      <StockStatus state="out" />
    </Column>
  ),
  play: async ({ canvas }) => {
    await expect(canvas.getByText('在庫あり')).toBeInTheDocument();
    await expect(canvas.getByText('残りわずか（残り3点）')).toBeInTheDocument();
    await expect(canvas.getByText('在庫切れ')).toBeInTheDocument();
  },
};
