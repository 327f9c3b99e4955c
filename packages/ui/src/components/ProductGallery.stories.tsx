import type { Meta, StoryObj } from '@storybook/react-vite';
import { styled } from 'styled-components';
import { ProductGallery } from './ProductGallery.js';
import { placeholderImage } from './story-images.js';

const Frame = styled.div`
  max-width: 420px;
`;

const meta = {
  title: 'Components/ProductGallery',
  component: ProductGallery,
  args: {
    productName: '有田焼 マグカップ 藍',
    images: [
      { src: placeholderImage('正面'), alt: '有田焼 マグカップ 藍 正面' },
      { src: placeholderImage('側面', { tone: 'accent' }), alt: '有田焼 マグカップ 藍 側面' },
      { src: placeholderImage('化粧箱', { tone: 'surface' }), alt: '有田焼 マグカップ 藍 化粧箱' },
    ],
  },
  decorators: [
    (Story) => (
      <Frame>
        <Story />
      </Frame>
    ),
  ],
} satisfies Meta<typeof ProductGallery>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Thumbnails are buttons; Left and Right switch the picture. */
export const Default: Story = {};

export const SinglePicture: Story = {
  args: { images: [{ src: placeholderImage('正面'), alt: '有田焼 マグカップ 藍 正面' }] },
};

export const NoPicture: Story = { args: { images: [] } };
