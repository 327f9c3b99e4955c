import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { channels, orders, settings } from '../db/schema.js';
import type { orderItems, orderShippings } from '../db/schema.js';
import { addDays, todayInJapan } from './business-days.js';
import { withTax } from './catalog.js';
import { BASE_PALETTE, selectedPalette } from './colorschemes.js';
import type { Palette } from './colorschemes.js';
import { mailHtml, mailText } from './mail-layout.js';
import type { MailBlock, MailShop } from './mail-layout.js';
import type { Mail, Mailer } from './mailer.js';
import { shopUrl } from './mails.js';
import { timezoneName } from './cart/leadtime.js';
import { findOrderGift } from './gift-summary.js';
import { orderDeliveries } from './order-history/serialize.js';
import { loadIssuer } from './pdf/issuer.js';
import { PRIVATE_SETTINGS } from './settings.js';
import type { Channel } from '../types.js';

/**
 * The mails of an order's life: its confirmation (after the decision), its cancellation and its
 * shipping notice. Each is written into the outbox in the transaction that made the change
 * (`queueOrderMail(tx, …)`), so the mail exists exactly when the change was committed.
 */
export type OrderMailKind = 'confirmation' | 'cancellation' | 'shipped';

type OrderRow = typeof orders.$inferSelect;
type ShippingRow = typeof orderShippings.$inferSelect;
type ItemRow = typeof orderItems.$inferSelect;

const STANDARD_RATE = 10;
const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'];

const yen = (amount: number) => `${amount.toLocaleString('ja-JP')}円`;

/** YYYY.MM.DD（曜） of a YYYY-MM-DD date (spec section 9's date format, with the weekday). */
export function mailDate(date: string): string {
  const weekday = WEEKDAYS[new Date(`${date}T00:00:00Z`).getUTCDay()];
  return `${date.replaceAll('-', '.')}（${weekday}）`;
}

/** YYYY.MM.DD H:mm in Japan. */
function mailDateTime(at: Date): string {
  const japan = new Date(at.getTime() + 9 * 3_600_000);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${todayInJapan(at).replaceAll('-', '.')} ${japan.getUTCHours()}:${pad(japan.getUTCMinutes())}`;
}

/** The bank transfer's deadline: SHOP.BANK_TRANSFER.DUE_DAYS days after the order's date in Japan. */
export function paymentDeadline(orderedAt: Date, dueDays: number): string {
  return addDays(todayInJapan(orderedAt), dueDays);
}

/** A colour a style attribute may take; anything else (an operator's typo) falls back to the neutral one. */
const COLOR = /^(#[0-9a-f]{3,8}|[a-z]{3,20}|rgba?\([\d\s.,%]+\))$/i;
function mailPalette(palette: Palette): Palette {
  const safe: Record<string, string> = { ...BASE_PALETTE };
  for (const [name, value] of Object.entries(palette)) if (COLOR.test(value)) safe[name] = value;
  return safe as Palette;
}

type ShopMailSettings = {
  email: string;
  hours: string;
  bankAccount: string;
  bankDueDays: number;
};

async function loadMailSettings(db: Database, channelId: string): Promise<ShopMailSettings> {
  const keys = {
    email: 'SHOP.CONTACT.EMAIL',
    hours: 'SHOP.CONTACT.HOURS',
    bankAccount: 'SHOP.BANK_TRANSFER.ACCOUNT',
    bankDueDays: 'SHOP.BANK_TRANSFER.DUE_DAYS',
  } as const;
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(and(eq(settings.channelId, channelId), inArray(settings.key, Object.values(keys))));
  const value = <K extends keyof typeof keys>(name: K) => {
    const fallback = PRIVATE_SETTINGS[keys[name]];
    const found = rows.find((row) => row.key === keys[name])?.value;
    return (
      typeof found === typeof fallback ? found : fallback
    ) as (typeof PRIVATE_SETTINGS)[(typeof keys)[K]];
  };
  return {
    email: value('email'),
    hours: value('hours'),
    bankAccount: value('bankAccount'),
    bankDueDays: value('bankDueDays'),
  };
}

type Loaded = {
  channel: Channel;
  order: OrderRow;
  shippings: { shipping: ShippingRow; items: ItemRow[] }[];
  gift: Awaited<ReturnType<typeof findOrderGift>>;
  shop: MailShop;
  mailSettings: ShopMailSettings;
};

async function loadOrder(db: Database, orderId: number): Promise<Loaded> {
  const [row] = await db
    .select({ order: orders, channel: channels })
    .from(orders)
    .innerJoin(channels, eq(channels.id, orders.channelId))
    .where(eq(orders.id, orderId));
  if (!row) throw new Error(`order ${orderId} not found`);
  const { order, channel } = row;
  // One after the other: `db` is the order's transaction, one connection.
  const [shippingRows, itemRows] = await orderDeliveries(db, order.id);
  const gift = await findOrderGift(db, order.id);
  const issuer = await loadIssuer(db, channel);
  const mailSettings = await loadMailSettings(db, channel.id);
  const palette = await selectedPalette(db, channel.id);
  const contact = [
    issuer.name === channel.name ? '' : issuer.name,
    issuer.address ? `〒${issuer.postalCode} ${issuer.address}` : '',
    issuer.phone ? `電話番号: ${issuer.phone}` : '',
    mailSettings.email ? `メール: ${mailSettings.email}` : '',
    mailSettings.hours ? `営業時間: ${mailSettings.hours}` : '',
  ].filter(Boolean);
  return {
    channel,
    order,
    shippings: shippingRows.map((shipping) => ({
      shipping,
      items: itemRows.filter((item) => item.orderShippingId === shipping.id),
    })),
    gift,
    shop: {
      name: channel.name,
      palette: mailPalette(palette),
      contact,
      url: shopUrl(channel, '/'),
    },
    mailSettings,
  };
}

const ordererName = (order: OrderRow) =>
  `${order.orderer.last_name} ${order.orderer.first_name}`.trim();

/** Where a guest or a member reads the order on the shop. */
function orderLink(loaded: Loaded): MailBlock {
  const { channel, order } = loaded;
  const url =
    order.userId === null
      ? shopUrl(
          channel,
          `/orders/receipt?no=${encodeURIComponent(order.orderNo)}&t=${encodeURIComponent(order.guestToken)}`,
        )
      : shopUrl(channel, `/mypage/order_history/${order.id}`);
  return {
    kind: 'link',
    label: order.userId === null ? 'ご注文の確認・領収書' : 'ご注文履歴を見る',
    url,
  };
}

function addressText(shipping: ShippingRow): string {
  const name = `${shipping.lastName} ${shipping.firstName}`.trim();
  const postal = shipping.postalCode.replace(/^(\d{3})(\d{4})$/, '$1-$2');
  return [
    `〒${postal} ${shipping.prefecture}${shipping.city}${shipping.address1}${shipping.address2 ? ` ${shipping.address2}` : ''}`,
    shipping.companyName,
    `${name} 様`,
    shipping.phoneNumber ? `電話番号: ${shipping.phoneNumber}` : '',
  ]
    .filter(Boolean)
    .join('\n');
}

function packingText(shipping: ShippingRow): string {
  return shipping.packings
    .map((packing) =>
      packing.kind === 'gift_wrap'
        ? `ギフト包装（${yen(withTax(packing.price, STANDARD_RATE))}）`
        : `のし${packing.noshi_type ? `（${packing.noshi_type}${packing.noshi_name ? `・${packing.noshi_name}` : ''}）` : ''}`,
    )
    .join('、');
}

function itemsBlock(items: ItemRow[], cancelled = false): MailBlock {
  return {
    kind: 'items',
    rows: items.map((item) => {
      const unit = withTax(item.unitPrice, item.taxRate);
      const quantity = cancelled ? item.cancelledQuantity : item.quantity;
      return {
        name: `${item.productName}${item.productCode ? `（${item.productCode}）` : ''}`,
        detail: `${yen(unit)}（税込・${item.taxRate}%） × ${quantity}点`,
        amount: yen(unit * quantity),
      };
    }),
  };
}

/** Each delivery: its address (unless a gift's receiver has yet to give it), date, slot, wrapping and lines. */
function deliveryBlocks(loaded: Loaded, filter?: (shipping: ShippingRow) => boolean): MailBlock[] {
  const waitingGift = loaded.gift !== null && loaded.gift.acceptedAt === null;
  const chosen = loaded.shippings.filter(({ shipping }) => !filter || filter(shipping));
  return chosen.flatMap(({ shipping, items }, index) => {
    const fields: [string, string][] = waitingGift
      ? [['お届け先', 'ギフトを受け取る方がご入力になります']]
      : [
          ['お届け先', addressText(shipping)],
          ['お届け希望日', shipping.deliveryDate ? mailDate(shipping.deliveryDate) : '指定なし'],
          ['お届け時間帯', timezoneName(shipping.deliveryTimezone)],
        ];
    const packing = packingText(shipping);
    if (packing) fields.push(['ギフト包装・のし', packing]);
    fields.push(['送料', `${yen(withTax(shipping.carriage, STANDARD_RATE))}（税込）`]);
    return [
      { kind: 'heading', text: chosen.length > 1 ? `お届け先${index + 1}` : 'お届け先' },
      { kind: 'fields', rows: fields },
      itemsBlock(items),
    ] satisfies MailBlock[];
  });
}

/** Every amount the shopper pays: products, carriage, packing, fee, coupons, points, by tax rate. */
function totalsBlocks(loaded: Loaded): MailBlock[] {
  const { order } = loaded;
  const subtotalWithTax = loaded.shippings
    .flatMap(({ items }) => items)
    .reduce((sum, item) => sum + withTax(item.unitPrice, item.taxRate) * item.quantity, 0);
  const beforePoints = order.amountByTaxRate.reduce((sum, row) => sum + row.amount_with_tax, 0);
  const rows: { label: string; amount: string; strong?: boolean }[] = [
    { label: '商品小計（税込）', amount: yen(subtotalWithTax) },
    { label: '送料（税込）', amount: yen(withTax(order.totalCarriage, STANDARD_RATE)) },
  ];
  if (order.totalPacking > 0)
    rows.push({
      label: 'ギフト包装料（税込）',
      amount: yen(withTax(order.totalPacking, STANDARD_RATE)),
    });
  if (order.totalFee > 0)
    rows.push({
      label: `${order.paymentName}手数料（税込）`,
      amount: yen(withTax(order.totalFee, STANDARD_RATE)),
    });
  if (order.totalDiscount > 0)
    rows.push({ label: 'クーポン割引', amount: `-${yen(order.totalDiscount)}` });
  if (order.pointsUsed > 0) {
    rows.push({ label: '合計（税込）', amount: yen(beforePoints) });
    rows.push({ label: 'ポイント利用', amount: `-${order.pointsUsed.toLocaleString('ja-JP')}pt` });
  }
  rows.push({ label: 'お支払い金額（税込）', amount: yen(order.totalPayment), strong: true });
  const byRate: [string, string][] = order.amountByTaxRate.map((row) => [
    `${row.rate}%対象`,
    `${yen(row.amount_with_tax)}（うち消費税 ${yen(row.tax)}）`,
  ]);
  if (order.pointsGranted > 0)
    byRate.push(['獲得予定ポイント', `${order.pointsGranted.toLocaleString('ja-JP')}pt`]);
  return [
    { kind: 'heading', text: 'お支払い金額' },
    { kind: 'totals', rows },
    { kind: 'fields', rows: byRate },
  ];
}

/** What the shopper does next for the payment method they chose. */
function paymentBlocks(loaded: Loaded): MailBlock[] {
  const { order, mailSettings } = loaded;
  const fields: MailBlock = { kind: 'fields', rows: [['お支払い方法', order.paymentName]] };
  switch (order.paymentCode) {
    case 'bank_transfer': {
      const deadline = paymentDeadline(order.orderedAt, mailSettings.bankDueDays);
      return [
        fields,
        {
          kind: 'notice',
          title: 'お振込みのお願い',
          text:
            `${mailDate(deadline)}までに、お支払い金額 ${yen(order.totalPayment)} を次の口座へお振込みください。\n` +
            `${mailSettings.bankAccount || 'お振込先は別途ご連絡いたします。'}\n` +
            `お振込みの際は、ご依頼人名の前に注文番号「${order.orderNo}」をご入力ください。振込手数料はお客様のご負担となります。\n` +
            'ご入金を確認しだい、商品を発送いたします。期日までにご入金が確認できない場合、ご注文をキャンセルさせていただくことがあります。',
        },
      ];
    }
    case 'cod':
      return [
        fields,
        {
          kind: 'notice',
          title: '代金引換でのお支払い',
          text:
            `商品のお届け時に、配達員へお支払い金額 ${yen(order.totalPayment)}（代金引換手数料 ${yen(withTax(order.totalFee, STANDARD_RATE))} を含みます）をお支払いください。\n` +
            '現金のほか、配送業者によってはカードもご利用いただけます。',
        },
      ];
    case 'card':
      return [
        {
          kind: 'fields',
          rows: [
            ['お支払い方法', order.paymentName],
            ...(order.maskedCardNumber
              ? ([['カード番号', order.maskedCardNumber]] as [string, string][])
              : []),
          ],
        },
        {
          kind: 'notice',
          title: 'クレジットカードでのお支払い',
          text: `ご注文時にお支払い金額 ${yen(order.totalPayment)} をクレジットカードで決済しました。お手続きは必要ありません。`,
        },
      ];
    case 'invoice':
      return [
        fields,
        {
          kind: 'notice',
          title: '請求書払い（後払い）',
          text: `お支払い金額 ${yen(order.totalPayment)} は、月末締めでお送りする請求書に記載の期日までにお支払いください。`,
        },
      ];
  }
}

function giftBlocks(loaded: Loaded): MailBlock[] {
  const { gift, channel } = loaded;
  if (!gift) return [];
  return [
    { kind: 'heading', text: 'ソーシャルギフト' },
    {
      kind: 'paragraph',
      text:
        '次のURLをギフトを贈るお相手にお送りください。お相手がお届け先を入力すると、商品を発送いたします。\n' +
        `受け取り期限: ${mailDateTime(gift.expiresAt)}（期限を過ぎると受け取れなくなります）`,
    },
    {
      kind: 'fields',
      rows: [
        ['贈り主のお名前', gift.senderName],
        ...(gift.message ? ([['メッセージ', gift.message]] as [string, string][]) : []),
      ],
    },
    {
      kind: 'link',
      label: 'ギフトの受け取りページ',
      url: shopUrl(channel, `/social-gift/${encodeURIComponent(gift.token)}`),
    },
  ];
}

function orderFields(loaded: Loaded): MailBlock {
  const { order } = loaded;
  return {
    kind: 'fields',
    rows: [
      ['注文番号', order.orderNo],
      ['ご注文日時', mailDateTime(order.orderedAt)],
      ['ご注文者', `${ordererName(order)} 様`],
    ],
  };
}

function compose(loaded: Loaded, subject: string, blocks: MailBlock[]): Mail {
  const fullSubject = `【${loaded.shop.name}】${subject}`;
  return {
    to: loaded.order.orderer.email,
    channelId: loaded.channel.id,
    subject: fullSubject,
    text: mailText(loaded.shop, blocks),
    html: mailHtml(loaded.shop, fullSubject, blocks),
  };
}

function confirmation(loaded: Loaded): Mail {
  const { order, channel } = loaded;
  return compose(loaded, `ご注文ありがとうございます（注文番号 ${order.orderNo}）`, [
    { kind: 'paragraph', text: `${ordererName(order)} 様` },
    {
      kind: 'paragraph',
      text:
        `${channel.name}をご利用いただきありがとうございます。次の内容でご注文を承りました。\n` +
        'ご注文内容にお間違いがないかご確認ください。',
    },
    { kind: 'heading', text: 'ご注文内容' },
    orderFields(loaded),
    ...paymentBlocks(loaded),
    ...giftBlocks(loaded),
    ...deliveryBlocks(loaded),
    ...totalsBlocks(loaded),
    ...(order.note ? [{ kind: 'fields', rows: [['備考', order.note]] } satisfies MailBlock] : []),
    orderLink(loaded),
    {
      kind: 'paragraph',
      text: 'ご不明な点がございましたら、下記の連絡先までお問い合わせください。',
    },
  ]);
}

function cancellation(loaded: Loaded): Mail {
  const { order } = loaded;
  const cancelledItems = loaded.shippings
    .flatMap(({ items }) => items)
    .filter((item) => item.cancelledQuantity > 0);
  const someShipped = loaded.shippings.some(({ shipping }) => shipping.status === 'shipped');
  return compose(loaded, `ご注文のキャンセルを承りました（注文番号 ${order.orderNo}）`, [
    { kind: 'paragraph', text: `${ordererName(order)} 様` },
    {
      kind: 'paragraph',
      text:
        `注文番号 ${order.orderNo} のご注文のキャンセルを承りました。\n` +
        (someShipped
          ? '発送済みのお届け先はキャンセルされていません。返金やポイントの扱いはショップよりご連絡いたします。'
          : [
              order.userId !== null && (order.pointsUsed > 0 || order.couponIds.length > 0)
                ? 'ご利用のポイント・クーポンはお戻ししました。'
                : '',
              order.paymentCode === 'card' || order.paymentCode === 'bank_transfer'
                ? 'お支払い済みの代金は、ショップより返金の手続きについてご連絡いたします。'
                : 'お支払いの必要はありません。',
            ].join('')),
    },
    { kind: 'heading', text: 'キャンセルしたご注文' },
    {
      kind: 'fields',
      rows: [
        ['注文番号', order.orderNo],
        ['ご注文日時', mailDateTime(order.orderedAt)],
        ['キャンセル日時', mailDateTime(order.cancelledAt ?? new Date())],
        ...(order.cancelReason
          ? ([['キャンセル理由', order.cancelReason]] as [string, string][])
          : []),
      ],
    },
    itemsBlock(cancelledItems, true),
    orderLink(loaded),
    { kind: 'paragraph', text: 'またのご利用を心よりお待ちしております。' },
  ]);
}

function shipped(loaded: Loaded): Mail {
  const { order } = loaded;
  return compose(loaded, `ご注文の商品を発送しました（注文番号 ${order.orderNo}）`, [
    { kind: 'paragraph', text: `${ordererName(order)} 様` },
    {
      kind: 'paragraph',
      text:
        `注文番号 ${order.orderNo} のご注文の商品を発送いたしました。\n` +
        'お届けまで今しばらくお待ちください。',
    },
    { kind: 'heading', text: 'ご注文内容' },
    orderFields(loaded),
    ...deliveryBlocks(loaded, (shipping) => shipping.status === 'shipped'),
    ...(order.paymentCode === 'cod'
      ? [
          {
            kind: 'notice',
            title: '代金引換でのお支払い',
            text: `商品のお届け時に、配達員へ ${yen(order.totalPayment)} をお支払いください。`,
          } satisfies MailBlock,
        ]
      : []),
    orderLink(loaded),
  ]);
}

const COMPOSERS: Record<OrderMailKind, (loaded: Loaded) => Mail> = {
  confirmation,
  cancellation,
  shipped,
};

/** The mail of an order event, from the order as it stands in `db` (the caller's transaction). */
export async function orderMail(db: Database, kind: OrderMailKind, orderId: number): Promise<Mail> {
  return COMPOSERS[kind](await loadOrder(db, orderId));
}

/** Writes the order's mail into the outbox in the caller's transaction. */
export async function queueOrderMail(
  tx: Database,
  mailer: Mailer,
  kind: OrderMailKind,
  orderId: number,
): Promise<void> {
  await mailer.send(await orderMail(tx, kind, orderId), tx);
}
