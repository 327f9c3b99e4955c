import { useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { css, styled, useTheme } from 'styled-components';
import { enhanceDrawer } from './enhance-drawer.js';

export type DrawerProps = {
  /** The element's id: the panel's id derives from it, and `enhanceDrawer` finds it by it. */
  id: string;
  /** The button's name and the panel's label. */
  label?: string;
  /** Phone-only (the header shows its own links above the small breakpoint) or always shown. */
  show?: 'phone' | 'always';
  /** How the button sits on the header: on a dark bar it takes the bar's text colour. */
  tone?: 'light' | 'dark';
  children: ReactNode;
};

const phoneOnly = css`
  @media (min-width: ${({ theme }) => theme.breakpoints.sm + 1}px) {
    display: none;
  }
`;

const Root = styled.details<{ $show: 'phone' | 'always' }>`
  /* Above the page, so the open panel covers it and the button stays on top of the panel. */
  position: relative;
  z-index: ${({ theme }) => theme.zIndex.modal};
  ${({ $show }) => ($show === 'phone' ? phoneOnly : '')}
`;

const Toggle = styled.summary<{ $tone: 'light' | 'dark' }>`
  position: relative;
  z-index: 2;
  display: inline-flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(1)};
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing(2)};
  border: 1px solid currentColor;
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme, $tone }) => ($tone === 'dark' ? 'transparent' : theme.colors.background)};
  color: ${({ theme, $tone }) => ($tone === 'dark' ? 'inherit' : theme.colors.text)};
  font-size: ${({ theme }) => theme.typography.sizes.sm};
  font-weight: ${({ theme }) => theme.typography.weights.bold};
  white-space: nowrap;
  list-style: none;
  cursor: pointer;

  &::-webkit-details-marker {
    display: none;
  }
  &:focus-visible {
    outline: 2px solid ${({ theme }) => theme.colors.primary};
    outline-offset: 2px;
  }
  /* Open, the button is the way out even without JavaScript: it shows a cross. */
  [open] > & .bars {
    display: none;
  }
  [open] > & .cross {
    display: block;
  }
  .cross {
    display: none;
  }
  [open] > & {
    background: ${({ theme }) => theme.colors.background};
    color: ${({ theme }) => theme.colors.text};
  }
`;

// The backdrop leaves the header's right edge (where the button is) uncovered, so a tap on the
// button closes the drawer when no script runs.
const Backdrop = styled.div`
  position: fixed;
  inset: 0;
  z-index: 1;
  background: rgb(0 0 0 / 45%);
`;

const Sheet = styled.div`
  box-sizing: border-box;
  width: min(20rem, calc(100% - 5rem));
  height: 100%;
  overflow-y: auto;
  overscroll-behavior: contain;
  padding: ${({ theme }) => theme.spacing(4)};
  background: ${({ theme }) => theme.colors.background};
  color: ${({ theme }) => theme.colors.text};
  box-shadow: 2px 0 12px rgb(0 0 0 / 25%);

  ul {
    margin: 0 0 ${({ theme }) => theme.spacing(4)};
    padding: 0;
    list-style: none;
  }
  li > a {
    display: block;
    padding: ${({ theme }) => theme.spacing(3)} ${({ theme }) => theme.spacing(1)};
    border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  }
  /* Doubled: a header's own "a { color: inherit }" must not paint white links on the sheet. */
  && a {
    color: ${({ theme }) => theme.colors.text};
  }
  h2 {
    margin: 0 0 ${({ theme }) => theme.spacing(1)};
    color: ${({ theme }) => theme.colors.textMuted};
    font-size: ${({ theme }) => theme.typography.sizes.xs};
  }
`;

const Close = styled.button`
  display: block;
  margin: 0 0 ${({ theme }) => theme.spacing(3)} auto;
  min-height: 40px;
  padding: 0 ${({ theme }) => theme.spacing(3)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.sm};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font: inherit;
  cursor: pointer;

  &[hidden] {
    display: none;
  }
`;

function Icon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <path className="bars" d="M3 6h18M3 12h18M3 18h18" stroke="currentColor" strokeWidth="2" />
      <path className="cross" d="M5 5l14 14M19 5L5 19" stroke="currentColor" strokeWidth="2" />
    </svg>
  );
}

export const drawerPanelId = (id: string) => `${id}-panel`;

/**
 * A menu drawer for phones. It is a details element: without JavaScript (or before a page's
 * islands hydrate) the button opens and closes it natively. `enhanceDrawer` adds the rest:
 * aria-expanded, focus into the panel and back, Escape, a close button, no page scroll behind.
 * The component enhances itself once React runs it; a page the server left unhydrated calls
 * `enhanceDrawer` on the element by its id.
 */
export function Drawer({
  id,
  label = 'メニュー',
  show = 'phone',
  tone = 'light',
  children,
}: DrawerProps) {
  const ref = useRef<HTMLDetailsElement>(null);
  const { breakpoints } = useTheme();
  useEffect(() => (ref.current ? enhanceDrawer(ref.current) : undefined), []);
  const panelId = drawerPanelId(id);
  return (
    <Root
      id={id}
      ref={ref}
      $show={show}
      data-drawer=""
      // A phone-only drawer closes when the screen stops being a phone's (enhanceDrawer).
      {...(show === 'phone'
        ? { 'data-screen-sm': breakpoints.sm, 'data-screen-md': breakpoints.md }
        : {})}
    >
      <Toggle $tone={tone} aria-controls={panelId}>
        <Icon />
        {label}
      </Toggle>
      <Backdrop data-drawer-backdrop="">
        <Sheet id={panelId} role="dialog" aria-modal="true" aria-label={label}>
          <Close type="button" hidden data-drawer-close="">
            閉じる
          </Close>
          {children}
        </Sheet>
      </Backdrop>
    </Root>
  );
}
