import type { ReactNode } from 'react';
import { css, keyframes, styled, useTheme } from 'styled-components';
import type { RuleSet } from 'styled-components';
import type { CursorVariant } from '../../tokens/theme.js';
import { REDUCED_MOTION } from '../styles.js';

export type CursorProps = {
  /** 1–3; the theme's colour scheme decides when not given. */
  variant?: CursorVariant;
  /** Width and height in px (theme: 10). */
  size?: number;
  /** Seconds per animation frame (theme: 0.1). */
  frame?: number;
  className?: string;
};

const lit = keyframes`
  0% { opacity: 1; }
  33.34%, 100% { opacity: 0.25; }
`;
const step = keyframes`to { transform: rotate(360deg); }`;
const caret = keyframes`
  0% { opacity: 1; }
  50%, 100% { opacity: 0; }
`;

/**
 * The three busy marks. They move frame by frame (steps), like a classic busy cursor,
 * so the theme's frame length sets the pace.
 */
const CURSORS: Record<
  CursorVariant,
  { shape: ReactNode; motion: (frame: number) => RuleSet<object> }
> = {
  // Three dots lit one after another.
  1: {
    shape: (
      <>
        <circle cx="1.5" cy="5" r="1.4" />
        <circle cx="5" cy="5" r="1.4" />
        <circle cx="8.5" cy="5" r="1.4" />
      </>
    ),
    motion: (frame) => css`
      circle {
        animation: ${lit} ${frame * 3}s steps(1, end) infinite;
      }
      circle:nth-of-type(2) {
        animation-delay: ${frame}s;
      }
      circle:nth-of-type(3) {
        animation-delay: ${frame * 2}s;
      }
    `,
  },
  // Eight spokes ticking round, one spoke per frame.
  2: {
    shape: (
      <>
        {Array.from({ length: 8 }, (_, index) => (
          <line
            key={index}
            x1="5"
            y1="0.8"
            x2="5"
            y2="3"
            stroke="currentColor"
            strokeWidth="1.3"
            strokeLinecap="round"
            opacity={0.25 + (index / 7) * 0.75}
            transform={`rotate(${index * 45} 5 5)`}
          />
        ))}
      </>
    ),
    motion: (frame) => css`
      animation: ${step} ${frame * 8}s steps(8, end) infinite;
    `,
  },
  // A block caret blinking every five frames.
  3: {
    shape: <rect x="2" y="0" width="6" height="10" />,
    motion: (frame) => css`
      rect {
        animation: ${caret} ${frame * 10}s steps(1, end) infinite;
      }
    `,
  },
};

const Mark = styled.svg<{ $size: number; $variant: CursorVariant; $frame: number }>`
  display: inline-block;
  flex: none;
  width: ${({ $size }) => $size}px;
  height: ${({ $size }) => $size}px;
  fill: currentColor;
  vertical-align: middle;
  ${({ $variant, $frame }) => CURSORS[$variant].motion($frame)}

  ${REDUCED_MOTION} {
    animation: none;
    * {
      animation: none !important;
    }
  }
`;

/**
 * The small busy mark of the current colour scheme, shown in a button while it works.
 * It is decorative: the control around it says it is busy (aria-busy).
 */
export function Cursor({ variant, size, frame, className }: CursorProps) {
  const theme = useTheme();
  const chosen = variant ?? theme.cursor.variant;
  return (
    <Mark
      viewBox="0 0 10 10"
      aria-hidden="true"
      focusable="false"
      data-variant={chosen}
      className={className}
      $variant={chosen}
      $size={size ?? theme.cursor.size}
      $frame={frame ?? theme.cursor.frame}
    >
      {CURSORS[chosen].shape}
    </Mark>
  );
}
