import { styled } from 'styled-components';
import { formatPrice, formatYen } from '../format.js';
import { VisuallyHidden } from '../foundation/index.js';

export type PriceProps = {
  /** Integer yen. */
  value: number;
  /** '¥1,234' (mark) or '1,234円' (suffix). */
  unit?: 'mark' | 'suffix';
  /** The tax note after the amount; false for none. */
  taxLabel?: string | false;
  /** The price before a discount, shown struck through. */
  beforePrice?: number | null;
  /** Sale colouring; on by default when beforePrice is above value. */
  sale?: boolean;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
};

const SIZES = { sm: 'sm', md: 'lg', lg: 'xl' } as const;

// One styled root, the amounts plain elements under it: prices repeat on every card of a list.
const Root = styled.span<{ $size: PriceProps['size'] & string; $sale: boolean }>`
  display: inline-flex;
  flex-wrap: wrap;
  align-items: baseline;
  gap: ${({ theme }) => theme.spacing(2)};

  & > .price-amount {
    font-family: ${({ theme }) => theme.typography.fontFamilyNumeric};
    font-size: ${({ theme, $size }) => theme.typography.sizes[SIZES[$size]]};
    font-weight: ${({ theme }) => theme.typography.weights.bold};
    color: ${({ theme, $sale }) => ($sale ? theme.colors.sale : theme.colors.text)};
  }
  & > s {
    font-family: ${({ theme }) => theme.typography.fontFamilyNumeric};
    font-size: ${({ theme }) => theme.typography.sizes.sm};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > .price-tax {
    font-size: ${({ theme }) => theme.typography.sizes.xs};
    color: ${({ theme }) => theme.colors.textMuted};
  }
  & > .price-tax::before {
    content: '（';
  }
  & > .price-tax::after {
    content: '）';
  }
`;

function withUnit(value: number, unit: PriceProps['unit']): string {
  return unit === 'suffix' ? `${formatPrice(value)}円` : formatYen(value);
}

/** A yen price: '¥1,234（税込）', optionally with the struck-through price before a discount. */
export function Price({
  value,
  unit = 'mark',
  taxLabel = '税込',
  beforePrice,
  sale,
  size = 'md',
  className,
}: PriceProps) {
  const hasBefore = typeof beforePrice === 'number' && beforePrice !== value;
  const isSale = sale ?? (hasBefore && beforePrice > value);
  return (
    <Root className={className} $size={size} $sale={isSale}>
      {hasBefore && (
        <s>
          {/* Strike-through is not announced, so the two prices are named for screen readers. */}
          <VisuallyHidden>通常価格 </VisuallyHidden>
          {withUnit(beforePrice, unit)}
        </s>
      )}
      <span className="price-amount">
        {hasBefore && <VisuallyHidden>販売価格 </VisuallyHidden>}
        {withUnit(value, unit)}
      </span>
      {taxLabel !== false && taxLabel !== '' && <span className="price-tax">{taxLabel}</span>}
    </Root>
  );
}
