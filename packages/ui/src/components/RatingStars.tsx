import { styled } from 'styled-components';
import { VisuallyHidden } from '../foundation/index.js';

export type RatingStarsProps = {
  /** 0–5; halves and tenths are drawn as a partly filled star. */
  value: number;
  /** Number of reviews, shown as '（12件）' when given. */
  count?: number;
  /** Shows the number beside the stars, e.g. '4.3'. */
  showValue?: boolean;
  size?: 'sm' | 'md';
  className?: string;
};

const Root = styled.span`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme }) => theme.colors.text};
`;

const Stars = styled.span<{ $size: 'sm' | 'md' }>`
  position: relative;
  display: inline-block;
  font-size: ${({ theme, $size }) => ($size === 'sm' ? theme.typography.sizes.sm : theme.typography.sizes.lg)};
  line-height: 1;
  letter-spacing: 0.05em;
  color: ${({ theme }) => theme.colors.border};
  white-space: nowrap;
`;

const Filled = styled.span`
  position: absolute;
  inset: 0 auto 0 0;
  overflow: hidden;
  color: ${({ theme }) => theme.colors.warning};
`;

const Note = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  color: ${({ theme }) => theme.colors.textMuted};
`;

const clampRating = (value: number) => Math.min(5, Math.max(0, Number.isFinite(value) ? value : 0));

/** A star rating: five stars filled to `value`, read out as '5段階中4.3'. */
export function RatingStars({
  value,
  count,
  showValue = false,
  size = 'md',
  className,
}: RatingStarsProps) {
  const rating = clampRating(value);
  const text = rating.toFixed(1);
  return (
    <Root className={className}>
      <Stars $size={size} aria-hidden="true">
        ★★★★★
        <Filled style={{ width: `${(rating / 5) * 100}%` }}>★★★★★</Filled>
      </Stars>
      <VisuallyHidden>5段階中{text}</VisuallyHidden>
      {showValue && <span aria-hidden="true">{text}</span>}
      {count !== undefined && <Note>（{count.toLocaleString('ja-JP')}件）</Note>}
    </Root>
  );
}
