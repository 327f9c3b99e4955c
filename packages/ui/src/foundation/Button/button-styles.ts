import { css } from 'styled-components';
import type { DefaultTheme } from 'styled-components';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'sm' | 'md' | 'lg';

export type ButtonStyleProps = { $variant: ButtonVariant; $size: ButtonSize; $fullWidth: boolean };

const PALETTE: Record<
  ButtonVariant,
  (colors: DefaultTheme['colors']) => { background: string; color: string; border: string }
> = {
  primary: (c) => ({ background: c.primary, color: c.onPrimary, border: c.primary }),
  secondary: (c) => ({ background: c.secondary, color: c.onSecondary, border: c.border }),
  ghost: (c) => ({ background: 'transparent', color: c.primary, border: 'transparent' }),
  // The error colour of every preset is dark enough for the light text on primary buttons.
  danger: (c) => ({ background: c.error, color: c.onPrimary, border: c.error }),
};

const SIZES: Record<
  ButtonSize,
  { padding: [number, number]; font: 'sm' | 'md' | 'lg'; minHeight: number }
> = {
  sm: { padding: [1, 3], font: 'sm', minHeight: 32 },
  md: { padding: [2, 4], font: 'md', minHeight: 40 },
  lg: { padding: [3, 6], font: 'lg', minHeight: 48 },
};

/** Shared by Button and the button-looking Link, so both look the same. */
export const buttonStyles = css<ButtonStyleProps>`
  display: ${({ $fullWidth }) => ($fullWidth ? 'flex' : 'inline-flex')};
  width: ${({ $fullWidth }) => ($fullWidth ? '100%' : 'auto')};
  align-items: center;
  justify-content: center;
  gap: ${({ theme }) => theme.spacing(2)};
  min-height: ${({ $size }) => SIZES[$size].minHeight}px;
  padding: ${({ theme, $size }) => `${theme.spacing(SIZES[$size].padding[0])} ${theme.spacing(SIZES[$size].padding[1])}`};
  border: 1px solid ${({ theme, $variant }) => PALETTE[$variant](theme.colors).border};
  border-radius: ${({ theme }) => theme.radii.md};
  background: ${({ theme, $variant }) => PALETTE[$variant](theme.colors).background};
  color: ${({ theme, $variant }) => PALETTE[$variant](theme.colors).color};
  font: inherit;
  font-size: ${({ theme, $size }) => theme.typography.sizes[SIZES[$size].font]};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  line-height: 1.3;
  text-align: center;
  text-decoration: none;
  cursor: pointer;
  transition:
    filter 0.15s,
    background-color 0.15s;

  &:hover:not(:disabled):not([aria-disabled='true']) {
    filter: brightness(0.92);
    ${({ theme, $variant }) => ($variant === 'ghost' ? `background: ${theme.colors.surface};` : '')}
  }
  &:disabled,
  &[aria-disabled='true'] {
    cursor: not-allowed;
    opacity: 0.55;
  }
  &[aria-busy='true'] {
    cursor: progress;
    opacity: 0.85;
  }
`;
