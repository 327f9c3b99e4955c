import {
  checkoutFinished,
  fetchDecideData,
  selectDecideData,
  takePaymentInProgress,
  trackPurchase,
  useAppDispatch,
  useAppSelector,
  useAppStore,
} from '@mise/store';
import { formatDateTime, Link } from '@mise/ui';
import { useEffect, useRef } from 'react';
import { useSearchParams } from 'react-router-dom';
import { styled } from 'styled-components';
import type { PageProps } from '../../kit/index.js';
import { Actions, Alert, Lead, PageNotice } from '../../shared/page.js';
import { useEcommerceEvent } from '../../analytics/use-ecommerce-event.js';
import { GiftLink } from '../../shared/sections.js';
import { CartFrame, Section, useIsMember, yen } from './shared.js';

const OrderNumber = styled.p`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.xl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

/**
 * /cart/complete?no=…(&t=… for guests): the order number, the guest's receipt link, and the
 * purchase tracking of spec section 4 (once, within 30 minutes of the order).
 */
export function CompletePage({ route }: PageProps) {
  const dispatch = useAppDispatch();
  const store = useAppStore();
  const isMember = useIsMember();
  const [params] = useSearchParams();
  const orderNo = params.get('no') ?? store.getState().cart.orderNo;
  const guestToken = params.get('t');
  const order = useAppSelector(selectDecideData);
  const started = useRef(false);
  const report = useEcommerceEvent();

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    const cartToken = store.getState().cart.data?.token ?? null;
    void (async () => {
      // Spec section 4: the flag set when the order was sent is read (and cleared) here, at the end.
      const justPaid = await dispatch(takePaymentInProgress()).unwrap();
      const tracked = await dispatch(trackPurchase(orderNo ?? undefined))
        .unwrap()
        .catch(() => null);
      // The first visit after the order (the purchase is tracked once) also tells the shop's API.
      if (tracked) await report('purchase', { order_no: tracked.order_no });
      if (!tracked && orderNo && cartToken)
        await dispatch(fetchDecideData({ orderNo, token: cartToken })).catch(() => undefined);
      // The ordered cart is read-only: the next product goes into a new cart. The page opened
      // again later (history, a bookmark) finishes nothing: the cart filled since stays.
      if (justPaid) dispatch(checkoutFinished());
    })();
  }, [dispatch, orderNo, report, store]);

  const shown = order && order.order_no === orderNo ? order : null;
  return (
    <CartFrame route={route} step={5}>
      {orderNo ? (
        <Section aria-label="ご注文番号">
          <Lead>ご注文ありがとうございました。</Lead>
          <p>ご注文番号</p>
          <OrderNumber data-testid="order-number">{orderNo}</OrderNumber>
          {shown && (
            <p>
              お支払い金額: {yen(shown.total_payment)}（{shown.payment_name}）
            </p>
          )}
          <p>ご注文内容の確認メールをお送りしました。</p>
        </Section>
      ) : (
        <Alert tone="info">
          <p>ご注文の情報が見つかりませんでした。</p>
        </Alert>
      )}
      {shown?.social_gift && (
        <Section aria-labelledby="complete-social-gift">
          <h2 id="complete-social-gift">ソーシャルギフトの受け取り用URL</h2>
          <p>
            このURLをギフトを贈るお相手にメールやメッセージで送ってください。お相手がお届け先とお届け日時を入力すると、商品を発送します。受け取りの状況はご注文履歴で確認できます。
          </p>
          <GiftLink token={shown.social_gift.token} />
          <p>受け取り期限: {formatDateTime(shown.social_gift.expires_at)}</p>
        </Section>
      )}
      <PageNotice code="cart-complete" />
      <Actions>
        {!isMember && orderNo && guestToken && (
          <Link
            href={`/orders/receipt?${new URLSearchParams({ no: orderNo, t: guestToken }).toString()}`}
          >
            領収書を発行する
          </Link>
        )}
        {isMember && <Link href="/mypage/order_history">ご注文履歴を見る</Link>}
        <Link href="/">トップページへ戻る</Link>
      </Actions>
    </CartFrame>
  );
}
