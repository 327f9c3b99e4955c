import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { formatYen } from '../format.js';
import { Button } from '../foundation/index.js';
import { Badge } from './Badge.js';
import { DateText } from './DateText.js';

export type CouponCardCoupon = {
  id: number | string;
  name: string;
  description?: string;
  /** fixed: amount yen off; percent: amount % off. */
  discountType: 'fixed' | 'percent';
  amount: number;
  /** Smallest order (yen, tax included); 0 for any order. */
  minOrderAmount?: number;
  /** Largest discount of a percent coupon in yen. */
  maxDiscountAmount?: number | null;
  validUntil: string;
  isTaken: boolean;
};

export type CouponCardProps = {
  coupon: CouponCardCoupon;
  /** Takes the coupon (members); without it the card shows `guestNote` instead of a button. */
  onTake?: (id: CouponCardCoupon['id']) => void;
  /** Busy while the take runs. */
  taking?: boolean;
  /** What a guest is told in place of the button, e.g. a link to log in. */
  guestNote?: ReactNode;
  /**
   * For a page that does not know yet whether a member is looking (one page for every
   * shopper): given the button and the guest's note, shows the right one. Without it the card
   * picks by `onTake`.
   */
  either?: (take: ReactNode, guestNote: ReactNode) => ReactNode;
  headingLevel?: 2 | 3 | 4;
  className?: string;
};

const Root = styled.article`
  display: grid;
  grid-template-columns: auto minmax(0, 1fr);
  gap: ${({ theme }) => theme.spacing(4)};
  align-items: center;
  padding: ${({ theme }) => theme.spacing(4)};
  border: 2px dashed ${({ theme }) => theme.colors.primary};
  border-radius: ${({ theme }) => theme.radii.lg};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};

  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    grid-template-columns: minmax(0, 1fr);
  }
`;

const Amount = styled.p`
  margin: 0;
  min-width: 7em;
  color: ${({ theme }) => theme.colors.primary};
  font-size: ${({ theme }) => theme.typography.sizes.xxl};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  text-align: center;
`;

const Body = styled.div`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Name = styled.h3`
  margin: 0;
  font-size: ${({ theme }) => theme.typography.sizes.lg};
`;

const Note = styled.p`
  margin: 0;
  color: ${({ theme }) => theme.colors.textMuted};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
`;

const Footer = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(3)};
  align-items: center;
`;

/** The discount in words: '¥500 OFF' or '10% OFF'. */
export function couponDiscount(coupon: Pick<CouponCardCoupon, 'discountType' | 'amount'>) {
  return coupon.discountType === 'percent'
    ? `${coupon.amount}% OFF`
    : `${formatYen(coupon.amount)} OFF`;
}

/**
 * A coupon: the discount, its conditions and period, and 'クーポンを獲得する' — or 獲得済み once
 * the member has it.
 */
export function CouponCard({
  coupon,
  onTake,
  taking = false,
  guestNote,
  either,
  headingLevel = 3,
  className,
}: CouponCardProps) {
  const conditions = [
    coupon.minOrderAmount ? `${formatYen(coupon.minOrderAmount)}以上のご注文で利用可` : null,
    coupon.discountType === 'percent' && coupon.maxDiscountAmount
      ? `割引上限 ${formatYen(coupon.maxDiscountAmount)}`
      : null,
  ].filter(Boolean);
  const take = (onClick: NonNullable<CouponCardProps['onTake']>) => (
    <Button size="sm" loading={taking} onClick={() => onClick(coupon.id)}>
      クーポンを獲得する
    </Button>
  );
  return (
    <Root className={className} aria-label={coupon.name}>
      <Amount>{couponDiscount(coupon)}</Amount>
      <Body>
        <Name as={`h${headingLevel}` as const}>{coupon.name}</Name>
        {coupon.description && <Note>{coupon.description}</Note>}
        {conditions.length > 0 && <Note>{conditions.join('／')}</Note>}
        <Note>
          有効期限：
          <DateText value={coupon.validUntil} withTime />
          まで
        </Note>
        <Footer>
          {coupon.isTaken ? (
            <Badge variant="info">獲得済み</Badge>
          ) : either && onTake ? (
            either(take(onTake), guestNote)
          ) : onTake ? (
            take(onTake)
          ) : (
            guestNote
          )}
        </Footer>
      </Body>
    </Root>
  );
}
