import type { Order, OrderMemo } from '@mise/api-client';
import {
  addOrderMemo,
  cancelOrder,
  clearOrder,
  downloadOrderDocument,
  editOrderMemo,
  fetchOrder,
  removeOrderMemo,
  saveReceiptInfo,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import {
  Button,
  ConfirmDialog,
  EmptyState,
  Form,
  formatDate,
  formatDateTime,
  formatPostalCode,
  Heading,
  Link,
  notify,
  TextAreaField,
} from '@mise/ui';
import { cancelReasonSchema, orderMemoSchema, receiptInfoSchema } from '@mise/validation';
import { useEffect, useState } from 'react';
import { useParams } from 'react-router-dom';
import { BackLink } from '../../navigation/useBack.js';
import type { PageProps } from '../../theme.js';
import {
  AccountFrame,
  Actions,
  Alert,
  FormAlert,
  Pending,
  serverFailure,
  showServerError,
  SubmitButton,
} from '../../shared/page.js';
import {
  DOWNLOADED,
  Facts,
  GiftLink,
  ReceiptInfoFields,
  saveFile,
  Section,
  StatusTag,
  Table,
  TaxRateRows,
  Totals,
  yen,
} from './shared.js';

const PACKING_LABEL = { gift_wrap: 'ギフト包装', noshi: 'のし' } as const;

/** The warning of a cancel that left shipped deliveries (cancel_only_ecd_key), by key. */
const CANCEL_ONLY_MESSAGES: Record<string, string> = {
  'order.cancel.only_unshipped':
    '発送済みのお届け先はキャンセルされていません。返金やポイントの扱いはショップよりご連絡いたします。',
};

/** A social gift's state for its buyer: the link to send while it waits, the prefecture once received. */
function SocialGift({ gift }: { gift: NonNullable<Order['social_gift']> }) {
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

function Shippings({ order }: { order: Order }) {
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

function OrderTotals({ order }: { order: Order }) {
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

function MemoItem({ memo }: { memo: OrderMemo }) {
  const dispatch = useAppDispatch();
  const [editing, setEditing] = useState(false);
  const [removing, setRemoving] = useState(false);
  if (editing)
    return (
      <li>
        <Form<{ memo: string }>
          initialValues={{ memo: memo.memo }}
          validationSchema={orderMemoSchema}
          aria-label="メモの編集"
          onSubmit={async (values, helpers) => {
            try {
              await dispatch(editOrderMemo({ id: memo.id, memo: values.memo })).unwrap();
              notify('メモを更新しました');
              setEditing(false);
            } catch (error) {
              showServerError(error, helpers);
            }
          }}
        >
          <FormAlert />
          <TextAreaField name="memo" label="メモ" rows={3} maxLength={1000} required />
          <Actions>
            <SubmitButton>更新する</SubmitButton>
            <Button variant="secondary" onClick={() => setEditing(false)}>
              やめる
            </Button>
          </Actions>
        </Form>
      </li>
    );
  return (
    <li>
      <p style={{ whiteSpace: 'pre-wrap' }}>{memo.memo}</p>
      <small>{formatDateTime(memo.updated_at)}</small>
      <Actions>
        <Button size="sm" variant="secondary" onClick={() => setEditing(true)}>
          編集
        </Button>
        <Button
          size="sm"
          variant="secondary"
          loading={removing}
          aria-label={`メモ「${memo.memo.slice(0, 20)}」を削除`}
          onClick={() => {
            setRemoving(true);
            dispatch(removeOrderMemo(memo.id))
              .unwrap()
              .then(() => notify('メモを削除しました'))
              .catch((error: unknown) => {
                notify(serverFailure(error).message, 'negative');
                setRemoving(false);
              });
          }}
        >
          削除
        </Button>
      </Actions>
    </li>
  );
}

function Memos({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  return (
    <Section aria-labelledby="order-memos">
      <Heading level={2} id="order-memos">
        メモ
      </Heading>
      {order.memos.length === 0 ? (
        <p>メモはありません。</p>
      ) : (
        <ul aria-label="メモ一覧">
          {order.memos.map((memo) => (
            <MemoItem key={memo.id} memo={memo} />
          ))}
        </ul>
      )}
      <Form<{ memo: string }>
        initialValues={{ memo: '' }}
        validationSchema={orderMemoSchema}
        aria-label="メモの追加"
        onSubmit={async (values, helpers) => {
          try {
            await dispatch(addOrderMemo({ orderId: order.id, memo: values.memo })).unwrap();
            notify('メモを追加しました');
            helpers.resetForm();
          } catch (error) {
            showServerError(error, helpers);
          }
        }}
      >
        <FormAlert />
        <TextAreaField name="memo" label="新しいメモ" rows={3} maxLength={1000} required />
        <Actions>
          <SubmitButton>メモを追加する</SubmitButton>
        </Actions>
      </Form>
    </Section>
  );
}

function Documents({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const [downloading, setDownloading] = useState<'receipt' | 'quotation' | null>(null);
  const download = (kind: 'receipt' | 'quotation') => {
    setDownloading(kind);
    // A receipt also reads the order again (the count of receipts issued, the 再発行 note).
    dispatch(
      downloadOrderDocument({
        id: order.id,
        kind,
        save: (blob, filename) => {
          saveFile(blob, filename);
          notify(DOWNLOADED);
        },
      }),
    )
      .unwrap()
      .catch((error: unknown) => notify(serverFailure(error).message, 'negative'))
      .finally(() => setDownloading(null));
  };
  const issuable = order.status !== 'cancelled';
  return (
    <Section aria-labelledby="order-documents">
      <Heading level={2} id="order-documents">
        領収書・見積書
      </Heading>
      {issuable ? (
        <Form<{ addressee: string; proviso: string }>
          initialValues={order.receipt_info}
          enableReinitialize
          validationSchema={receiptInfoSchema}
          aria-label="領収書の宛名"
          onSubmit={async (values, helpers) => {
            try {
              await dispatch(saveReceiptInfo({ id: order.id, info: values })).unwrap();
              notify('領収書の宛名を保存しました');
            } catch (error) {
              showServerError(error, helpers);
            }
          }}
        >
          <ReceiptInfoFields />
        </Form>
      ) : (
        <p>キャンセルされたご注文の領収書は発行できません。</p>
      )}
      {order.receipt_issued_count > 0 && (
        <p>
          領収書は{order.receipt_issued_count}
          回発行済みです。次回以降は「再発行」と記載されます。
        </p>
      )}
      <Actions>
        {issuable && (
          <Button loading={downloading === 'receipt'} onClick={() => download('receipt')}>
            領収書をダウンロード（PDF）
          </Button>
        )}
        <Button
          variant="secondary"
          loading={downloading === 'quotation'}
          onClick={() => download('quotation')}
        >
          見積書をダウンロード（PDF）
        </Button>
      </Actions>
    </Section>
  );
}

function Cancel({ order }: { order: Order }) {
  const dispatch = useAppDispatch();
  const [reason, setReason] = useState<string | null>(null);
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  return (
    <Section aria-labelledby="order-cancel">
      <Heading level={2} id="order-cancel">
        ご注文のキャンセル
      </Heading>
      <Form<{ cancel_reason: string }>
        initialValues={{ cancel_reason: '' }}
        validationSchema={cancelReasonSchema}
        aria-label="ご注文のキャンセル"
        onSubmit={(values) => {
          setError(null);
          setReason(values.cancel_reason.trim());
        }}
      >
        <TextAreaField
          name="cancel_reason"
          label="キャンセル理由"
          rows={3}
          maxLength={500}
          required
        />
        <Actions>
          <SubmitButton>このご注文をキャンセルする</SubmitButton>
        </Actions>
      </Form>
      {error && (
        <Alert tone="error">
          <p>{error}</p>
        </Alert>
      )}
      <ConfirmDialog
        open={reason !== null}
        onCancel={() => setReason(null)}
        title="ご注文をキャンセルしますか？"
        confirmLabel="キャンセルを確定する"
        cancelLabel="戻る"
        tone="primary"
        busy={sending}
        onConfirm={() => {
          if (reason === null) return;
          setSending(true);
          dispatch(cancelOrder({ id: order.id, reason }))
            .unwrap()
            .then(() => notify('ご注文をキャンセルしました'))
            .catch((failure: unknown) => setError(serverFailure(failure).message))
            .finally(() => {
              setSending(false);
              setReason(null);
            });
        }}
      >
        <p>ご注文番号 {order.order_no} をキャンセルします。この操作は取り消せません。</p>
        <p>キャンセル理由：{reason}</p>
      </ConfirmDialog>
    </Section>
  );
}

/** /mypage/order_history/{key}: one order with its deliveries, totals, memos, receipt and cancel. */
export function OrderDetailPage({ route }: PageProps) {
  const { key = '' } = useParams();
  const id = /^[1-9][0-9]{0,8}$/.test(key) ? Number(key) : null;
  const dispatch = useAppDispatch();
  const order = useAppSelector((state) => state.userOrder.order);
  const [failed, setFailed] = useState<{ id: number; message: string } | null>(null);
  const failure = failed && failed.id === id ? failed.message : null;

  useEffect(() => {
    if (id === null) return;
    dispatch(fetchOrder(id))
      .unwrap()
      .catch((error: unknown) => setFailed({ id, message: serverFailure(error).message }));
    return () => {
      dispatch(clearOrder());
    };
  }, [dispatch, id]);

  const shown = order && order.id === id ? order : null;
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
          {shown.is_cancellable && <Cancel order={shown} />}
        </>
      )}
      <Actions>
        <BackLink to="/mypage/order_history/">ご注文履歴に戻る</BackLink>
      </Actions>
    </AccountFrame>
  );
}
