import type { Cart, CartShipping, UserAddress } from '@mise/api-client';
import {
  divideCartProduct,
  modifyCartOrder,
  modifyCartShipping,
  resetCartShippings,
  selectUserAddresses,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { Button, Form, Link, TextField, useKeepTyped } from '@mise/ui';
import { ordererSchema } from '@mise/validation';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';
import { useStorefront } from '../../kit/index.js';
import { BackLink } from '../../navigation/use-back.js';
import type { PageProps } from '../../kit/index.js';
import { addressLine } from '../../shared/DeliveryTable.js';
import {
  Actions,
  Alert,
  FormAlert,
  serverFailure,
  showServerError,
  SubmitButton,
} from '../../shared/page.js';
import { AddressFields } from '../../shared/AddressFields.js';
import { SocialGiftOption } from './SocialGiftOption.js';
import { addressBody, addressValues } from './forms.js';
import type { AddressValues } from './forms.js';
import {
  CartFrame,
  CartMessages,
  ErrorText,
  recipientName,
  shippingTitle,
  Section,
  useAllowMultipleShipping,
  useIsMember,
  WithCart,
} from './shared.js';

type OrdererValues = AddressValues & { email: string };

const Row = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  align-items: center;
`;

const Lines = styled.ul`
  margin: 0;
  padding-left: ${({ theme }) => theme.spacing(5)};
`;

/** The guest's name, address and e-mail (the order confirmation goes there). */
function OrdererForm({ cart }: { cart: Cart }) {
  const dispatch = useAppDispatch();
  const { theme } = useStorefront();
  const initial: OrdererValues = {
    ...addressValues(cart.orderer ?? {}),
    email: typeof cart.orderer?.email === 'string' ? cart.orderer.email : '',
  };
  return (
    <Section aria-labelledby="orderer-title">
      <h2 id="orderer-title">ご注文者情報</h2>
      <Form<OrdererValues>
        initialValues={initial}
        validationSchema={ordererSchema}
        aria-label="ご注文者情報"
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            await dispatch(
              modifyCartOrder({
                orderer: { ...addressBody(values), email: values.email.trim() },
              }),
            ).unwrap();
            helpers.setStatus({ info: 'ご注文者情報を保存しました' });
          } catch (error) {
            showServerError(error, helpers);
          }
        }}
      >
        <FormAlert />
        <AddressFields business={theme.kind === 'business'} />
        <TextField name="email" label="メールアドレス" type="email" required autoComplete="email" />
        <SubmitButton>ご注文者情報を保存する</SubmitButton>
      </Form>
    </Section>
  );
}

/** A member's saved addresses as choices for one delivery. */
function SavedAddressChoice({
  shipping,
  addresses,
}: {
  shipping: CartShipping;
  addresses: UserAddress[];
}) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [picked, setChosen] = useState<string | null>(
    shipping.user_address_id !== null ? String(shipping.user_address_id) : null,
  );
  const [error, setError] = useState<string | null>(null);
  const row = useRef<HTMLDivElement>(null);
  useKeepTyped(row);
  if (addresses.length === 0) return null;
  // A delivery without an address offers the member's いつものお届け先 first.
  const fallback = shipping.has_address
    ? ''
    : String(addresses.find((address) => address.is_default)?.id ?? '');
  const chosen = picked ?? fallback;
  return (
    <Row ref={row}>
      <label htmlFor={id}>登録済みのお届け先</label>
      <select id={id} value={chosen} onChange={(event) => setChosen(event.target.value)}>
        <option value="">選択してください</option>
        {addresses.map((address) => (
          <option key={address.id} value={String(address.id)}>
            {address.shipping_last_name} {address.shipping_first_name}（
            {address.full_address || `${address.prefecture}${address.city}${address.address1}`}）
            {address.is_default && '［いつものお届け先］'}
          </option>
        ))}
      </select>
      <Button
        size="sm"
        variant="secondary"
        disabled={!chosen}
        onClick={() => {
          setError(null);
          void dispatch(modifyCartShipping({ key: shipping.key, user_address_id: Number(chosen) }))
            .unwrap()
            .catch((failure: unknown) => setError(serverFailure(failure).message));
        }}
      >
        このお届け先に届ける
      </Button>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Row>
  );
}

/** Moves units of a line to another delivery (several addresses in one order). */
function DivideLine({
  cart,
  shipping,
  productKey,
}: {
  cart: Cart;
  shipping: CartShipping;
  productKey: string;
}) {
  const dispatch = useAppDispatch();
  const product = cart.detail.products.find((line) => line.key === productKey);
  const others = cart.detail.shippings.filter((other) => other.key !== shipping.key);
  const [target, setTarget] = useState(others[0]?.key ?? '');
  const [quantity, setQuantity] = useState(1);
  const [error, setError] = useState<string | null>(null);
  const id = useId();
  const row = useRef<HTMLDivElement>(null);
  useKeepTyped(row);
  if (!product || others.length === 0) return null;
  const name = product.product_name;
  return (
    <Row ref={row}>
      <label htmlFor={`${id}-target`}>{name}を</label>
      <select
        id={`${id}-target`}
        aria-label={`${name}の移動先`}
        value={target}
        onChange={(event) => setTarget(event.target.value)}
      >
        {others.map((other) => (
          <option key={other.key} value={other.key}>
            {shippingTitle(cart, other.key)}
            {other.has_address ? `（${other.last_name ?? ''} ${other.first_name ?? ''}様）` : ''}
          </option>
        ))}
      </select>
      <label htmlFor={`${id}-quantity`}>へ</label>
      <input
        id={`${id}-quantity`}
        aria-label={`${name}の移す数量`}
        type="number"
        min={1}
        max={product.quantity}
        value={quantity}
        onChange={(event) => setQuantity(Number(event.target.value))}
        style={{ width: '5em' }}
      />
      <Button
        size="sm"
        variant="secondary"
        onClick={() => {
          setError(null);
          void dispatch(divideCartProduct({ key: product.key, quantity, shipping_key: target }))
            .unwrap()
            .catch((failure: unknown) => setError(serverFailure(failure).message));
        }}
      >
        移す
      </Button>
      {error && <ErrorText role="alert">{error}</ErrorText>}
    </Row>
  );
}

function ShippingCard({
  cart,
  shipping,
  addresses,
  isMember,
  multiple,
}: {
  cart: Cart;
  shipping: CartShipping;
  addresses: UserAddress[];
  isMember: boolean;
  multiple: boolean;
}) {
  const dispatch = useAppDispatch();
  const [error, setError] = useState<string | null>(null);
  const orderer = cart.orderer;
  const hasOrderer = Boolean(orderer?.last_name && orderer.postal_code);
  const title = shippingTitle(cart, shipping.key);
  if (cart.is_social_gift)
    return (
      <Section aria-label={title}>
        <h2>{title}</h2>
        <Alert tone="info">
          <p>ソーシャルギフト: お届け先はギフトを受け取る方が入力します。</p>
        </Alert>
        <Lines aria-label={`${title}の商品`}>
          {shipping.product_keys.map((key) => {
            const line = cart.detail.products.find((product) => product.key === key);
            return line ? (
              <li key={key}>
                {line.product_name} × {line.quantity}
              </li>
            ) : null;
          })}
        </Lines>
      </Section>
    );
  return (
    <Section aria-label={title}>
      <h2>{title}</h2>
      {shipping.has_address ? (
        <p>
          {recipientName(shipping)}
          <br />
          {addressLine(shipping)}
        </p>
      ) : (
        <Alert tone="info">
          <p>お届け先が未設定です。</p>
        </Alert>
      )}
      <Lines aria-label={`${title}の商品`}>
        {shipping.product_keys.map((key) => {
          const line = cart.detail.products.find((product) => product.key === key);
          return line ? (
            <li key={key}>
              {line.product_name} × {line.quantity}
            </li>
          ) : null;
        })}
      </Lines>
      {isMember && <SavedAddressChoice shipping={shipping} addresses={addresses} />}
      <Row>
        {!isMember && hasOrderer && (
          <Button
            size="sm"
            variant="secondary"
            onClick={() => {
              setError(null);
              void dispatch(
                modifyCartShipping({
                  key: shipping.key,
                  ...addressBody(addressValues(orderer as Record<string, string | null>)),
                }),
              )
                .unwrap()
                .catch((failure: unknown) => setError(serverFailure(failure).message));
            }}
          >
            ご注文者の住所に届ける
          </Button>
        )}
        <Link href={`/cart/shipping-add?key=${encodeURIComponent(shipping.key)}`}>
          {shipping.has_address ? 'お届け先を変更する' : '新しいお届け先を入力する'}
        </Link>
      </Row>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {multiple &&
        shipping.product_keys.map((key) => (
          <DivideLine key={key} cart={cart} shipping={shipping} productKey={key} />
        ))}
    </Section>
  );
}

function ShippingSelect({ cart }: { cart: Cart }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isMember = useIsMember();
  const multiple = useAllowMultipleShipping(cart);
  // The address book's own list (store section userAddress): what /mypage/address shows, and
  // an address saved here with アドレス帳に保存する appears there. Without it (its call failed)
  // the member still enters an address by hand.
  const addresses = useAppSelector(selectUserAddresses);

  const shippings = cart.detail.shippings.filter(
    (shipping) => shipping.product_keys.length > 0 || cart.detail.shippings.length > 1,
  );
  const ordererReady = isMember || Boolean(cart.orderer?.email);
  // A social gift's receiver enters the address: the buyer goes on without one.
  const ready =
    ordererReady &&
    (cart.is_social_gift || cart.detail.shippings.every((shipping) => shipping.has_address));

  if (cart.detail.products.length === 0)
    return (
      <Alert tone="info">
        <p>
          カートに商品が入っていません。<Link href="/cart">カートに戻る</Link>
        </p>
      </Alert>
    );

  return (
    <>
      {!isMember && <OrdererForm cart={cart} />}
      {/* A gift goes to one receiver: not offered once the order has several deliveries. */}
      {(cart.is_social_gift || cart.detail.shippings.length === 1) && (
        <SocialGiftOption cart={cart} />
      )}
      {shippings.map((shipping) => (
        <ShippingCard
          key={shipping.key}
          cart={cart}
          shipping={shipping}
          addresses={addresses}
          isMember={isMember}
          multiple={multiple}
        />
      ))}
      {multiple && !cart.is_social_gift && (
        <Row>
          <Link href="/cart/shipping-add?new=1">お届け先を追加する</Link>
          {cart.detail.shippings.length > 1 && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => void dispatch(resetCartShippings({ isRemovingAddress: false }))}
            >
              お届け先を1つにまとめる
            </Button>
          )}
        </Row>
      )}
      {!ready && (
        <p>
          {ordererReady
            ? 'すべてのお届け先を指定してください。'
            : 'ご注文者情報を保存し、お届け先を指定してください。'}
        </p>
      )}
      <Actions>
        <Button size="lg" disabled={!ready} onClick={() => void navigate('/cart/shipping-detail')}>
          お届け方法の指定へ進む
        </Button>
        <BackLink to="/cart">カートに戻る</BackLink>
      </Actions>
    </>
  );
}

/** /cart/shipping-select: who orders (guests) and where each line goes. */
export function ShippingSelectPage({ route }: PageProps) {
  return (
    <CartFrame route={route} step={1}>
      <CartMessages />
      <WithCart>{(cart) => <ShippingSelect cart={cart} />}</WithCart>
    </CartFrame>
  );
}
