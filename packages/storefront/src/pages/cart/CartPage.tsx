import type { CartCoupon, CartProduct } from '@mise/api-client';
import {
  changeQuantity,
  removeCartCoupon,
  removeCartProducts,
  selectIsSellingStopped,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import {
  Button,
  DateText,
  EmptyState,
  Link,
  QuantityStepper,
  visuallyHidden,
  VisuallyHidden,
} from '@mise/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { cartEvent } from '../../analytics/events.js';
import type { TrackedCartLine } from '../../analytics/events.js';
import { useAnalytics } from '../../kit/index.js';
import type { PageProps } from '../../kit/index.js';
import { ProductThumb } from '../../shared/ProductThumb.js';
import { Actions, Alert, PageNotice } from '../../shared/page.js';
import { CouponForm } from './CouponForm.js';
import {
  CartFrame,
  CartMessages,
  CartTotals,
  ErrorText,
  Section,
  Table,
  WithCart,
  yen,
} from './shared.js';

const MAX_QUANTITY = 999;

const THUMB = 64;

/** The line's picture beside its name, as the shopper saw it on the product page. */
const Product = styled.div`
  display: flex;
  align-items: flex-start;
  gap: ${({ theme }) => theme.spacing(3)};
`;

const Line = styled.div`
  /* Beside the picture, the text takes what is left and wraps: never wider than the card. */
  flex: 1;
  min-width: 0;
  overflow-wrap: anywhere;
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

// A table on wider screens; on phones each line is a card: the product on top, its quantity
// and 削除 side by side, the subtotal under them, nothing wider than the screen.
const Lines = styled(Table)`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    thead {
      ${visuallyHidden}
    }
    tbody {
      display: flex;
      flex-direction: column;
      gap: ${({ theme }) => theme.spacing(3)};
    }
    tr {
      display: grid;
      grid-template-columns: minmax(0, 1fr) auto;
      gap: ${({ theme }) => theme.spacing(2)};
      align-items: center;
      padding: ${({ theme }) => theme.spacing(3)};
      border: 1px solid ${({ theme }) => theme.colors.border};
      border-radius: ${({ theme }) => theme.radii.md};
    }
    td {
      display: block;
      min-width: 0;
      padding: 0;
      border: 0;
    }
    td.product,
    td.num {
      grid-column: 1 / -1;
    }
    td.num::before {
      content: attr(data-label) ' ';
      color: ${({ theme }) => theme.colors.textMuted};
      font-size: ${({ theme }) => theme.typography.sizes.sm};
    }
  }
`;

const Layout = styled.div`
  display: grid;
  gap: ${({ theme }) => theme.spacing(6)};
`;

/** view_cart once the cart page shows lines (once per visit of the page). */
function ViewCart({ lines }: { lines: readonly TrackedCartLine[] }) {
  const analytics = useAnalytics();
  const shown = lines.length > 0;
  useEffect(() => {
    if (shown) analytics.track(cartEvent('view_cart', lines));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- a quantity change is not another view
  }, [analytics, shown]);
  return null;
}

function ProductRow({ product }: { product: CartProduct }) {
  const dispatch = useAppDispatch();
  const analytics = useAnalytics();
  const [error, setError] = useState<string | null>(null);
  const max = Math.max(product.quantity, Math.min(MAX_QUANTITY, product.product_info.stock));
  const label = product.product_info.variant_label
    ? `${product.product_name}（${product.product_info.variant_label}）`
    : product.product_name;
  const image = product.product_info.image_path;
  return (
    <tr>
      <td className="product">
        <Product>
          {image && <ProductThumb src={image} size={THUMB} />}
          <Line>
            <Link href={`/product/${product.product_info.model_key}`}>{label}</Link>
            <Muted>
              商品コード: {product.product_info.code} / 単価 {yen(product.unit_price_with_tax)}
              （税込）
            </Muted>
            {product.product_info.embroidery && (
              <Muted>
                刺繍：{product.product_info.embroidery.text}（
                {product.product_info.embroidery.style_label}・
                {product.product_info.embroidery.color_label}）
              </Muted>
            )}
            {product.product_info.is_pre_order && (
              <Muted>
                予約商品（発売予定日：
                <DateText value={product.product_info.released_at} />）
              </Muted>
            )}
            {!product.product_info.is_stock_available && <Muted>在庫切れ</Muted>}
            {error && <ErrorText role="alert">{error}</ErrorText>}
          </Line>
        </Product>
      </td>
      <td>
        <QuantityStepper
          label={`${label}の数量`}
          value={product.quantity}
          min={1}
          max={max}
          onChange={(quantity) => {
            setError(null);
            void dispatch(changeQuantity({ key: product.key, quantity }))
              .unwrap()
              .catch((failure: { message?: string }) =>
                setError(failure.message ?? '数量を変更できませんでした'),
              );
          }}
        />
      </td>
      <td className="num" data-label="小計（税込）">
        {yen(product.subtotal_with_tax)}
      </td>
      <td>
        <Button
          variant="ghost"
          size="sm"
          aria-label={`${label}を削除`}
          onClick={() =>
            void dispatch(removeCartProducts([product.key]))
              .unwrap()
              .then(
                () => analytics.track(cartEvent('remove_from_cart', [product])),
                () => undefined,
              )
          }
        >
          削除
        </Button>
      </td>
    </tr>
  );
}

/**
 * Coupons the order could not be placed with (expired, used, below their minimum): the order
 * would be refused at the end, so the shopper is told why here and can take them off and go on.
 */
function StaleCoupons({ coupons, onProceed }: { coupons: CartCoupon[]; onProceed: () => void }) {
  const dispatch = useAppDispatch();
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const removeAndProceed = async () => {
    setBusy(true);
    setError(null);
    try {
      for (const coupon of coupons) await dispatch(removeCartCoupon(coupon.id)).unwrap();
      onProceed();
    } catch (failure) {
      setError((failure as { message?: string }).message ?? 'クーポンを外せませんでした');
      setBusy(false);
    }
  };
  return (
    <Alert tone="error">
      <p id="stale-coupons">
        ご利用いただけないクーポンがあるため、このままではご購入手続きへ進めません。
      </p>
      <ul>
        {coupons.map((coupon) => (
          <li key={coupon.id}>
            {coupon.name || coupon.code}：{coupon.message}
          </li>
        ))}
      </ul>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      <Button variant="secondary" disabled={busy} onClick={() => void removeAndProceed()}>
        クーポンを外して手続きへ進む
      </Button>
    </Alert>
  );
}

/** /cart: the lines, their quantities, coupons, totals and the way into checkout. */
export function CartPage({ route }: PageProps) {
  const navigate = useNavigate();
  const stopped = useAppSelector(selectIsSellingStopped);
  const analytics = useAnalytics();
  const proceed = (lines: readonly TrackedCartLine[]) => {
    analytics.track(cartEvent('begin_checkout', lines));
    void navigate('/cart/shipping-select');
  };
  return (
    <CartFrame route={route}>
      <CartMessages />
      <PageNotice code="cart-index" />
      <WithCart>
        {(cart) =>
          cart.detail.products.length === 0 ? (
            <>
              <EmptyState
                message="カートに商品が入っていません"
                action={{ label: '商品を探す', to: '/product' }}
              />
              <PageNotice code="cart-index-links" />
            </>
          ) : (
            <Layout>
              <ViewCart lines={cart.detail.products} />
              <Lines aria-label="カートの商品">
                <thead>
                  <tr>
                    <th scope="col">商品</th>
                    <th scope="col">数量</th>
                    <th scope="col" className="num">
                      小計（税込）
                    </th>
                    <th scope="col">
                      <VisuallyHidden>操作</VisuallyHidden>
                    </th>
                  </tr>
                </thead>
                <tbody>
                  {cart.detail.products.map((product) => (
                    <ProductRow key={product.key} product={product} />
                  ))}
                </tbody>
              </Lines>
              {/* Pre-orders ship from their release day: the shop's notice says how. */}
              {cart.detail.products.some((line) => line.product_info.is_pre_order) && (
                <PageNotice code="pre-order-info-2" />
              )}
              <PageNotice code="cart-index-note" />
              <CouponForm cart={cart} />
              <Section aria-label="ご注文金額">
                <CartTotals cart={cart} />
              </Section>
              {stopped && (
                <Alert tone="warning">
                  <p>ただいま一時的に販売を停止しております。再開まで今しばらくお待ちください。</p>
                </Alert>
              )}
              {cart.detail.coupons.some((coupon) => !coupon.is_applicable) && (
                <StaleCoupons
                  coupons={cart.detail.coupons.filter((coupon) => !coupon.is_applicable)}
                  onProceed={() => proceed(cart.detail.products)}
                />
              )}
              <Actions>
                <Button
                  size="lg"
                  disabled={stopped || cart.detail.coupons.some((coupon) => !coupon.is_applicable)}
                  aria-describedby={
                    cart.detail.coupons.some((coupon) => !coupon.is_applicable)
                      ? 'stale-coupons'
                      : undefined
                  }
                  onClick={() => proceed(cart.detail.products)}
                >
                  ご購入手続きへ進む
                </Button>
                <Link href="/product">買い物を続ける</Link>
              </Actions>
              <PageNotice code="cart-index-links" />
            </Layout>
          )
        }
      </WithCart>
    </CartFrame>
  );
}
