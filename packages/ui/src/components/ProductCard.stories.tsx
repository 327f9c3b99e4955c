import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { styled } from 'styled-components';
import { ProductCard, ProductCardFavorite } from './ProductCard.js';
import type { ProductCardProps } from './ProductCard.js';
import { placeholderImage } from './story-images.js';

const mug = {
  key: 'arita-mug-ai',
  name: '有田焼 マグカップ 藍',
  image: placeholderImage('マグカップ'),
  price: 3980,
};

function WithFavorite(props: ProductCardProps) {
  const [favorite, setFavorite] = useState(false);
  return (
    <ProductCard
      {...props}
      favorite={<ProductCardFavorite pressed={favorite} onToggle={() => setFavorite(!favorite)} />}
    />
  );
}

const Card = styled.div`
  max-width: 240px;
`;

const meta = {
  title: 'Components/ProductCard',
  component: ProductCard,
  args: { product: mug },
  decorators: [
    (Story) => (
      <Card>
        <Story />
      </Card>
    ),
  ],
} satisfies Meta<typeof ProductCard>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

export const OnSale: Story = {
  args: {
    product: {
      ...mug,
      key: 'hasami-plate',
      name: '波佐見焼 プレート 22cm',
      image: placeholderImage('プレート', { tone: 'accent' }),
      price: 2380,
      beforePrice: 2980,
      badges: ['sale', 'new'],
    },
  },
};

export const SoldOut: Story = {
  args: {
    product: {
      ...mug,
      key: 'iron-kettle',
      name: '南部鉄器 鉄瓶 1.2L',
      image: null,
      price: 19800,
      badges: ['soldout'],
    },
  },
};

/** Members can keep products as favourites; the button says what pressing it will do. */
export const Favorite: Story = {
  render: (args) => <WithFavorite {...args} />,
};
