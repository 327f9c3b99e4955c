import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { Button } from '../foundation/index.js';
import { Badge } from './Badge.js';
import { RowList, RowListItem } from './RowList.js';

const meta = {
  title: 'Components/RowList',
  component: RowList,
} satisfies Meta<typeof RowList>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Saved cards: the details on the left, the actions on the right. */
export const Cards: Story = {
  render: () => (
    <RowList aria-label="登録済みのカード">
      <RowListItem>
        <div>
          <p>VISA **** **** **** 1111</p>
          <p>有効期限 12/2027</p>
        </div>
        <Badge variant="info">メイン</Badge>
      </RowListItem>
      <RowListItem>
        <div>
          <p>JCB **** **** **** 0000</p>
          <p>有効期限 03/2028</p>
        </div>
        <Button size="sm">メインにする</Button>
      </RowListItem>
    </RowList>
  ),
  play: async ({ canvasElement }) => {
    const list = within(canvasElement).getByRole('list', { name: '登録済みのカード' });
    await expect(within(list).getAllByRole('listitem')).toHaveLength(2);
  },
};

/** An address of several lines keeps its actions at the top. */
export const TallEntries: Story = {
  render: () => (
    <RowList aria-label="お届け先">
      <RowListItem $align="start">
        <div>
          <p>山田 太郎</p>
          <p>〒100-0001</p>
          <p>東京都千代田区千代田1-1</p>
          <p>03-1234-5678</p>
        </div>
        <Button size="sm">編集</Button>
      </RowListItem>
    </RowList>
  ),
};
