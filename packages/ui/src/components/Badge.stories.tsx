import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { Badge } from './Badge.js';

const meta = {
  title: 'Components/Badge',
  component: Badge,
  args: { variant: 'new' },
  argTypes: {
    variant: { control: 'inline-radio', options: ['new', 'sale', 'soldout', 'info', 'count'] },
  },
} satisfies Meta<typeof Badge>;

export default meta;
type Story = StoryObj<typeof meta>;

const Row = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(2)};
`;

export const Default: Story = {};

export const Variants: Story = {
  render: () => (
    <Row>
      <Badge variant="new" />
      <Badge variant="sale" />
      <Badge variant="soldout" />
      <Badge variant="info">予約商品</Badge>
      <Badge variant="count" label="未読メッセージ 3件">
        3
      </Badge>
    </Row>
  ),
};

/** A count beside a link (the unread messages of the header's マイページ). */
export const Count: Story = {
  args: { variant: 'count', children: '12', label: '未読メッセージ 12件' },
};
