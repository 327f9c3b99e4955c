import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import type { DefaultTheme } from 'styled-components';
import { VisuallyHidden } from '../foundation/index.js';

export type BadgeVariant = 'new' | 'sale' | 'soldout' | 'info' | 'count';

export type BadgeProps = {
  variant: BadgeVariant;
  /** Replaces the variant's default label; the number of a 'count' badge. */
  children?: ReactNode;
  /** What screen readers hear instead of the visible content (e.g. 未読メッセージ 3件 for 3). */
  label?: string;
  className?: string;
};

const DEFAULT_LABELS: Record<Exclude<BadgeVariant, 'soldout' | 'count'>, string> = {
  new: '新着',
  sale: 'セール',
  info: 'お知らせ',
};

const TONES: Record<BadgeVariant, (theme: DefaultTheme) => { background: string; color: string }> =
  {
    new: (theme) => ({ background: theme.colors.accent, color: theme.colors.onPrimary }),
    sale: (theme) => ({ background: theme.colors.sale, color: theme.colors.onPrimary }),
    soldout: (theme) => ({ background: theme.colors.textMuted, color: theme.colors.background }),
    info: (theme) => ({ background: theme.colors.info, color: theme.colors.onPrimary }),
    count: (theme) => ({ background: theme.colors.sale, color: theme.colors.onPrimary }),
  };

const Root = styled.span<{ $variant: BadgeVariant }>`
  display: inline-block;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $variant }) => TONES[$variant](theme).background};
  color: ${({ theme, $variant }) => TONES[$variant](theme).color};
  font-size: ${({ theme }) => theme.typography.sizes.xs};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: 1.8;
  white-space: nowrap;

  &[data-variant='count'] {
    min-width: 1.8em;
    padding: 0 ${({ theme }) => theme.spacing(1)};
    border-radius: 999px;
    text-align: center;
    font-variant-numeric: tabular-nums;
  }
`;

/**
 * A short label: 新着, セール, SOLD OUT (read as 在庫なし), a custom note, or a round count
 * ('count': unread messages beside a link), read out as its `label` when given.
 */
export function Badge({ variant, children, label, className }: BadgeProps) {
  let content: ReactNode = children;
  if (label !== undefined) {
    content = (
      <>
        <span aria-hidden="true">{children}</span>
        <VisuallyHidden>{label}</VisuallyHidden>
      </>
    );
  } else if (variant === 'count') {
    content = children ?? null;
  } else if (content === undefined || content === null) {
    content =
      variant === 'soldout' ? (
        // Shops print the English 'SOLD OUT'; screen readers get the Japanese meaning instead.
        <>
          <span aria-hidden="true" lang="en">
            SOLD OUT
          </span>
          <VisuallyHidden>在庫なし</VisuallyHidden>
        </>
      ) : (
        DEFAULT_LABELS[variant]
      );
  }
  return (
    <Root $variant={variant} className={className} data-variant={variant}>
      {content}
    </Root>
  );
}
