import type { Cart } from '@mise/api-client';
import { addCartCoupon, removeCartCoupon, useAppDispatch } from '@mise/store';
import { Button, Form, TextField } from '@mise/ui';
import { couponCodeSchema } from '@mise/validation';
import { styled } from 'styled-components';
import { FormAlert, showServerError, SubmitButton } from '../../shared/page.js';
import { ErrorText, Section, yen } from './shared.js';

const Line = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(1)};
`;

const Muted = styled.span`
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

/** Coupons of the cart: the ones applied (with why one does not apply yet) and a code to add. */
export function CouponForm({ cart }: { cart: Cart }) {
  const dispatch = useAppDispatch();
  return (
    <Section aria-labelledby="cart-coupon">
      <h2 id="cart-coupon">クーポン</h2>
      {cart.detail.coupons.map((coupon) => (
        <Line key={coupon.id}>
          <span>
            {coupon.name}（{coupon.code}）{coupon.is_applicable ? ` -${yen(coupon.discount)}` : ''}
          </span>
          {coupon.message &&
            (coupon.is_applicable ? (
              <Muted>{coupon.message}</Muted>
            ) : (
              <ErrorText>このクーポンはご利用いただけません：{coupon.message}</ErrorText>
            ))}
          <div>
            <Button
              variant="ghost"
              size="sm"
              onClick={() => void dispatch(removeCartCoupon(coupon.id))}
            >
              クーポンを外す
            </Button>
          </div>
        </Line>
      ))}
      <Form<{ code: string }>
        initialValues={{ code: '' }}
        validationSchema={couponCodeSchema}
        aria-label="クーポンの適用"
        onSubmit={async ({ code }, helpers) => {
          helpers.setStatus(undefined);
          try {
            await dispatch(addCartCoupon({ code: code.trim() })).unwrap();
            helpers.resetForm();
            helpers.setStatus({ info: 'クーポンを適用しました' });
          } catch (error) {
            showServerError(error, helpers);
          }
        }}
      >
        <FormAlert />
        <TextField name="code" label="クーポンコード" width="medium" autoComplete="off" />
        <SubmitButton>適用する</SubmitButton>
      </Form>
    </Section>
  );
}
