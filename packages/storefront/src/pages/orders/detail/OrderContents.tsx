import type { Order } from '@mise/api-client';
import { formatDateTime, Heading, Link } from '@mise/ui';
import { DeliveryTable } from '../../../shared/DeliveryTable.js';
import {
  Facts,
  GiftLink,
  Section,
  StatusTag,
  TaxRateRows,
  Totals,
  yen,
} from '../../../shared/sections.js';

/** A social gift's state for its buyer: the link to send while it waits, the prefecture once received. */
export function SocialGift({ gift }: { gift: NonNullable<Order['social_gift']> }) {
  return (
    <Section aria-labelledby="order-social-gift">
      <Heading level={2} id="order-social-gift">
        ソーシャルギフト
      </Heading>
      <Facts>
        <dt>受け取り状況</dt>
        <dd>
          <StatusTag $cancelled={gift.status !== 'waiting' && gift.status !== 'accepted'}>
            {gift.status_label}
          </StatusTag>
        </dd>
        <dt>贈り主名</dt>
        <dd>{gift.sender_name}</dd>
        {gift.accepted_at ? (
          <>
            <dt>受け取り日時</dt>
            <dd>{formatDateTime(gift.accepted_at)}</dd>
            <dt>お届け先の都道府県</dt>
            <dd>{gift.prefecture}</dd>
          </>
        ) : (
          <>
            <dt>受け取り期限</dt>
            <dd>{formatDateTime(gift.expires_at)}</dd>
          </>
        )}
      </Facts>
      {gift.status === 'waiting' && (
        <>
          <p>
            このURLをギフトを贈るお相手に送ってください。お相手がお届け先とお届け日時を入力します。
          </p>
          <GiftLink token={gift.token} />
        </>
      )}
    </Section>
  );
}

export function Shippings({ order }: { order: Order }) {
  const gift = order.social_gift;
  return (
    <>
      {order.shippings.map((shipping, index) => (
        <DeliveryTable
          key={shipping.id}
          variant="order"
          title={`お届け先${index + 1}`}
          heading={`お届け先${order.shippings.length > 1 ? index + 1 : ''}`}
          status={{ label: shipping.status_label, cancelled: shipping.status === 'cancelled' }}
          // The receiver's details are theirs: the API answers the prefecture at most.
          recipient={
            gift
              ? null
              : {
                  ...shipping,
                  name: `${shipping.company_name ? `${shipping.company_name} ` : ''}${shipping.last_name} ${shipping.first_name} 様`,
                  timezone: shipping.delivery_timezone_name,
                }
          }
          gift={
            gift &&
            (gift.prefecture ?? 'ソーシャルギフト（お届け先はギフトを受け取る方が入力します）')
          }
          packings={shipping.packings}
          carriage={shipping.carriage}
          lines={shipping.items.map((item) => ({
            ...item,
            key: item.id,
            product:
              item.product_id !== null ? (
                <Link href={`/product/${encodeURIComponent(item.product_key)}/`}>
                  {item.product_name}
                </Link>
              ) : (
                item.product_name
              ),
            note: `${item.product_code}${item.tax_rate !== 10 ? `（軽減税率${item.tax_rate}%）` : ''}`,
          }))}
        />
      ))}
    </>
  );
}

export function OrderTotals({ order }: { order: Order }) {
  return (
    <Totals aria-label="ご注文金額">
      <dt>商品合計（税抜）</dt>
      <dd>{yen(order.subtotal)}</dd>
      <dt>送料（税抜）</dt>
      <dd>{yen(order.total_carriage)}</dd>
      {order.total_packing > 0 && (
        <>
          <dt>ラッピング（税抜）</dt>
          <dd>{yen(order.total_packing)}</dd>
        </>
      )}
      {order.total_fee > 0 && (
        <>
          <dt>決済手数料（税抜）</dt>
          <dd>{yen(order.total_fee)}</dd>
        </>
      )}
      {order.total_discount > 0 && (
        <>
          <dt>クーポン割引</dt>
          <dd>-{yen(order.total_discount)}</dd>
        </>
      )}
      <TaxRateRows rows={order.amount_by_tax_rate} />
      <dt>消費税合計</dt>
      <dd>{yen(order.total_tax)}</dd>
      {order.points_used > 0 && (
        <>
          <dt>ポイント利用</dt>
          <dd>-{order.points_used.toLocaleString('ja-JP')}pt</dd>
        </>
      )}
      <dt className="total">お支払い金額</dt>
      <dd className="total">{yen(order.total_payment)}</dd>
      {order.points_granted > 0 && (
        <>
          <dt>獲得ポイント</dt>
          <dd>{order.points_granted.toLocaleString('ja-JP')}pt</dd>
        </>
      )}
    </Totals>
  );
}
