import {
  checkSocialGiftShipping,
  selectSocialGift,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import type { SocialGiftAddress } from '@mise/store';
import { Form } from '@mise/ui';
import type { FormSchema } from '@mise/ui';
import { socialGiftShippingSchema } from '@mise/validation';
import { useNavigate } from 'react-router-dom';
import type { PageProps } from '../../kit/index.js';
import { BackLink } from '../../navigation/use-back.js';
import { AddressFields } from '../../shared/AddressFields.js';
import { Actions, FormAlert, Lead, showServerError, SubmitButton } from '../../shared/page.js';
import { GiftFrame, giftPath, WithGift } from './shared.js';

/** The form's names: the address book's (shipping_last_name…), as @mise/validation names them. */
type Values = {
  shipping_last_name: string;
  shipping_first_name: string;
  shipping_last_name_kana: string;
  shipping_first_name_kana: string;
  postal_code: string;
  prefecture: string;
  city: string;
  address1: string;
  address2: string;
  phone_number: string;
};

const schema: FormSchema = socialGiftShippingSchema;

const NAME_FIELDS = ['last_name', 'first_name', 'last_name_kana', 'first_name_kana'] as const;

function valuesOf(address: SocialGiftAddress | null): Values {
  return {
    shipping_last_name: address?.last_name ?? '',
    shipping_first_name: address?.first_name ?? '',
    shipping_last_name_kana: address?.last_name_kana ?? '',
    shipping_first_name_kana: address?.first_name_kana ?? '',
    postal_code: address?.postal_code ?? '',
    prefecture: address?.prefecture ?? '',
    city: address?.city ?? '',
    address1: address?.address1 ?? '',
    address2: address?.address2 ?? '',
    phone_number: address?.phone_number ?? '',
  };
}

/** What the API takes: the checkout's names, postal code as 7 digits, phone without hyphens. */
function addressOf(values: Values): SocialGiftAddress {
  return {
    last_name: values.shipping_last_name.trim(),
    first_name: values.shipping_first_name.trim(),
    last_name_kana: values.shipping_last_name_kana.trim(),
    first_name_kana: values.shipping_first_name_kana.trim(),
    postal_code: values.postal_code.replace(/\D/g, ''),
    prefecture: values.prefecture,
    city: values.city.trim(),
    address1: values.address1.trim(),
    address2: values.address2.trim(),
    phone_number: values.phone_number.replace(/\D/g, ''),
  };
}

/** The server names the name fields as the checkout does; the form as the address book does. */
function withFormNames(error: unknown): unknown {
  const errors = (error as { errors?: Record<string, string[]> } | null)?.errors;
  if (!errors) return error;
  const renamed = Object.fromEntries(
    Object.entries(errors).map(([field, list]) => [
      (NAME_FIELDS as readonly string[]).includes(field) ? `shipping_${field}` : field,
      list,
    ]),
  );
  return { ...(error as object), errors: renamed };
}

function ShippingForm({ giftKey }: { giftKey: string }) {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const { address } = useAppSelector(selectSocialGift);
  return (
    <Form<Values>
      initialValues={valuesOf(address)}
      validationSchema={schema}
      aria-label="お届け先"
      onSubmit={async (values, helpers) => {
        helpers.setStatus(undefined);
        try {
          await dispatch(
            checkSocialGiftShipping({ key: giftKey, address: addressOf(values) }),
          ).unwrap();
          await navigate(giftPath(giftKey, 'delivery'));
        } catch (error) {
          showServerError(withFormNames(error), helpers);
        }
      }}
    >
      <FormAlert />
      <AddressFields names="shipping" />
      <Actions>
        <SubmitButton>お届け日時の指定へ進む</SubmitButton>
        <BackLink to={giftPath(giftKey)}>ギフトの確認に戻る</BackLink>
      </Actions>
    </Form>
  );
}

/** /social-gift/{key}/shipping: where the receiver wants the gift (postal code fills the address). */
export function SocialGiftShippingPage({ route }: PageProps) {
  return (
    <GiftFrame route={route} step="shipping">
      <Lead>お届け先のお名前とご住所を入力してください。郵便番号から住所を入力できます。</Lead>
      <WithGift>{(_, key) => <ShippingForm giftKey={key} />}</WithGift>
    </GiftFrame>
  );
}
