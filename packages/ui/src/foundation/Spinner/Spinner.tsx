import { keyframes, styled, useTheme } from 'styled-components';
import type { SpinnerVariant } from '../../tokens/theme.js';
import { REDUCED_MOTION } from '../styles.js';
import { SPINNER_VARIANTS } from './variants.js';

export const SPINNER_LABEL = '読み込み中';

export type SpinnerProps = {
  /** 1–14; the theme's colour scheme decides when not given. */
  variant?: SpinnerVariant;
  /** Width and height in px; the theme's (20 by default) when not given. */
  size?: number;
  /** Any CSS colour; the theme's primary colour when not given. */
  color?: string;
  /** What a screen reader announces. */
  label?: string;
  className?: string;
};

const breathe = keyframes`
  0%, 100% { opacity: 1; }
  50% { opacity: 0.4; }
`;

const Root = styled.span<{ $size: number; $color: string }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  color: ${({ $color }) => $color};
  vertical-align: middle;
`;

const Drawing = styled.svg<{ $variant: SpinnerVariant }>`
  display: block;
  width: 100%;
  height: 100%;
  overflow: hidden;
  ${({ $variant }) => SPINNER_VARIANTS[$variant].motion}

  /* Motion-sensitive users still need to see that something is loading: a slow fade moves nothing. */
  ${REDUCED_MOTION} {
    animation: ${breathe} 2.4s ease-in-out infinite;
    * {
      animation: none !important;
    }
  }
`;

/** The loading spinner of the current colour scheme (or the variant given). */
export function Spinner({ variant, size, color, label = SPINNER_LABEL, className }: SpinnerProps) {
  const theme = useTheme();
  const chosen = variant ?? theme.spinner.variant;
  return (
    <Root
      role="status"
      aria-label={label}
      data-variant={chosen}
      className={className}
      $size={size ?? theme.spinner.size}
      $color={color ?? theme.colors.primary}
    >
      <Drawing viewBox="0 0 24 24" aria-hidden="true" focusable="false" $variant={chosen}>
        {SPINNER_VARIANTS[chosen].shape}
      </Drawing>
    </Root>
  );
}
