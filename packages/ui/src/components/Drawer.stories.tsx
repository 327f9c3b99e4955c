import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent, waitFor } from 'storybook/test';
import { Drawer } from './Drawer.js';

const meta = {
  title: 'Components/Drawer',
  component: Drawer,
  args: {
    id: 'story-menu',
    show: 'always',
    children: (
      <ul>
        <li>
          <a href="/product">商品一覧</a>
        </li>
        <li>
          <a href="/news">お知らせ</a>
        </li>
        <li>
          <a href="/guide">ご利用ガイド</a>
        </li>
      </ul>
    ),
  },
} satisfies Meta<typeof Drawer>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The phone menu: opening it puts focus on its close button; Escape brings focus back. */
export const Default: Story = {
  play: async ({ canvasElement }) => {
    const summary = canvasElement.querySelector('summary')!;
    await userEvent.click(summary);
    await waitFor(() => expect(summary).toHaveAttribute('aria-expanded', 'true'));
    await userEvent.keyboard('{Escape}');
    await expect(summary).toHaveAttribute('aria-expanded', 'false');
    await expect(summary).toHaveFocus();
  },
};

/** On a dark header bar the button takes the bar's colours. */
export const OnDarkBar: Story = {
  args: { tone: 'dark' },
  decorators: [
    (Story) => (
      <div style={{ background: '#1b1b1b', color: '#fff', padding: 12 }}>
        <Story />
      </div>
    ),
  ],
};
