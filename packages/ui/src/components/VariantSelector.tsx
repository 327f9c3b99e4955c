import { useId } from 'react';
import { styled } from 'styled-components';
import { Link } from '../foundation/index.js';
import { Price } from './Price.js';
import type { StockState } from './StockStatus.js';

export type VariantOption = {
  /** The variant's product key in /product/{key}. */
  key: string;
  /** What tells it apart, e.g. 'ブラック / M'. */
  label: string;
  /** Price with tax, in yen. */
  price: number;
  stock: StockState;
};

export type VariantSelectorProps = {
  /** What the variants differ by, e.g. 'カラー / サイズ'. */
  axis: string;
  options: VariantOption[];
  /** Key of the variant shown now. */
  current: string;
  /** Link of a variant; /product/{key} unless given. */
  hrefFor?: (key: string) => string;
  className?: string;
};

const Group = styled.nav`
  display: flex;
  flex-direction: column;
  gap: ${({ theme }) => theme.spacing(2)};
`;

const Label = styled.p`
  margin: 0;
  font-weight: ${({ theme }) => theme.typography.weights.bold};
`;

const List = styled.ul`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(2)};
  margin: 0;
  padding: 0;
  list-style: none;
`;

const Option = styled(Link)<{ $out: boolean }>`
  display: inline-flex;
  flex-direction: column;
  align-items: flex-start;
  min-width: 44px;
  min-height: 44px;
  padding: ${({ theme }) => `${theme.spacing(2)} ${theme.spacing(3)}`};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme, $out }) => ($out ? theme.colors.textMuted : theme.colors.text)};
  text-decoration: none;

  &[aria-current='page'] {
    border: 2px solid ${({ theme }) => theme.colors.primary};
    padding: ${({ theme }) => `calc(${theme.spacing(2)} - 1px) calc(${theme.spacing(3)} - 1px)`};
  }
  &:hover {
    border-color: ${({ theme }) => theme.colors.primary};
  }
`;

const Note = styled.span`
  font-size: ${({ theme }) => theme.typography.sizes.xs};
`;

/**
 * The variants of a product model (colour, size …) as links: each variant is a product with
 * its own page, so the choice is shareable and survives a reload. Sold-out variants stay
 * reachable (the shopper may want to request them) but say so.
 */
export function VariantSelector({
  axis,
  options,
  current,
  hrefFor = (key) => `/product/${encodeURIComponent(key)}`,
  className,
}: VariantSelectorProps) {
  const labelId = useId();
  if (options.length < 2) return null;
  return (
    <Group aria-labelledby={labelId} className={className}>
      <Label id={labelId}>{axis}</Label>
      <List>
        {options.map((option) => (
          <li key={option.key}>
            <Option
              href={hrefFor(option.key)}
              aria-current={option.key === current ? 'page' : undefined}
              $out={option.stock === 'out'}
            >
              <span>{option.label}</span>
              <Price value={option.price} taxLabel={false} size="sm" />
              {option.stock === 'out' && <Note>在庫切れ</Note>}
              {option.stock === 'low' && <Note>残りわずか</Note>}
            </Option>
          </li>
        ))}
      </List>
    </Group>
  );
}
