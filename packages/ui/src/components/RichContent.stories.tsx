import type { Meta, StoryObj } from '@storybook/react-vite';
import { useLocation } from 'react-router-dom';
import { expect, userEvent } from 'storybook/test';
import { RichContent } from './RichContent.js';

function CurrentPage() {
  return <p>現在のページ：{useLocation().pathname}</p>;
}

const meta = {
  title: 'Components/RichContent',
  component: RichContent,
  args: {
    html: [
      '<h2>春の新生活応援フェア</h2>',
      '<p>4月30日まで、食器・キッチン用品が<strong>最大30%オフ</strong>。</p>',
      '<ul><li>¥5,500（税込）以上で送料無料</li><li>会員様はポイント2倍</li></ul>',
      '<p><a href="/product?category=kitchen">対象商品を見る</a>／<a href="https://example.jp/" target="_blank">メーカーのサイト</a></p>',
    ].join(''),
  },
  render: (args) => (
    <>
      <RichContent {...args} />
      <CurrentPage />
    </>
  ),
} satisfies Meta<typeof RichContent>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Shop-authored HTML; the in-app link changes the page through the router. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('link', { name: '対象商品を見る' }));
    await expect(canvas.getByText('現在のページ：/product')).toBeInTheDocument();
  },
};

/** Event handlers, scripts and javascript: links in the source are removed before display. */
export const Sanitised: Story = {
  args: {
    html: '<p>お知らせ本文</p><img src="x" alt="" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">リンク</a>',
  },
  play: async ({ canvasElement }) => {
    await expect(canvasElement.querySelector('script')).toBeNull();
    await expect(canvasElement.querySelector('[onerror]')).toBeNull();
    await expect(canvasElement.querySelector('a[href^="javascript"]')).toBeNull();
  },
};
