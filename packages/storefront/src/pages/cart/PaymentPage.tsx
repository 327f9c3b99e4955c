import type { Cart, UserCard } from '@mise/api-client';
import {
  applyCartPoints,
  checkPayment,
  modifyCartOrder,
  payByCard,
  selectPaymethods,
  selectPaymethodsStatus,
  selectUserCardState,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import type { LoadStatus } from '@mise/store';
import {
  Button,
  cardBrandName,
  Form,
  formatCardExpiry,
  formatCardNumber,
  RadioGroup,
  useKeepTyped,
} from '@mise/ui';
import { useFormikContext } from 'formik';
import { useId, useRef, useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { cartEvent } from '../../analytics/events.js';
import { useAnalytics } from '../../kit/index.js';
import type { PageProps } from '../../kit/index.js';
import { BackLink } from '../../navigation/use-back.js';
import {
  CardInputFields,
  cardOf,
  EMPTY_CARD,
  validateCardForm,
  withCardFieldNames,
} from '../../shared/CardFields.js';
import type { CardFormValues } from '../../shared/CardFields.js';
import {
  Actions,
  FormAlert,
  PageNotice,
  Pending,
  serverFailure,
  showServerError,
  SubmitButton,
} from '../../shared/page.js';
import { CouponForm } from './CouponForm.js';
import {
  CartFrame,
  CartMessages,
  CartTotals,
  ErrorText,
  Section,
  useIsMember,
  WithCart,
  yen,
} from './shared.js';

type Values = CardFormValues & {
  payment_id: number | '';
  /**
   * The card to pay with: the one already entered for this cart, a saved card's id, or a new
   * card entered below.
   */
  card: typeof ENTERED | typeof NEW_CARD | number;
};

const CARD = 'card';
const ENTERED = 'entered';
const NEW_CARD = 'new';

function CardChoice({ cart, saved }: { cart: Cart; saved: UserCard[] }) {
  const { values } = useFormikContext<Values>();
  const entered = cart.has_card_token && cart.masked_card_number;
  const options = [
    ...(entered
      ? [{ value: ENTERED, label: `ご入力済みのカード（${formatCardNumber(entered)}）` }]
      : []),
    ...saved.map((card) => ({
      value: card.id,
      label: `${cardBrandName(card.brand)} ${formatCardNumber(card.masked_number)}（有効期限 ${formatCardExpiry(card.expiration)}）${card.is_main ? '・メインカード' : ''}`,
    })),
    { value: NEW_CARD, label: '新しいカードを入力する' },
  ];
  return (
    <Section aria-label="クレジットカード">
      {options.length > 1 && (
        <RadioGroup name="card" label="お支払いに使うカード" required options={options} />
      )}
      {values.card === NEW_CARD && <CardInputFields />}
    </Section>
  );
}

/** The card a cart pays with unless the shopper picks another: as left, else the main saved card. */
function initialCard(cart: Cart, saved: UserCard[]): Values['card'] {
  if (cart.has_card_token && cart.masked_card_number) return ENTERED;
  const chosen = saved.find((card) => card.id === cart.user_card_id);
  if (chosen) return chosen.id;
  return saved.find((card) => card.is_main)?.id ?? saved[0]?.id ?? NEW_CARD;
}

function PointsForm({ cart }: { cart: Cart }) {
  const dispatch = useAppDispatch();
  const id = useId();
  const [points, setPoints] = useState(String(cart.points?.used ?? 0));
  const [error, setError] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const box = useRef<HTMLElement>(null);
  useKeepTyped(box);
  if (!cart.points) return null;
  const max = Math.min(
    cart.points.balance + cart.points.used,
    cart.detail.order.total_before_points,
  );
  return (
    <Section ref={box} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>ポイントのご利用</h2>
      <p>
        保有ポイント: {cart.points.balance.toLocaleString('ja-JP')}pt（今回ご利用可能:{' '}
        {max.toLocaleString('ja-JP')}pt）
      </p>
      <div>
        <label htmlFor={`${id}-points`}>利用するポイント</label>{' '}
        <input
          id={`${id}-points`}
          type="number"
          min={0}
          max={max}
          inputMode="numeric"
          value={points}
          onChange={(event) => setPoints(event.target.value)}
          style={{ width: '8em' }}
        />{' '}
        pt{' '}
        <Button
          size="sm"
          variant="secondary"
          onClick={() => {
            setError(null);
            setDone(null);
            const value = Number(points);
            if (!Number.isInteger(value) || value < 0) {
              setError('利用するポイントは0以上の整数で入力してください');
              return;
            }
            void dispatch(applyCartPoints(value))
              .unwrap()
              .then(() => setDone(`${value.toLocaleString('ja-JP')}ポイントを利用します`))
              .catch((failure: unknown) => setError(serverFailure(failure).message));
          }}
        >
          ポイントを利用する
        </Button>
      </div>
      {error && <ErrorText role="alert">{error}</ErrorText>}
      {done && <p role="status">{done}</p>}
    </Section>
  );
}

/** Arrived, or failed: the form goes on with what there is. */
const settled = (status: LoadStatus) => status === 'loaded' || status === 'failed';

function PaymentForm({ cart }: { cart: Cart }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const methods = useAppSelector(selectPaymethods);
  const methodsStatus = useAppSelector(selectPaymethodsStatus);
  const isMember = useIsMember();
  const { list: saved, status: cardsStatus } = useAppSelector(selectUserCardState);
  // A member may pay with a saved card: the form waits for the list as well.
  if (!settled(methodsStatus) || (isMember && !settled(cardsStatus)))
    return <Pending label="お支払い方法を読み込んでいます…" />;
  const chosen = methods.find((method) => method.id === cart.payment_id && method.is_available);
  const cards = isMember ? saved : [];
  const initial: Values = {
    payment_id: chosen?.id ?? '',
    card: initialCard(cart, cards),
    ...EMPTY_CARD,
  };
  return (
    <Form<Values>
      initialValues={initial}
      aria-label="お支払い方法"
      validate={async (values) => {
        if (values.payment_id === '') return { payment_id: 'お支払い方法を選択してください' };
        const method = methods.find((entry) => entry.id === values.payment_id);
        if (method?.code !== CARD || values.card !== NEW_CARD) return {};
        return validateCardForm(values);
      }}
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        const method = methods.find((entry) => entry.id === values.payment_id);
        if (!method) return;
        try {
          await dispatch(modifyCartOrder({ payment_id: method.id })).unwrap();
          if (method.code === CARD && typeof values.card === 'number') {
            await dispatch(modifyCartOrder({ user_card_id: values.card })).unwrap();
          } else if (method.code === CARD && values.card === NEW_CARD) {
            await dispatch(payByCard(cardOf(values))).unwrap();
          }
          const check = await dispatch(checkPayment(method.id)).unwrap();
          if (!check.is_valid) {
            helpers.setStatus({
              error: check.message ?? 'このお支払い方法はご利用いただけません',
            });
            return;
          }
          analytics.track(
            cartEvent('add_payment_info', cart.detail.products, { payment_type: method.name }),
          );
          await navigate('/cart/confirm');
        } catch (error) {
          showServerError(withCardFieldNames(error), helpers);
        }
      }}
    >
      <FormAlert />
      <RadioGroup
        name="payment_id"
        label="お支払い方法"
        required
        options={methods.map((method) => ({
          value: method.id,
          label: `${method.name}${method.fee_with_tax > 0 ? `（手数料 ${yen(method.fee_with_tax)}）` : ''}${
            method.is_available ? '' : `（${method.unavailable_reason ?? 'ご利用いただけません'}）`
          }`,
          disabled: !method.is_available,
        }))}
      />
      <SelectedExtras cart={cart} methods={methods} saved={cards} />
      <Actions>
        <SubmitButton>ご注文内容の確認へ進む</SubmitButton>
        <BackLink to="/cart/shipping-detail">お届け方法の指定に戻る</BackLink>
      </Actions>
    </Form>
  );
}

function SelectedExtras({
  cart,
  methods,
  saved,
}: {
  cart: Cart;
  methods: ReturnType<typeof selectPaymethods>;
  saved: UserCard[];
}) {
  const { values } = useFormikContext<Values>();
  const method = methods.find((entry) => entry.id === values.payment_id);
  if (!method) return null;
  return (
    <>
      {method.description && <p>{method.description}</p>}
      {method.code === CARD && <CardChoice cart={cart} saved={saved} />}
    </>
  );
}

/** /cart/payment: the payment method for this cart (card tokenised in the browser), points, coupons. */
export function PaymentPage({ route }: PageProps) {
  return (
    <CartFrame route={route} step={3}>
      <CartMessages />
      <PageNotice code="cart-payment" />
      <WithCart>
        {(cart) => (
          <>
            <PointsForm cart={cart} />
            <CouponForm cart={cart} />
            <Section aria-label="ご注文金額">
              <CartTotals cart={cart} />
            </Section>
            <PaymentForm cart={cart} />
          </>
        )}
      </WithCart>
    </CartFrame>
  );
}
