import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { styled } from 'styled-components';
import { Button } from './Button.js';

const meta = {
  title: 'Foundation/Button',
  component: Button,
  args: { children: 'カートに入れる', onClick: fn() },
  argTypes: {
    variant: { control: 'inline-radio', options: ['primary', 'secondary', 'ghost', 'danger'] },
    size: { control: 'inline-radio', options: ['sm', 'md', 'lg'] },
  },
} satisfies Meta<typeof Button>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Reached with Tab and pressed with Enter or Space. */
export const Default: Story = {
  play: async ({ canvas, args }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('button', { name: 'カートに入れる' })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await userEvent.keyboard(' ');
    await expect(args.onClick).toHaveBeenCalledTimes(2);
  },
};

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
`;

export const Variants: Story = {
  render: (args) => (
    <Row>
      <Button {...args} variant="primary">
        注文を確定する
      </Button>
      <Button {...args} variant="secondary">
        買い物を続ける
      </Button>
      <Button {...args} variant="ghost">
        詳しく見る
      </Button>
      <Button {...args} variant="danger">
        削除する
      </Button>
    </Row>
  ),
};

export const Sizes: Story = {
  render: (args) => (
    <Row>
      <Button {...args} size="sm">
        小
      </Button>
      <Button {...args} size="md">
        中
      </Button>
      <Button {...args} size="lg">
        大
      </Button>
    </Row>
  ),
};

/** Busy: shows the theme's cursor, says so to screen readers and ignores further presses. */
export const Loading: Story = {
  args: { children: '注文を確定する', loading: true },
  play: async ({ canvas, args }) => {
    const button = canvas.getByRole('button', { name: '注文を確定する' });
    await expect(button).toHaveAttribute('aria-busy', 'true');
    await userEvent.click(button);
    await expect(args.onClick).not.toHaveBeenCalled();
  },
};

export const Disabled: Story = {
  args: { disabled: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'カートに入れる' })).toBeDisabled();
  },
};

export const FullWidth: Story = {
  args: { fullWidth: true, size: 'lg', children: 'レジに進む' },
};
