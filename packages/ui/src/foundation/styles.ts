import { css, styled } from 'styled-components';

/** Hidden on screen but read by screen readers and reachable by keyboard. */
export const visuallyHidden = css`
  position: absolute;
  width: 1px;
  height: 1px;
  padding: 0;
  margin: -1px;
  overflow: hidden;
  clip-path: inset(50%);
  white-space: nowrap;
  border: 0;
`;

/** Text for screen readers only (the visible UI says it with layout or an icon). */
export const VisuallyHidden = styled.span`
  ${visuallyHidden}
`;

export const REDUCED_MOTION = '@media (prefers-reduced-motion: reduce)';

/** Hidden on phones (below the small breakpoint), where a header's menu drawer takes its place. */
export const hiddenOnPhone = css`
  @media (max-width: ${({ theme }) => theme.breakpoints.sm}px) {
    display: none;
  }
`;
