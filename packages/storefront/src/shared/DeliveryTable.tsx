import { formatDate, Heading } from '@mise/ui';
import type { ReactNode } from 'react';
import { Facts, Section, StatusTag, Table, yen } from './sections.js';

/** Where a delivery goes: the fields of a cart's and of an order's shipping alike. */
export type DeliveryAddress = {
  postal_code: string | null;
  prefecture: string | null;
  city: string | null;
  address1: string | null;
  address2?: string | null;
};

/** 〒123-4567 東京都千代田区… : one line of a delivery address. */
export function addressLine(shipping: DeliveryAddress): string {
  const postal = shipping.postal_code ?? '';
  const formatted = /^\d{7}$/.test(postal) ? `${postal.slice(0, 3)}-${postal.slice(3)}` : postal;
  return `〒${formatted} ${shipping.prefecture ?? ''}${shipping.city ?? ''}${shipping.address1 ?? ''}${
    shipping.address2 ? ` ${shipping.address2}` : ''
  }`;
}

/** Who receives a delivery, where, and when they wish it. */
export type DeliveryRecipient = DeliveryAddress & {
  /** 山田 花子 様, with the company first where there is one. */
  name: string;
  phone_number: string | null;
  /** ISO date, or null for no wish. */
  delivery_date: string | null;
  /** The time slot as the shopper reads it (午前中, 14時〜16時), or null for no wish. */
  timezone: string | null;
};

export type DeliveryPacking = {
  kind: 'gift_wrap' | 'noshi';
  noshi_type?: string | null;
  noshi_name?: string | null;
};

/** One product of a delivery, prices with tax. */
export type DeliveryLine = {
  key: string | number;
  /** The product's name, a link where the page links it. */
  product: ReactNode;
  /** What the line adds to the name: its code, embroidery, a reduced tax rate. */
  note?: ReactNode;
  unit_price_with_tax: number;
  quantity: number;
  subtotal_with_tax: number;
};

export type DeliveryTableProps = {
  /**
   * 'confirm': the checkout's confirm page, the deliveries as the shopper entered them (address
   * lines, the wished date and slot, the lines table named for screen readers, an h2 each).
   * 'order': an order's detail, the delivery as a fact list with its status and carriage (h3).
   */
  variant: 'confirm' | 'order';
  /** The region's name: お届け先1, お届け先2, … */
  title: string;
  /** The heading when it differs from the title (an order's only delivery is just お届け先). */
  heading?: string;
  status?: { label: string; cancelled: boolean };
  /** null for a social gift: its receiver enters the address, `gift` says so instead. */
  recipient: DeliveryRecipient | null;
  gift?: ReactNode;
  packings: readonly DeliveryPacking[];
  /** The delivery's carriage without tax (shown by the order variant). */
  carriage?: number;
  lines: readonly DeliveryLine[];
};

const PACKING_LABEL = { gift_wrap: 'ギフト包装', noshi: 'のし' } as const;

function packingText(variant: DeliveryTableProps['variant'], packing: DeliveryPacking): string {
  if (variant === 'order') {
    return [PACKING_LABEL[packing.kind], packing.noshi_type, packing.noshi_name]
      .filter(Boolean)
      .join(' ');
  }
  return packing.kind === 'noshi'
    ? `のし（${packing.noshi_type ?? ''}${packing.noshi_name ? `・${packing.noshi_name}` : ''}）`
    : PACKING_LABEL[packing.kind];
}

/**
 * One delivery of the cart being confirmed or of a placed order: where it goes and when, how it
 * is wrapped, and its products with their prices.
 */
export function DeliveryTable({
  variant,
  title,
  heading = title,
  status,
  recipient,
  gift,
  packings,
  carriage,
  lines,
}: DeliveryTableProps) {
  const packed = packings.map((packing) => packingText(variant, packing)).join('、');
  const wishedDate = recipient?.delivery_date ? formatDate(recipient.delivery_date) : '指定なし';
  return (
    <Section aria-label={title}>
      {variant === 'order' ? (
        <>
          <Heading level={3}>
            {heading}{' '}
            {status && <StatusTag $cancelled={status.cancelled}>{status.label}</StatusTag>}
          </Heading>
          <Facts>
            {recipient ? (
              <>
                <dt>お名前</dt>
                <dd>{recipient.name}</dd>
                <dt>ご住所</dt>
                <dd>{addressLine(recipient)}</dd>
                <dt>電話番号</dt>
                <dd>{recipient.phone_number}</dd>
                <dt>お届け希望日時</dt>
                <dd>
                  {wishedDate} {recipient.timezone}
                </dd>
              </>
            ) : (
              <>
                <dt>お届け先</dt>
                <dd>{gift}</dd>
              </>
            )}
            {packed && (
              <>
                <dt>ラッピング</dt>
                <dd>{packed}</dd>
              </>
            )}
            {carriage !== undefined && (
              <>
                <dt>送料</dt>
                <dd>{yen(carriage)}（税抜）</dd>
              </>
            )}
          </Facts>
        </>
      ) : (
        <>
          <h2>{heading}</h2>
          {recipient ? (
            <>
              <p>
                {recipient.name}
                <br />
                {addressLine(recipient)}
                <br />
                電話番号: {recipient.phone_number}
              </p>
              <p>
                お届け希望日: {wishedDate}／お届け時間帯: {recipient.timezone ?? '指定なし'}
              </p>
            </>
          ) : (
            gift
          )}
          {packed && <p>{packed}</p>}
        </>
      )}
      <Table aria-label={variant === 'confirm' ? `${title}の商品` : undefined}>
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
          {lines.map((line) => (
            <tr key={line.key}>
              <td>
                {line.product}
                {variant === 'order' ? (
                  <>
                    <br />
                    <small>{line.note}</small>
                  </>
                ) : (
                  line.note
                )}
              </td>
              <td className="num">{yen(line.unit_price_with_tax)}</td>
              <td className="num">{line.quantity}</td>
              <td className="num">{yen(line.subtotal_with_tax)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
    </Section>
  );
}
