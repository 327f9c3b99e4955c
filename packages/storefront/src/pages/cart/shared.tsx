import type { Cart, CartShipping } from '@mise/api-client';
import {
  initCart,
  resetReasonShown,
  selectAuthChecked,
  selectCart,
  selectCartResetReason,
  selectCartStatus,
  selectIsLogin,
  selectIsShippingReset,
  selectIsShippingResetFailed,
  selectSettings,
  shippingResetShown,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Breadcrumbs, formatYen, Heading, StepIndicator } from '@mise/ui';
import { useEffect } from 'react';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { PageMeta } from '../../kit/index.js';
import type { RouteDef } from '../../routes/table.js';
import { Alert, Pending } from '../../shared/page.js';
import { Totals } from '../../shared/sections.js';

/** Building blocks of the cart screens: frame with the checkout steps, the cart, prices. */

export const yen = formatYen;

const STEP_LABELS = ['カート', 'お届け先', 'お届け方法', 'お支払い', '確認', '完了'];

const Page = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(6)};
`;

/** Title, breadcrumbs, the checkout steps and the heading of a cart screen (not indexed). */
export function CartFrame({
  route,
  step,
  children,
}: {
  route: RouteDef;
  /** Index in STEP_LABELS; the cart itself shows no steps. */
  step?: number;
  children: ReactNode;
}) {
  return (
    <Page>
      <PageMeta title={route.title} noIndex />
      <Breadcrumbs items={[{ label: 'トップ', to: '/' }, { label: route.title }]} />
      <Heading level={1}>{route.title}</Heading>
      {step !== undefined && (
        <StepIndicator label="ご注文手続きの流れ" steps={STEP_LABELS} current={step} />
      )}
      {children}
    </Page>
  );
}

/**
 * The cart of this visitor, as the screen's loader left it. Screens render once it is there;
 * the reset message of an expired cart or a product no longer sold shows above.
 */
export function useCart(): { cart: Cart | null; loading: boolean; failed: boolean } {
  const dispatch = useAppDispatch();
  const cart = useAppSelector(selectCart);
  const status = useAppSelector(selectCartStatus);
  const checked = useAppSelector(selectAuthChecked);
  // A cart dropped while the screen is open (the server no longer knows it, or the session
  // ended) starts again, as the screen's loader would have started it.
  const dropped = !cart && status === 'idle' && checked;
  useEffect(() => {
    if (dropped) void dispatch(initCart());
  }, [dropped, dispatch]);
  return { cart, loading: !cart && status !== 'failed', failed: !cart && status === 'failed' };
}

/** Messages the cart carries over from a reset (expired, not sold, lost address). */
export function CartMessages() {
  const dispatch = useAppDispatch();
  const reason = useAppSelector(selectCartResetReason);
  const shippingReset = useAppSelector(selectIsShippingReset);
  const shippingResetFailed = useAppSelector(selectIsShippingResetFailed);
  // Shown once: leaving the page clears them.
  useEffect(
    () => () => {
      dispatch(resetReasonShown());
      dispatch(shippingResetShown());
    },
    [dispatch],
  );
  return (
    <>
      {reason && (
        <Alert tone="warning">
          <p>{reason.message}</p>
        </Alert>
      )}
      {shippingReset && (
        <Alert tone="warning">
          <p>お届け先に登録されていた住所が削除されたため、お届け先をリセットしました。</p>
        </Alert>
      )}
      {shippingResetFailed && (
        <Alert tone="error">
          <p>お届け先のリセットに失敗しました。お手数ですがもう一度お試しください。</p>
        </Alert>
      )}
    </>
  );
}

/** A cart screen's body: waiting, failed, or the screen with the loaded cart. */
export function WithCart({ children }: { children: (cart: Cart) => ReactNode }) {
  const { cart, loading, failed } = useCart();
  if (loading) return <Pending label="カートを読み込んでいます…" />;
  if (failed || !cart)
    return (
      <Alert tone="error">
        <p>カートを読み込めませんでした。時間をおいてもう一度お試しください。</p>
      </Alert>
    );
  return <>{children(cart)}</>;
}

export function useIsMember(): boolean {
  return useAppSelector(selectIsLogin);
}

export function useAllowMultipleShipping(cart: Cart): boolean {
  const settings = useAppSelector(selectSettings);
  return cart.is_allow_multiple_shipping || settings?.['ORDER.SHIPPING.IS_ALLOW_MULTIPLE'] === true;
}

/** 'お届け先1', 'お届け先2', … in the cart's order of deliveries. */
export function shippingTitle(cart: Cart, key: string): string {
  return `お届け先${cart.detail.shippings.findIndex((shipping) => shipping.key === key) + 1}`;
}

export function recipientName(shipping: Pick<CartShipping, 'last_name' | 'first_name'>): string {
  return `${shipping.last_name ?? ''} ${shipping.first_name ?? ''} 様`;
}

export const ErrorText = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.error};
`;

// The same boxes and tables as the order screens.
export { Section, Table } from '../../shared/sections.js';

/** The order's totals, with the tax per rate (qualified-invoice style). */
export function CartTotals({ cart, detailed = false }: { cart: Cart; detailed?: boolean }) {
  const order = cart.detail.order;
  return (
    <Totals aria-label="ご注文金額">
      <dt>商品合計（税込）</dt>
      <dd>{yen(order.subtotal_with_tax)}</dd>
      <dt>送料</dt>
      <dd>{yen(Math.floor((order.total_carriage * 110) / 100))}</dd>
      {order.carriage_message && <dd className="note">{order.carriage_message}</dd>}
      {order.total_packing > 0 && (
        <>
          <dt>ラッピング料</dt>
          <dd>{yen(Math.floor((order.total_packing * 110) / 100))}</dd>
        </>
      )}
      {order.total_fee > 0 && (
        <>
          <dt>支払手数料</dt>
          <dd>{yen(Math.floor((order.total_fee * 110) / 100))}</dd>
        </>
      )}
      {order.total_discount > 0 && (
        <>
          <dt>クーポン割引</dt>
          <dd>-{yen(order.total_discount)}</dd>
        </>
      )}
      {detailed &&
        order.amount_by_tax_rate.map((rate) => (
          <TaxRow key={rate.rate} rate={rate.rate} amount={rate.amount} tax={rate.tax} />
        ))}
      <dt>合計（税込）</dt>
      <dd>{yen(order.total_before_points)}</dd>
      {order.points_used > 0 && (
        <>
          <dt>ポイント利用</dt>
          <dd>-{order.points_used.toLocaleString('ja-JP')}pt</dd>
        </>
      )}
      <dt className="total">お支払い金額</dt>
      <dd className="total">{yen(order.total_payment)}</dd>
      {order.points_to_grant > 0 && cart.user_id !== null && (
        <>
          <dt>獲得予定ポイント</dt>
          <dd>{order.points_to_grant.toLocaleString('ja-JP')}pt</dd>
        </>
      )}
    </Totals>
  );
}

function TaxRow({ rate, amount, tax }: { rate: number; amount: number; tax: number }) {
  return (
    <>
      <dt>
        {rate}%対象 {yen(amount)}
      </dt>
      <dd>消費税 {yen(tax)}</dd>
    </>
  );
}
