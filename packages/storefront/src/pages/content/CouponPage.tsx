import { selectCoupons, selectIsLogin, useAppSelector } from '@mise/store';
import type { PageProps } from '../../kit/index.js';
import { ContentFrame, Muted } from './ContentFrame.js';
import { CouponList } from './coupons.js';

/** /coupon: the shop's coupons; members take them, guests are asked to log in. */
export function CouponPage({ route }: PageProps) {
  const coupons = useAppSelector(selectCoupons);
  const isLogin = useAppSelector(selectIsLogin);
  return (
    <ContentFrame title={route.title} description="配布中のクーポンの一覧です。">
      {!isLogin && <Muted>クーポンの獲得にはログインが必要です。</Muted>}
      <CouponList coupons={coupons} />
    </ContentFrame>
  );
}
