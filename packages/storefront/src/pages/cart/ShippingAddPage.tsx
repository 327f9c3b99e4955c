import type { Cart } from '@mise/api-client';
import { addCartShipping, modifyCartShipping, useAppDispatch } from '@mise/store';
import { CheckboxField, Form } from '@mise/ui';
import { shippingAddressSchema } from '@mise/validation';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { useStorefront } from '../../kit/index.js';
import { BackLink } from '../../navigation/use-back.js';
import type { PageProps } from '../../kit/index.js';
import {
  Actions,
  Alert,
  FormAlert,
  Lead,
  showServerError,
  SubmitButton,
} from '../../shared/page.js';
import { AddressFields } from '../../shared/AddressFields.js';
import { addressBody, addressValues, EMPTY_ADDRESS } from './forms.js';
import type { AddressValues } from './forms.js';
import { CartFrame, CartMessages, useIsMember, WithCart } from './shared.js';

type Values = AddressValues & { save_address: boolean };

function ShippingAddForm({ cart }: { cart: Cart }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const isMember = useIsMember();
  const { theme } = useStorefront();
  const [params] = useSearchParams();
  const key = params.get('key');
  const adding = params.get('new') === '1';
  const shipping = key ? cart.detail.shippings.find((entry) => entry.key === key) : undefined;
  if (!adding && !shipping)
    return (
      <Alert tone="warning">
        <p>お届け先が見つかりませんでした。お届け先の選択からやり直してください。</p>
      </Alert>
    );
  const initial: Values = {
    ...(shipping?.has_address && shipping.user_address_id === null
      ? addressValues(shipping)
      : EMPTY_ADDRESS),
    save_address: false,
  };
  return (
    <Form<Values>
      initialValues={initial}
      validationSchema={shippingAddressSchema}
      aria-label="お届け先"
      onSubmit={async ({ save_address: save, ...values }, helpers) => {
        helpers.setStatus(undefined);
        const body = {
          ...addressBody(values),
          ...(isMember && save ? { save_address: true } : {}),
        };
        try {
          if (shipping) await dispatch(modifyCartShipping({ key: shipping.key, ...body })).unwrap();
          else await dispatch(addCartShipping(body)).unwrap();
          await navigate('/cart/shipping-select');
        } catch (error) {
          showServerError(error, helpers);
        }
      }}
    >
      <FormAlert />
      <AddressFields business={theme.kind === 'business'} />
      {isMember && <CheckboxField name="save_address" label="アドレス帳に保存する" />}
      <Actions>
        <SubmitButton>このお届け先に届ける</SubmitButton>
        <BackLink to="/cart/shipping-select">お届け先の選択に戻る</BackLink>
      </Actions>
    </Form>
  );
}

/** /cart/shipping-add: a new delivery address (or a delivery's own address), typed in. */
export function ShippingAddPage({ route }: PageProps) {
  return (
    <CartFrame route={route} step={1}>
      <CartMessages />
      <Lead>お届け先のお名前とご住所を入力してください。郵便番号から住所を入力できます。</Lead>
      <WithCart>{(cart) => <ShippingAddForm cart={cart} />}</WithCart>
    </CartFrame>
  );
}
