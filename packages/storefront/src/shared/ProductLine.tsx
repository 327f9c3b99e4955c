import { Link, Price, StockStatus } from '@mise/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { isReduced, productPath, productStock } from './product.js';

const Root = styled.div`
  display: flex;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: center;
  min-width: 0;
  flex: 1;

  & img {
    flex: none;
    width: 72px;
    height: 72px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
    background: ${({ theme }) => theme.colors.surface};
  }
`;

const Text = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
  min-width: 0;
`;

type Summary = {
  key: string;
  name: string;
  product_price_with_tax: number;
  before_price_with_tax: number | null;
  is_stock_available: boolean;
  image: { path: string };
};

/** A product in one line of a my-page list: picture, name (to its page), price and stock. */
export function ProductLine({ product, children }: { product: Summary; children?: ReactNode }) {
  return (
    <Root>
      <img src={product.image.path} alt="" width={72} height={72} loading="lazy" />
      <Text>
        <Link href={productPath(product.key)}>{product.name}</Link>
        <Price
          value={product.product_price_with_tax}
          beforePrice={isReduced(product) ? product.before_price_with_tax : null}
          size="sm"
        />
        <StockStatus state={productStock(product)} />
        {children}
      </Text>
    </Root>
  );
}
