import type { Cart } from '@mise/api-client';
import { setCartSocialGift, useAppDispatch } from '@mise/store';
import { CheckboxField, Form, TextAreaField, TextField } from '@mise/ui';
import { socialGiftOptionSchema } from '@mise/validation';
import { useFormikContext } from 'formik';
import { FormAlert, showServerError, SubmitButton, useMember } from '../../shared/page.js';
import { Section } from './shared.js';

type Values = { is_social_gift: boolean; sender_name: string; message: string };

function GiftFields() {
  const { values } = useFormikContext<Values>();
  if (!values.is_social_gift) return null;
  return (
    <>
      <TextField
        name="sender_name"
        label="贈り主のお名前"
        optional
        maxLength={50}
        hint="ギフトを受け取る方に表示されるお名前です（ニックネームも可）。空欄の場合はご注文者のお名前を表示します。"
      />
      <TextAreaField
        name="message"
        label="メッセージ"
        optional
        maxLength={200}
        rows={3}
        hint="受け取る方のギフトのページに表示されます。"
      />
    </>
  );
}

/**
 * The checkout's social-gift option (PATCH /v1/carts/social/receiver): the buyer need not know
 * the receiver's address; after the order they get a link, and the receiver enters the address
 * and the delivery date. The shown name is the buyer's choice, their name by default.
 */
export function SocialGiftOption({ cart }: { cart: Cart }) {
  const dispatch = useAppDispatch();
  const { user } = useMember();
  const ordererName = user
    ? `${user.last_name} ${user.first_name}`.trim()
    : `${cart.orderer?.last_name ?? ''} ${cart.orderer?.first_name ?? ''}`.trim();
  const initial: Values = {
    is_social_gift: cart.is_social_gift,
    sender_name: cart.social_gift?.sender_name || ordererName,
    message: cart.social_gift?.message ?? '',
  };
  return (
    <Section aria-labelledby="social-gift-option">
      <h2 id="social-gift-option">ソーシャルギフト</h2>
      <p>
        お相手のご住所がわからなくても贈れます。ご注文後に表示される受け取り用URLをお相手に送ると、お相手がお届け先とお届け日時を入力します（代金引換はご利用いただけません）。
      </p>
      <Form<Values>
        // The member's name arrives after the first render: the default name follows it.
        key={ordererName}
        initialValues={initial}
        validationSchema={socialGiftOptionSchema}
        aria-label="ソーシャルギフト"
        onSubmit={async (values, helpers) => {
          helpers.setStatus(undefined);
          try {
            await dispatch(
              setCartSocialGift({
                isSocialGift: values.is_social_gift,
                ...(values.is_social_gift
                  ? { senderName: values.sender_name.trim(), message: values.message.trim() }
                  : {}),
              }),
            ).unwrap();
            helpers.setStatus({
              info: values.is_social_gift
                ? 'ソーシャルギフトとして贈ります'
                : 'ご指定のお届け先に届けます',
            });
          } catch (error) {
            showServerError(error, helpers);
          }
        }}
      >
        <FormAlert />
        <CheckboxField
          name="is_social_gift"
          label="ソーシャルギフトとして贈る（お届け先はお相手が入力します）"
        />
        <GiftFields />
        <SubmitButton>ギフトの設定を保存する</SubmitButton>
      </Form>
    </Section>
  );
}
