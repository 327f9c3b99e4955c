import type { ReactNode } from 'react';
import { css, keyframes } from 'styled-components';
import type { RuleSet } from 'styled-components';
import type { SpinnerVariant } from '../../tokens/theme.js';

/**
 * The 14 loading spinners a colour scheme can pick. Each is drawn on a 24×24 grid in
 * currentColor, so size and colour come from the wrapper.
 */
type SpinnerDrawing = { shape: ReactNode; motion: RuleSet<object> };

const spin = keyframes`to { transform: rotate(360deg); }`;
const bounce = keyframes`
  0%, 60%, 100% { transform: translateY(0); }
  30% { transform: translateY(-6px); }
`;
const pulse = keyframes`
  from { transform: scale(0); opacity: 1; }
  to { transform: scale(1); opacity: 0; }
`;
const stretch = keyframes`
  0%, 100% { transform: scaleY(0.35); }
  50% { transform: scaleY(1); }
`;
const dash = keyframes`
  0% { stroke-dasharray: 1 57; stroke-dashoffset: 0; }
  50% { stroke-dasharray: 40 57; stroke-dashoffset: -14; }
  100% { stroke-dasharray: 40 57; stroke-dashoffset: -56; }
`;
const fade = keyframes`
  from { opacity: 1; }
  to { opacity: 0.15; }
`;
const turn = keyframes`
  0% { transform: rotate(0deg) scale(1); }
  50% { transform: rotate(90deg) scale(0.6); }
  100% { transform: rotate(180deg) scale(1); }
`;
const grow = keyframes`
  0%, 100% { transform: scale(0); }
  50% { transform: scale(1); }
`;
const blink = keyframes`
  0%, 70%, 100% { transform: scale(1); }
  35% { transform: scale(0); }
`;
const sweep = keyframes`
  from { transform: translateX(-9px); }
  to { transform: translateX(24px); }
`;

// Shapes that scale or turn around their own middle instead of the drawing's.
const ownCentre = css`
  transform-box: fill-box;
  transform-origin: center;
`;
const drawingCentre = css`
  transform-box: view-box;
  transform-origin: 12px 12px;
`;

const delays = (selector: string, count: number, step: number, offset = 0) =>
  Array.from(
    { length: count },
    (_, index) =>
      `${selector}:nth-of-type(${index + 1}) { animation-delay: ${(offset + index * step).toFixed(2)}s; }`,
  ).join('\n');

const ring = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 3,
  strokeLinecap: 'round',
} as const;

export const SPINNER_VARIANTS: Record<SpinnerVariant, SpinnerDrawing> = {
  // A faint ring with one turning arc.
  1: {
    shape: (
      <>
        <circle cx="12" cy="12" r="9" {...ring} opacity="0.25" />
        <path d="M12 3a9 9 0 0 1 9 9" {...ring} />
      </>
    ),
    motion: css`
      animation: ${spin} 0.8s linear infinite;
    `,
  },
  // Two opposite arcs turning.
  2: {
    shape: <circle cx="12" cy="12" r="9" {...ring} strokeDasharray="14.14 14.14" />,
    motion: css`
      animation: ${spin} 1.2s linear infinite;
    `,
  },
  // Three dots hopping in turn.
  3: {
    shape: (
      <>
        <circle cx="4" cy="12" r="2.6" fill="currentColor" />
        <circle cx="12" cy="12" r="2.6" fill="currentColor" />
        <circle cx="20" cy="12" r="2.6" fill="currentColor" />
      </>
    ),
    motion: css`
      circle {
        animation: ${bounce} 0.9s ease-in-out infinite;
      }
      ${delays('circle', 3, 0.15)}
    `,
  },
  // One disc swelling and fading out.
  4: {
    shape: <circle cx="12" cy="12" r="10" fill="currentColor" />,
    motion: css`
      circle {
        ${ownCentre}
        animation: ${pulse} 1s ease-out infinite;
      }
    `,
  },
  // Five bars like a level meter.
  5: {
    shape: (
      <>
        {[1, 5.75, 10.5, 15.25, 20].map((x) => (
          <rect key={x} x={x} y="4" width="3" height="16" rx="1" fill="currentColor" />
        ))}
      </>
    ),
    motion: css`
      rect {
        ${ownCentre}
        animation: ${stretch} 1s ease-in-out infinite;
      }
      ${delays('rect', 5, 0.1, -1)}
    `,
  },
  // An arc that grows and shrinks while it turns.
  6: {
    shape: <circle cx="12" cy="12" r="9" {...ring} strokeWidth={2.5} strokeDasharray="40 57" />,
    motion: css`
      animation: ${spin} 1.4s linear infinite;
      circle {
        animation: ${dash} 1.4s ease-in-out infinite;
      }
    `,
  },
  // Twelve spokes fading round the clock.
  7: {
    shape: (
      <>
        {Array.from({ length: 12 }, (_, index) => (
          <line
            key={index}
            x1="12"
            y1="2"
            x2="12"
            y2="6.5"
            stroke="currentColor"
            strokeWidth="2"
            strokeLinecap="round"
            transform={`rotate(${index * 30} 12 12)`}
          />
        ))}
      </>
    ),
    motion: css`
      line {
        animation: ${fade} 1.2s linear infinite;
      }
      ${delays('line', 12, 0.1, -1.2)}
    `,
  },
  // A square that turns and shrinks.
  8: {
    shape: <rect x="5" y="5" width="14" height="14" rx="2" fill="currentColor" />,
    motion: css`
      rect {
        ${ownCentre}
        animation: ${turn} 1.2s ease-in-out infinite;
      }
    `,
  },
  // Two discs breathing against each other.
  9: {
    shape: (
      <>
        <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.6" />
        <circle cx="12" cy="12" r="10" fill="currentColor" opacity="0.6" />
      </>
    ),
    motion: css`
      circle {
        ${ownCentre}
        animation: ${grow} 2s ease-in-out infinite;
      }
      ${delays('circle', 2, -1)}
    `,
  },
  // A 3×3 grid blinking diagonally.
  10: {
    shape: (
      <>
        {Array.from({ length: 9 }, (_, index) => (
          <rect
            key={index}
            x={2 + (index % 3) * 7}
            y={2 + Math.floor(index / 3) * 7}
            width="6"
            height="6"
            fill="currentColor"
          />
        ))}
      </>
    ),
    motion: css`
      rect {
        ${ownCentre}
        animation: ${blink} 1.3s ease-in-out infinite;
      }
      ${Array.from(
        { length: 9 },
        (_, index) =>
          `rect:nth-of-type(${index + 1}) { animation-delay: ${((index % 3) + Math.floor(index / 3)) * 0.1}s; }`,
      ).join('\n')}
    `,
  },
  // A moon circling a planet.
  11: {
    shape: (
      <>
        <circle
          cx="12"
          cy="12"
          r="9"
          fill="none"
          stroke="currentColor"
          strokeWidth="1"
          opacity="0.25"
        />
        <circle cx="12" cy="12" r="3" fill="currentColor" opacity="0.5" />
        <g>
          <circle cx="12" cy="3" r="2.5" fill="currentColor" />
        </g>
      </>
    ),
    motion: css`
      g {
        ${drawingCentre}
        animation: ${spin} 1s linear infinite;
      }
    `,
  },
  // Rings spreading like ripples.
  12: {
    shape: (
      <>
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
        <circle cx="12" cy="12" r="10" fill="none" stroke="currentColor" strokeWidth="2" />
      </>
    ),
    motion: css`
      circle {
        ${ownCentre}
        animation: ${pulse} 1.4s cubic-bezier(0, 0.2, 0.8, 1) infinite;
      }
      ${delays('circle', 2, -0.7)}
    `,
  },
  // Two half-rings turning against each other.
  13: {
    shape: (
      <>
        <path
          d="M2 12a10 10 0 0 1 20 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
        <path
          d="M17 12a5 5 0 0 1 -10 0"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
          strokeLinecap="round"
        />
      </>
    ),
    motion: css`
      path {
        ${drawingCentre}
        animation: ${spin} 1s linear infinite;
      }
      path:nth-of-type(2) {
        animation-duration: 0.75s;
        animation-direction: reverse;
      }
    `,
  },
  // A bar sweeping along a track.
  14: {
    shape: (
      <>
        <rect x="0" y="10" width="24" height="4" rx="2" fill="currentColor" opacity="0.2" />
        <rect x="0" y="10" width="9" height="4" rx="2" fill="currentColor" />
      </>
    ),
    motion: css`
      rect:nth-of-type(2) {
        animation: ${sweep} 1.1s ease-in-out infinite;
      }
    `,
  },
};
