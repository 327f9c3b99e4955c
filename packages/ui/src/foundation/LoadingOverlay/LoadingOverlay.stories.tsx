import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { styled } from 'styled-components';
import { LoadingOverlay } from './LoadingOverlay.js';

const Card = styled.section`
  max-width: 320px;
  padding: ${({ theme }) => theme.spacing(4)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.lg};
  p {
    margin: 0 0 ${({ theme }) => theme.spacing(2)};
  }
`;

const meta = {
  title: 'Foundation/LoadingOverlay',
  component: LoadingOverlay,
  args: { loading: true },
  argTypes: { children: { control: false } },
  render: (args) => (
    <LoadingOverlay {...args}>
      <Card aria-label="注文内容">
        <p>商品合計：3,980円</p>
        <p>送料：550円</p>
        <button type="button">注文内容を変更する</button>
      </Card>
    </LoadingOverlay>
  ),
} satisfies Meta<typeof LoadingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Content covered by the theme's spinner while it reloads. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status', { name: '読み込み中' })).toBeInTheDocument();
  },
};

export const Loaded: Story = {
  args: { loading: false },
  play: async ({ canvas }) => {
    await expect(canvas.queryByRole('status')).not.toBeInTheDocument();
    await expect(canvas.getByRole('button', { name: '注文内容を変更する' })).toBeEnabled();
  },
};
