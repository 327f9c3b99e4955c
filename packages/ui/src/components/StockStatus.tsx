import { styled } from 'styled-components';
import type { DefaultTheme } from 'styled-components';

export type StockState = 'in' | 'low' | 'out';

/** At or below this many pieces a product shows 残りわずか. */
export const LOW_STOCK_THRESHOLD = 5;

/**
 * The stock state a shopper sees: none available is 在庫切れ, a few left is 残りわずか, else
 * 在庫あり. `available` wins over the count (a product the shop stopped selling is out).
 */
export function stockState(
  stock: number,
  available = stock > 0,
  threshold = LOW_STOCK_THRESHOLD,
): StockState {
  if (!available || stock <= 0) return 'out';
  return stock <= threshold ? 'low' : 'in';
}

const LABELS: Record<StockState, string> = { in: '在庫あり', low: '残りわずか', out: '在庫切れ' };

const TONES: Record<StockState, (theme: DefaultTheme) => string> = {
  in: (theme) => theme.colors.success,
  low: (theme) => theme.colors.warning,
  out: (theme) => theme.colors.textMuted,
};

export type StockStatusProps = {
  state: StockState;
  /** Shown after the label for 残りわずか, e.g. '残り3点'. */
  remaining?: number;
  className?: string;
};

const Root = styled.span<{ $state: StockState }>`
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  color: ${({ theme, $state }) => TONES[$state](theme)};
  font-weight: ${({ theme }) => theme.typography.weights.bold};

  &::before {
    content: '';
    display: inline-block;
    width: 0.6em;
    height: 0.6em;
    border-radius: 50%;
    background: currentColor;
  }
`;

/** 在庫あり / 残りわずか / 在庫切れ, coloured by state (the text carries the meaning too). */
export function StockStatus({ state, remaining, className }: StockStatusProps) {
  return (
    <Root $state={state} className={className} data-state={state}>
      {LABELS[state]}
      {state === 'low' && remaining !== undefined && remaining > 0 ? `（残り${remaining}点）` : ''}
    </Root>
  );
}
