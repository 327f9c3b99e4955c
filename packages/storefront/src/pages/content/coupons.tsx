import type { CouponItem } from '@mise/store';
import { flashAdded, takeCoupon, useAppDispatch } from '@mise/store';
import { CouponCard, EmptyState, Link } from '@mise/ui';
import type { CouponCardCoupon } from '@mise/ui';
import { useState } from 'react';
import { useLocation } from 'react-router-dom';
import { styled } from 'styled-components';
import { MemberOrGuest } from '../../navigation/MemberParts.js';
import { serverFailure } from '../../shared/server-failure.js';

export function couponCard(coupon: CouponItem): CouponCardCoupon {
  return {
    id: coupon.id,
    name: coupon.name,
    description: coupon.description,
    discountType: coupon.discount_type,
    amount: coupon.amount,
    minOrderAmount: coupon.min_order_amount,
    maxDiscountAmount: coupon.max_discount_amount,
    validUntil: coupon.valid_until,
    isTaken: coupon.is_taken,
  };
}

const List = styled.ul`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(420px, 100%), 1fr));
  gap: ${({ theme }) => theme.spacing(4)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

export type CouponListProps = {
  coupons: readonly CouponItem[];
  /** 'lp' when the list is on a landing page (spec section 3). */
  page?: 'lp';
};

/**
 * Coupons a member can take (獲得済み once taken); a guest is asked to log in and comes back
 * to this page afterwards. Both are on the page until the login is known (a shared page).
 */
export function CouponList({ coupons, page }: CouponListProps) {
  const dispatch = useAppDispatch();
  const { pathname, search } = useLocation();
  const [taking, setTaking] = useState<CouponItem['id'] | null>(null);

  if (coupons.length === 0) return <EmptyState message="配布中のクーポンはありません" />;

  const take = async (id: CouponItem['id']) => {
    setTaking(id);
    try {
      await dispatch(takeCoupon({ coupon_id: id, ...(page ? { page } : {}) })).unwrap();
      dispatch(flashAdded({ message: 'クーポンを獲得しました' }));
    } catch (error) {
      dispatch(flashAdded({ message: serverFailure(error).message, type: 'negative' }));
    } finally {
      setTaking(null);
    }
  };

  const loginHref = `/login/?re=${encodeURIComponent(`${pathname}${search}`)}`;
  return (
    <List>
      {coupons.map((coupon) => (
        <li key={coupon.id}>
          <CouponCard
            coupon={couponCard(coupon)}
            taking={taking === coupon.id}
            onTake={(couponId) => void take(couponId as CouponItem['id'])}
            either={(button, guestNote) => <MemberOrGuest member={button} guest={guestNote} />}
            guestNote={
              <Link href={loginHref} variant="primary">
                ログインしてクーポンを獲得する
              </Link>
            }
          />
        </li>
      ))}
    </List>
  );
}
