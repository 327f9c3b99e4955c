import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderUi } from '../test/render.js';
import { CouponCard } from './CouponCard.js';
import type { CouponCardCoupon } from './CouponCard.js';

const COUPON: CouponCardCoupon = {
  id: 7,
  name: '春の新生活応援クーポン',
  discountType: 'fixed',
  amount: 500,
  minOrderAmount: 3000,
  validUntil: '2026-04-30T23:59:00+09:00',
  isTaken: false,
};

describe('CouponCard', () => {
  it('shows the discount, the condition and the period', () => {
    renderUi(<CouponCard coupon={COUPON} onTake={vi.fn()} />);
    expect(screen.getByRole('heading', { name: '春の新生活応援クーポン' })).toBeInTheDocument();
    expect(screen.getByText('¥500 OFF')).toBeInTheDocument();
    expect(screen.getByText('¥3,000以上のご注文で利用可')).toBeInTheDocument();
    expect(screen.getByText(/有効期限：/)).toHaveTextContent('2026.04.30 23:59');
  });

  it('shows a percent discount with its cap', () => {
    renderUi(
      <CouponCard
        coupon={{ ...COUPON, discountType: 'percent', amount: 10, maxDiscountAmount: 2000 }}
      />,
    );
    expect(screen.getByText('10% OFF')).toBeInTheDocument();
    expect(screen.getByText(/割引上限 ¥2,000/)).toBeInTheDocument();
  });

  it('takes the coupon with its id', async () => {
    const onTake = vi.fn();
    renderUi(<CouponCard coupon={COUPON} onTake={onTake} />);
    await userEvent.setup().click(screen.getByRole('button', { name: 'クーポンを獲得する' }));
    expect(onTake).toHaveBeenCalledExactlyOnceWith(7);
  });

  it('says 獲得済み instead of offering it again', () => {
    renderUi(<CouponCard coupon={{ ...COUPON, isTaken: true }} onTake={vi.fn()} />);
    expect(screen.getByText('獲得済み')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('shows the guest note in place of the button', () => {
    renderUi(<CouponCard coupon={COUPON} guestNote={<p>ログインすると獲得できます</p>} />);
    expect(screen.getByText('ログインすると獲得できます')).toBeInTheDocument();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('hands the button and the guest note to `either` where the page cannot tell yet who looks', () => {
    renderUi(
      <CouponCard
        coupon={COUPON}
        onTake={vi.fn()}
        guestNote={<p>ログインすると獲得できます</p>}
        either={(take, guest) => (
          <>
            <div data-testid="member">{take}</div>
            <div data-testid="guest">{guest}</div>
          </>
        )}
      />,
    );
    expect(within(screen.getByTestId('member')).getByRole('button')).toHaveTextContent(
      'クーポンを獲得する',
    );
    expect(
      within(screen.getByTestId('guest')).getByText('ログインすると獲得できます'),
    ).toBeVisible();
  });
});
