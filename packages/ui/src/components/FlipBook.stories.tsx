import type { Meta, StoryObj } from '@storybook/react-vite';
import { FlipBook } from './FlipBook.js';
import { placeholderImage } from './story-images.js';

const page = (number: number, title: string) => ({
  number,
  title,
  image: placeholderImage(title, {
    width: 600,
    height: 800,
    tone: number === 0 ? 'accent' : 'surface',
  }),
  width: 600,
  height: 800,
});

const meta = {
  title: 'Components/FlipBook',
  component: FlipBook,
  args: {
    title: '2026 春夏カタログ',
    pages: [page(0, '表紙'), page(1, '1ページ'), page(2, '2ページ')],
  },
} satisfies Meta<typeof FlipBook>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OpenedInside: Story = { args: { initialIndex: 1 } };
