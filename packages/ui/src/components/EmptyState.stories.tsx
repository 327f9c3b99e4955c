import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { EmptyState } from './EmptyState.js';

const meta = {
  title: 'Components/EmptyState',
  component: EmptyState,
  args: {
    message: 'カートに商品が入っていません',
    description: '気になる商品を見つけて、カートに追加してください。',
    action: { label: '買い物を続ける', to: '/product' },
  },
} satisfies Meta<typeof EmptyState>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const WithButton: Story = {
  args: {
    message: '該当する商品がありません',
    description: 'キーワードや絞り込み条件を変えてお試しください。',
    action: { label: '条件をクリア', onClick: fn() },
  },
};

export const MessageOnly: Story = {
  args: { message: 'お気に入りはまだありません', description: undefined, action: undefined },
};
