import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { Tabs } from './Tabs.js';

const meta = {
  title: 'Components/Tabs',
  component: Tabs,
  args: {
    label: '商品情報',
    tabs: [
      {
        id: 'detail',
        label: '商品詳細',
        content: (
          <p>
            佐賀県有田町の窯元で一点ずつ絵付けしたマグカップです。深い藍色が食卓を引き締めます。
          </p>
        ),
      },
      {
        id: 'spec',
        label: '仕様',
        content: (
          <dl>
            <dt>容量</dt>
            <dd>300ml</dd>
            <dt>電子レンジ</dt>
            <dd>使用できます</dd>
          </dl>
        ),
      },
      { id: 'shipping', label: '配送・返品', content: <p>ご注文から3営業日以内に発送します。</p> },
    ],
  },
} satisfies Meta<typeof Tabs>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Tab into the list, then arrows, Home and End choose the tab; one more Tab reaches the panel. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.tab();
    await expect(canvas.getByRole('tab', { name: '商品詳細' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '仕様' })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(canvas.getByRole('tabpanel')).toHaveTextContent('300ml');
    await userEvent.keyboard('{End}');
    await expect(canvas.getByRole('tab', { name: '配送・返品' })).toHaveFocus();
    await userEvent.keyboard('{ArrowRight}');
    await expect(canvas.getByRole('tab', { name: '商品詳細' })).toHaveFocus();
    await userEvent.tab();
    await expect(canvas.getByRole('tabpanel')).toHaveFocus();
  },
};

export const SecondSelected: Story = { args: { defaultSelectedId: 'spec' } };
