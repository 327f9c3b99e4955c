import type { Cart, CartShipping } from '@mise/api-client';
import {
  addCartPacking,
  fetchLeadTimes,
  modifyCartPacking,
  modifyCartShipping,
  selectLeadTimes,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { CheckboxField, Form, formatDate, SelectField, TextField } from '@mise/ui';
import { useFormikContext } from 'formik';
import { useNavigate } from 'react-router-dom';
import { cartEvent } from '../../analytics/events.js';
import { useAnalytics } from '../../kit/index.js';
import type { PageProps } from '../../kit/index.js';
import { addressLine } from '../../shared/DeliveryTable.js';
import { Actions, FormAlert, Pending, showServerError, SubmitButton } from '../../shared/page.js';
import { BackLink } from '../../navigation/use-back.js';
import {
  CartFrame,
  CartMessages,
  recipientName,
  shippingTitle,
  Section,
  WithCart,
  yen,
} from './shared.js';

const NOSHI_TYPES = ['御祝', '内祝', '御礼', '御中元', '御歳暮', '御年賀', '寸志'] as const;
const WEEKDAYS = ['日', '月', '火', '水', '木', '金', '土'] as const;

type ShippingValues = {
  key: string;
  delivery_date: string;
  delivery_timezone: string;
  gift_wrap: boolean;
  noshi: boolean;
  noshi_type: string;
  noshi_name: string;
};

type Values = { shippings: ShippingValues[] };

function valuesOf(shipping: CartShipping): ShippingValues {
  const noshi = shipping.packings.find((packing) => packing.kind === 'noshi');
  return {
    key: shipping.key,
    delivery_date: shipping.delivery_date ?? '',
    delivery_timezone: shipping.delivery_timezone ?? '',
    gift_wrap: shipping.packings.some((packing) => packing.kind === 'gift_wrap'),
    noshi: Boolean(noshi),
    noshi_type: noshi?.noshi_type ?? NOSHI_TYPES[0],
    noshi_name: noshi?.noshi_name ?? '',
  };
}

/** 2026-04-03 → 2026.04.03（金） */
function dateLabel(date: string): string {
  const day = new Date(`${date}T00:00:00`);
  return `${formatDate(date)}（${WEEKDAYS[day.getDay()] ?? ''}）`;
}

function ShippingFields({
  cart,
  shipping,
  index,
}: {
  cart: Cart;
  shipping: CartShipping;
  index: number;
}) {
  const leadtimes = useAppSelector(selectLeadTimes);
  const { values } = useFormikContext<Values>();
  const leadtime = leadtimes.find((entry) => entry.shipping_key === shipping.key);
  const current = values.shippings[index];
  const title = shippingTitle(cart, shipping.key);
  return (
    <Section aria-label={title}>
      <h2>{title}</h2>
      {cart.is_social_gift ? (
        <p>ソーシャルギフト: お届け先とお届け日時はギフトを受け取る方が入力します。</p>
      ) : (
        <p>
          {recipientName(shipping)}
          <br />
          {addressLine(shipping)}
        </p>
      )}
      {cart.is_social_gift ? null : leadtime?.is_specifiable === false ? (
        <p>このお届け先はお届け日時を指定できません。</p>
      ) : (
        <>
          <SelectField
            name={`shippings.${index}.delivery_date`}
            label={`${title}のお届け希望日`}
            optional
            placeholder="指定なし"
            options={(leadtime?.dates ?? []).map((date) => ({
              value: date,
              label: dateLabel(date),
            }))}
            hint={leadtime ? `最短お届け日: ${dateLabel(leadtime.earliest_date)}` : undefined}
          />
          <SelectField
            name={`shippings.${index}.delivery_timezone`}
            label={`${title}のお届け時間帯`}
            optional
            placeholder="指定なし"
            options={(leadtime?.timezones ?? [])
              .filter((zone) => zone.code !== '')
              .map((zone) => ({ value: zone.code, label: zone.name }))}
          />
        </>
      )}
      <CheckboxField
        name={`shippings.${index}.gift_wrap`}
        label={`${title}をギフト包装にする（${yen(cart.gift_wrap_price_with_tax)}）`}
      />
      <CheckboxField name={`shippings.${index}.noshi`} label={`${title}にのしを付ける（無料）`} />
      {current?.noshi && (
        <>
          <SelectField
            name={`shippings.${index}.noshi_type`}
            label="表書き"
            options={NOSHI_TYPES.map((type) => ({ value: type, label: type }))}
          />
          <TextField
            name={`shippings.${index}.noshi_name`}
            label="名入れ"
            optional
            hint="のしに入れるお名前（20文字まで）"
            maxLength={20}
          />
        </>
      )}
    </Section>
  );
}

/** Packings first (they can move the earliest date), then the date and time of each delivery. */
async function save(
  cart: Cart,
  values: Values,
  dispatch: ReturnType<typeof useAppDispatch>,
): Promise<void> {
  let packingsChanged = false;
  for (const wanted of values.shippings) {
    const shipping = cart.detail.shippings.find((entry) => entry.key === wanted.key);
    if (!shipping) continue;
    const wrap = shipping.packings.find((packing) => packing.kind === 'gift_wrap');
    if (wanted.gift_wrap && !wrap) {
      await dispatch(addCartPacking({ shipping_key: shipping.key, kind: 'gift_wrap' })).unwrap();
      packingsChanged = true;
    } else if (!wanted.gift_wrap && wrap) {
      await dispatch(modifyCartPacking({ key: wrap.key, is_removing: true })).unwrap();
      packingsChanged = true;
    }
    const noshi = shipping.packings.find((packing) => packing.kind === 'noshi');
    const noshiBody = {
      noshi_type: wanted.noshi_type,
      noshi_name: wanted.noshi_name.trim() || null,
    };
    if (wanted.noshi && !noshi) {
      await dispatch(
        addCartPacking({ shipping_key: shipping.key, kind: 'noshi', ...noshiBody }),
      ).unwrap();
      packingsChanged = true;
    } else if (wanted.noshi && noshi) {
      if (noshi.noshi_type !== noshiBody.noshi_type || noshi.noshi_name !== noshiBody.noshi_name)
        await dispatch(modifyCartPacking({ key: noshi.key, ...noshiBody })).unwrap();
    } else if (!wanted.noshi && noshi) {
      await dispatch(modifyCartPacking({ key: noshi.key, is_removing: true })).unwrap();
      packingsChanged = true;
    }
  }
  if (packingsChanged) await dispatch(fetchLeadTimes()).unwrap();
  for (const wanted of values.shippings) {
    await dispatch(
      modifyCartShipping({
        key: wanted.key,
        delivery_date: wanted.delivery_date || null,
        delivery_timezone: wanted.delivery_timezone || null,
      }),
    ).unwrap();
  }
}

function ShippingDetail({ cart }: { cart: Cart }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const analytics = useAnalytics();
  const leadtimes = useAppSelector(selectLeadTimes);
  const shippings = cart.detail.shippings.filter((shipping) => shipping.product_keys.length > 0);
  if (leadtimes.length === 0) return <Pending label="お届け日を確認しています…" />;
  return (
    <Form<Values>
      initialValues={{ shippings: shippings.map(valuesOf) }}
      aria-label="お届け方法"
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await save(cart, values, dispatch);
          analytics.track(cartEvent('add_shipping_info', cart.detail.products));
          await navigate('/cart/payment');
        } catch (error) {
          showServerError(error, helpers);
        }
      }}
    >
      <FormAlert />
      {shippings.map((shipping, index) => (
        <ShippingFields key={shipping.key} cart={cart} shipping={shipping} index={index} />
      ))}
      <Actions>
        <SubmitButton>お支払い方法の選択へ進む</SubmitButton>
        <BackLink to="/cart/shipping-select">お届け先の選択に戻る</BackLink>
      </Actions>
    </Form>
  );
}

/** /cart/shipping-detail: delivery date and time slot, gift wrap and のし per delivery. */
export function ShippingDetailPage({ route }: PageProps) {
  return (
    <CartFrame route={route} step={2}>
      <CartMessages />
      <WithCart>{(cart) => <ShippingDetail cart={cart} />}</WithCart>
    </CartFrame>
  );
}
