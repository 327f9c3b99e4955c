import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, userEvent } from 'storybook/test';
import { BannerCarousel } from './BannerCarousel.js';
import { placeholderImage } from './story-images.js';

const banner = (label: string, tone: string) =>
  placeholderImage(label, { width: 1200, height: 400, tone });

const meta = {
  title: 'Components/BannerCarousel',
  component: BannerCarousel,
  args: {
    label: 'おすすめ特集',
    slides: [
      {
        id: 1,
        image: banner('春の新生活応援フェア', 'primary'),
        alt: '春の新生活応援フェア 最大30%オフ',
        href: '/lp/spring',
      },
      {
        id: 2,
        image: banner('送料無料キャンペーン', 'accent'),
        alt: '¥5,500以上で送料無料',
        href: '/news/free-shipping',
      },
      {
        id: 3,
        image: banner('会員限定クーポン', 'surface'),
        alt: '会員限定 500円オフクーポン配布中',
        href: '/coupon',
      },
    ],
  },
} satisfies Meta<typeof BannerCarousel>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Rotates every 5 seconds, pauses on hover or focus, and never for prefers-reduced-motion. */
export const Default: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: '次へ' }));
    await expect(canvas.getByRole('img')).toHaveAccessibleName('¥5,500以上で送料無料');
    await userEvent.click(canvas.getByRole('button', { name: 'スライド3' }));
    await expect(canvas.getByRole('img')).toHaveAccessibleName('会員限定 500円オフクーポン配布中');
  },
};

export const WithoutAutoplay: Story = { args: { autoplay: false } };
