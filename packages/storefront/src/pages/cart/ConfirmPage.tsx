import type { Cart } from '@mise/api-client';
import {
  decideOrder,
  downloadCartQuotation,
  selectIsLoading,
  trackTask,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Button, Link, LoadingOverlay, notify } from '@mise/ui';
import { useEffect, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { BackLink } from '../../navigation/use-back.js';
import type { PageProps } from '../../kit/index.js';
import { DeliveryTable } from '../../shared/DeliveryTable.js';
import { DOWNLOADED, saveFile } from '../../shared/download.js';
import { Actions, Alert, PageNotice, serverFailure } from '../../shared/page.js';
import {
  CartFrame,
  CartMessages,
  CartTotals,
  recipientName,
  shippingTitle,
  Section,
  useIsMember,
  WithCart,
} from './shared.js';

function Shippings({ cart }: { cart: Cart }) {
  const gift = cart.is_social_gift && (
    <>
      <p>
        ソーシャルギフトとして贈ります。ご注文後に表示される受け取り用URLをお相手に送ってください。お届け先とお届け日時はお相手が入力します。
      </p>
      <p>
        贈り主のお名前: {cart.social_gift?.sender_name || 'ご注文者のお名前'}
        {cart.social_gift?.message && (
          <>
            <br />
            メッセージ: {cart.social_gift.message}
          </>
        )}
      </p>
    </>
  );
  return (
    <>
      {cart.detail.shippings
        .filter((shipping) => shipping.product_keys.length > 0)
        .map((shipping) => (
          <DeliveryTable
            key={shipping.key}
            variant="confirm"
            title={shippingTitle(cart, shipping.key)}
            recipient={
              gift
                ? null
                : {
                    ...shipping,
                    name: recipientName(shipping),
                    timezone: shipping.delivery_timezone
                      ? timezoneLabel(shipping.delivery_timezone)
                      : null,
                  }
            }
            gift={gift}
            packings={shipping.packings}
            lines={shipping.product_keys.flatMap((key) => {
              const line = cart.detail.products.find((product) => product.key === key);
              if (!line) return [];
              const embroidery = line.product_info.embroidery;
              return [
                {
                  ...line,
                  product: line.product_name,
                  note: `${
                    embroidery
                      ? `（刺繍：${embroidery.text}／${embroidery.style_label}・${embroidery.color_label}）`
                      : ''
                  }${line.tax_rate === 8 ? '（※軽減税率対象）' : ''}`,
                },
              ];
            })}
          />
        ))}
    </>
  );
}

/** '14-16' → '14時〜16時', '08-12' → '午前中' (the lead-time names of the contract). */
function timezoneLabel(code: string): string {
  if (code === '08-12') return '午前中';
  const match = /^(\d{2})-(\d{2})$/.exec(code);
  return match ? `${Number(match[1])}時〜${Number(match[2])}時` : code;
}

function Confirm({ cart }: { cart: Cart }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isMember = useIsMember();
  const [sending, setSending] = useState(false);
  const [error, setError] = useState<{ message: string; payment: boolean } | null>(null);
  const [downloading, setDownloading] = useState(false);
  // The decision is a task of the shared loading counter: the whole screen waits under it.
  const deciding = useAppSelector(selectIsLoading);

  // Spec section 4: an empty cart here (products no longer sold were dropped) goes to /cart/.
  const empty = cart.detail.products.length === 0 && !sending;
  useEffect(() => {
    if (empty) void navigate('/cart/', { replace: true });
  }, [empty, navigate]);
  if (empty) return null;

  // One message: this attempt's failure, else the one the cart keeps from a refused payment.
  const failure =
    error ?? (cart.transaction_error ? { message: cart.transaction_error, payment: true } : null);
  return (
    <>
      {failure && (
        <Alert tone="error">
          <p>{failure.message}</p>
          {failure.payment && (
            <p>
              <Link href="/cart/payment">お支払い方法・カード情報を変更する</Link>
            </p>
          )}
        </Alert>
      )}
      <LoadingOverlay loading={deciding} fullScreen label="ご注文を確定しています…" />
      <PageNotice code="cart-confirm-1" />
      {!isMember && cart.orderer && (
        <Section aria-label="ご注文者情報">
          <h2>ご注文者情報</h2>
          <p>
            {String(cart.orderer.last_name ?? '')} {String(cart.orderer.first_name ?? '')} 様
            <br />
            {String(cart.orderer.email ?? '')}
          </p>
        </Section>
      )}
      <Shippings cart={cart} />
      <Section aria-label="お支払い方法">
        <h2>お支払い方法</h2>
        <p>
          {cart.payment_name ?? '未選択'}
          {cart.payment_code === 'card' && cart.masked_card_number
            ? `（${cart.masked_card_number}）`
            : ''}
        </p>
        {cart.detail.coupons.length > 0 && (
          <p>
            クーポン:{' '}
            {cart.detail.coupons
              .map((coupon) => `${coupon.name}${coupon.is_applicable ? '' : '（対象外）'}`)
              .join('、')}
          </p>
        )}
      </Section>
      <Section aria-label="ご注文金額">
        <h2>ご注文金額</h2>
        <CartTotals cart={cart} detailed />
      </Section>
      <PageNotice code="cart-confirm-2" />
      <Actions>
        <Button
          size="lg"
          loading={sending}
          disabled={sending}
          onClick={() => {
            setSending(true);
            setError(null);
            void dispatch(trackTask(() => dispatch(decideOrder()).unwrap()))
              .then(async (order) => {
                const query = new URLSearchParams({ no: order.order_no });
                if (order.guest_token) query.set('t', order.guest_token);
                await navigate(`/cart/complete?${query.toString()}`);
              })
              .catch((failure: unknown) => {
                const code = (failure as { code?: unknown }).code;
                setError({
                  message: serverFailure(failure).message,
                  payment: code === 'payment.declined' || code === 'payment.error',
                });
                setSending(false);
              });
          }}
        >
          注文を確定する
        </Button>
        <Button
          variant="secondary"
          loading={downloading}
          onClick={() => {
            setDownloading(true);
            dispatch(
              downloadCartQuotation({
                token: cart.token,
                save: (blob, filename) => {
                  saveFile(blob, filename);
                  notify(DOWNLOADED);
                },
              }),
            )
              .unwrap()
              .catch((failure: unknown) => notify(serverFailure(failure).message, 'negative'))
              .finally(() => setDownloading(false));
          }}
        >
          見積書をダウンロード（PDF）
        </Button>
        <BackLink to="/cart/payment">お支払い方法の選択に戻る</BackLink>
      </Actions>
    </>
  );
}

/** /cart/confirm: everything of the order with its totals by tax rate, and 注文を確定する. */
export function ConfirmPage({ route }: PageProps) {
  return (
    <CartFrame route={route} step={4}>
      <CartMessages />
      <WithCart>{(cart) => <Confirm cart={cart} />}</WithCart>
    </CartFrame>
  );
}
