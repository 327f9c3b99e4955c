import type { Order } from '@mise/api-client';
import { formatDate, formatDateTime, formatPostalCode, Heading, Link } from '@mise/ui';
import {
  Facts,
  GiftLink,
  Section,
  StatusTag,
  Table,
  TaxRateRows,
  Totals,
  yen,
} from '../../../shared/sections.js';

const PACKING_LABEL = { gift_wrap: 'ギフト包装', noshi: 'のし' } as const;

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
  return (
    <>
      {order.shippings.map((shipping, index) => (
        <Section key={shipping.id} aria-label={`お届け先${index + 1}`}>
          <Heading level={3}>
            お届け先{order.shippings.length > 1 ? index + 1 : ''}{' '}
            <StatusTag $cancelled={shipping.status === 'cancelled'}>
              {shipping.status_label}
            </StatusTag>
          </Heading>
          <Facts>
            {order.social_gift ? (
              // The receiver's details are theirs: the API answers the prefecture at most.
              <>
                <dt>お届け先</dt>
                <dd>
                  {order.social_gift.prefecture ??
                    'ソーシャルギフト（お届け先はギフトを受け取る方が入力します）'}
                </dd>
              </>
            ) : (
              <>
                <dt>お名前</dt>
                <dd>
                  {shipping.company_name ? `${shipping.company_name} ` : ''}
                  {shipping.last_name} {shipping.first_name} 様
                </dd>
                <dt>ご住所</dt>
                <dd>
                  〒{formatPostalCode(shipping.postal_code)} {shipping.prefecture}
                  {shipping.city}
                  {shipping.address1} {shipping.address2}
                </dd>
                <dt>電話番号</dt>
                <dd>{shipping.phone_number}</dd>
                <dt>お届け希望日時</dt>
                <dd>
                  {shipping.delivery_date ? formatDate(shipping.delivery_date) : '指定なし'}{' '}
                  {shipping.delivery_timezone_name}
                </dd>
              </>
            )}
            {shipping.packings.length > 0 && (
              <>
                <dt>ラッピング</dt>
                <dd>
                  {shipping.packings
                    .map((packing) =>
                      [PACKING_LABEL[packing.kind], packing.noshi_type, packing.noshi_name]
                        .filter(Boolean)
                        .join(' '),
                    )
                    .join('、')}
                </dd>
              </>
            )}
            <dt>送料</dt>
            <dd>{yen(shipping.carriage)}（税抜）</dd>
          </Facts>
          <Table>
            <thead>
              <tr>
                <th scope="col">商品</th>
                <th scope="col" className="num">
                  単価（税込）
                </th>
                <th scope="col" className="num">
                  数量
                </th>
                <th scope="col" className="num">
                  小計（税込）
                </th>
              </tr>
            </thead>
            <tbody>
              {shipping.items.map((item) => (
                <tr key={item.id}>
                  <td>
                    {item.product_id !== null ? (
                      <Link href={`/product/${encodeURIComponent(item.product_key)}/`}>
                        {item.product_name}
                      </Link>
                    ) : (
                      item.product_name
                    )}
                    <br />
                    <small>
                      {item.product_code}
                      {item.tax_rate !== 10 ? `（軽減税率${item.tax_rate}%）` : ''}
                    </small>
                  </td>
                  <td className="num">{yen(item.unit_price_with_tax)}</td>
                  <td className="num">{item.quantity}</td>
                  <td className="num">{yen(item.subtotal_with_tax)}</td>
                </tr>
              ))}
            </tbody>
          </Table>
        </Section>
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
