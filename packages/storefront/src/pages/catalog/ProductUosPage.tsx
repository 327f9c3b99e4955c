import { selectProductDetail, useAppSelector } from '@mise/store';
import { Link, Price, StockStatus } from '@mise/ui';
import { styled } from 'styled-components';
import type { PageProps } from '../../kit/index.js';
import { AddToCart } from './components/AddToCart.js';
import { CatalogFrame } from '../../shared/CatalogFrame.js';
import { productPath, productStock } from '../../shared/product.js';

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;

  & th,
  & td {
    padding: ${({ theme }) => theme.spacing(3)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    text-align: left;
    vertical-align: middle;
  }
  & thead th {
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & img {
    display: block;
    width: 64px;
    height: 64px;
    object-fit: cover;
    border-radius: ${({ theme }) => theme.radii.sm};
  }

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    & thead {
      display: none;
    }
    & tr {
      display: grid;
      grid-template-columns: 64px 1fr;
      gap: ${({ theme }) => theme.spacing(2)};
      padding: ${({ theme }) => theme.spacing(3)} 0;
      border-bottom: 1px solid ${({ theme }) => theme.colors.border};
    }
    & th,
    & td {
      padding: 0;
      border: 0;
    }
    & td:first-child {
      grid-row: span 4;
    }
  }
`;

/**
 * /product/{key}/uos. The spec names the route and nothing more; here it is the model's
 * "units of sale": every variant of the product's model in one table (picture, variant,
 * code, tax-inclusive price, stock) with a cart button per row, for shoppers who compare or
 * buy several variants at once (sizes for a team, colours for a shop floor). The product
 * page links here when its model has more than one variant.
 */
export function ProductUosPage({ route }: PageProps) {
  const product = useAppSelector(selectProductDetail);
  if (!product) return <CatalogFrame title={route.title}>{null}</CatalogFrame>;
  const model = product.product_model;
  const title = `${model.name}のバリエーション一覧`;
  return (
    <CatalogFrame
      title={title}
      trail={[
        { label: '商品一覧', to: '/product' },
        { label: product.name, to: productPath(product.key) },
      ]}
      description={`${model.name}の全${model.products.length}種類の価格と在庫です。`}
    >
      <Table>
        <caption>
          {model.variant_axis ? `${model.variant_axis}ごとの価格と在庫` : '価格と在庫'}
        </caption>
        <thead>
          <tr>
            <th scope="col">画像</th>
            <th scope="col">{model.variant_axis ?? '商品'}</th>
            <th scope="col">価格（税込）</th>
            <th scope="col">在庫</th>
            <th scope="col">カート</th>
          </tr>
        </thead>
        <tbody>
          {model.products.map((variant) => {
            const stock = productStock(variant);
            return (
              <tr key={variant.key} aria-current={variant.key === product.key ? 'true' : undefined}>
                <td>
                  <img src={variant.image.path} alt="" width={64} height={64} loading="lazy" />
                </td>
                <th scope="row">
                  <Link href={productPath(variant.key)}>
                    {variant.variant_label ?? variant.name}
                  </Link>
                  <br />
                  <small>{variant.code}</small>
                </th>
                <td>
                  <Price
                    value={variant.product_price_with_tax}
                    beforePrice={variant.before_price_with_tax}
                    size="sm"
                  />
                </td>
                <td>
                  <StockStatus
                    state={stock}
                    remaining={stock === 'low' ? variant.stock : undefined}
                  />
                </td>
                <td>
                  <AddToCart
                    productKey={variant.key}
                    stock={variant.stock}
                    available={variant.is_stock_available}
                    unit={product.unit}
                    name={variant.variant_label ?? variant.name}
                  />
                </td>
              </tr>
            );
          })}
        </tbody>
      </Table>
    </CatalogFrame>
  );
}
