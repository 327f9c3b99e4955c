import { selectUserOrderState, useAppSelector } from '@mise/store';
import { EmptyState, formatDateTime, Heading } from '@mise/ui';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../navigation/use-back.js';
import type { PageProps } from '../../kit/index.js';
import { AccountFrame, Actions, Alert, Pending, serverFailure } from '../../shared/page.js';
import { Facts, Section, StatusTag } from '../../shared/sections.js';
import { CancelOrder } from './detail/CancelOrder.js';
import { OrderTotals, Shippings, SocialGift } from './detail/OrderContents.js';
import { Documents } from './detail/OrderDocuments.js';
import { Memos } from './detail/OrderMemos.js';
import { orderIdOf } from './order-query.js';

/** The warning of a cancel that left shipped deliveries (cancel_only_ecd_key), by key. */
const CANCEL_ONLY_MESSAGES: Record<string, string> = {
  'order.cancel.only_unshipped':
    '発送済みのお届け先はキャンセルされていません。返金やポイントの扱いはショップよりご連絡いたします。',
};

/** /mypage/order_history/{key}: one order with its deliveries, totals, memos, receipt and cancel. */
export function OrderDetailPage({ route }: PageProps) {
  const { key = '' } = useParams();
  const id = orderIdOf(key);
  // Loaded by the route's loader (ORDER_LOADERS); a failure is this order's, shown here.
  const { order, orderFailure } = useAppSelector(selectUserOrderState);
  const shown = order && order.id === id ? order : null;
  // A failed re-read (after a receipt download) leaves the order shown.
  const failure =
    !shown && orderFailure && orderFailure.id === id ? serverFailure(orderFailure).message : null;
  const warning = shown?.cancel_only_ecd_key
    ? (CANCEL_ONLY_MESSAGES[shown.cancel_only_ecd_key] ?? shown.cancel_only_message ?? '')
    : '';

  return (
    <AccountFrame route={route} inMypage>
      {id === null || failure ? (
        <EmptyState
          message={failure ?? 'ご注文が見つかりませんでした'}
          action={{ label: 'ご注文履歴へ', to: '/mypage/order_history' }}
        />
      ) : !shown ? (
        <Pending label="ご注文を読み込んでいます…" />
      ) : (
        <>
          {warning && (
            <Alert tone="warning">
              <p>{warning}</p>
            </Alert>
          )}
          <Section aria-labelledby="order-summary">
            <Heading level={2} id="order-summary">
              ご注文情報
            </Heading>
            <Facts>
              <dt>ご注文番号</dt>
              <dd>{shown.order_no}</dd>
              <dt>ご注文日時</dt>
              <dd>{formatDateTime(shown.ordered_at)}</dd>
              <dt>状態</dt>
              <dd>
                <StatusTag $cancelled={shown.status === 'cancelled'}>
                  {shown.status_label}
                </StatusTag>
              </dd>
              {shown.cancelled_at && (
                <>
                  <dt>キャンセル日時</dt>
                  <dd>{formatDateTime(shown.cancelled_at)}</dd>
                  <dt>キャンセル理由</dt>
                  <dd>{shown.cancel_reason}</dd>
                </>
              )}
              <dt>お支払い方法</dt>
              <dd>
                {shown.payment.name}
                {shown.payment.masked_card_number ? `（${shown.payment.masked_card_number}）` : ''}
              </dd>
              {shown.note && (
                <>
                  <dt>ご要望</dt>
                  <dd>{shown.note}</dd>
                </>
              )}
            </Facts>
          </Section>
          {shown.social_gift && <SocialGift gift={shown.social_gift} />}
          <Shippings order={shown} />
          <Section aria-labelledby="order-totals">
            <Heading level={2} id="order-totals">
              お支払い金額
            </Heading>
            <OrderTotals order={shown} />
          </Section>
          <Memos order={shown} />
          <Documents order={shown} />
          {shown.is_cancellable && <CancelOrder order={shown} />}
        </>
      )}
      <Actions>
        <BackLink to="/mypage/order_history/">ご注文履歴に戻る</BackLink>
      </Actions>
    </AccountFrame>
  );
}
