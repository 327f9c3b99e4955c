import { Drawer, Link } from '@mise/ui';
import type { DrawerProps } from '@mise/ui';
import type { ReactNode } from 'react';
import { styled } from 'styled-components';
import { DrawerBehaviour } from './DrawerBehaviour.js';

/** The headers' phone menu: the drawer, working the same on app pages and island pages. */
export function MenuDrawer(props: DrawerProps) {
  return (
    <>
      <Drawer {...props} />
      <DrawerBehaviour id={props.id} />
    </>
  );
}

/** The cart as a header icon on phones, where the header keeps one row. */
export function PhoneCartLink() {
  return (
    <Link href="/cart" aria-label="カート">
      <svg width="22" height="22" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
        <path
          d="M2 3h3l2.4 11.2a2 2 0 0 0 2 1.6h8.4a2 2 0 0 0 2-1.5L21.5 7H6"
          fill="none"
          stroke="currentColor"
          strokeWidth="2"
        />
        <circle cx="10" cy="20" r="1.6" fill="currentColor" />
        <circle cx="18" cy="20" r="1.6" fill="currentColor" />
      </svg>
    </Link>
  );
}

const PhoneTools = styled.div<{ $cart: 'inherit' | 'primary' }>`
  flex-shrink: 0;
  display: flex;
  align-items: center;
  gap: ${({ theme }) => theme.spacing(3)};
  /* The drawer's button's height, kept before it arrives: a phone painting the header while the
     page still arrives would otherwise grow the row under the shop's name. */
  min-height: 40px;

  > a {
    display: inline-flex;
    color: ${({ theme, $cart }) => ($cart === 'primary' ? theme.colors.primary : 'inherit')};
  }
  @media (min-width: ${({ theme }) => theme.breakpoints.sm + 1}px) {
    display: none;
  }
`;

/**
 * The right end of a header's one row on phones: the cart icon and the menu drawer holding what
 * the header shows in its own links on wider screens (`children`). Hidden above the small
 * breakpoint. Every theme's header ends this way on phones; only the drawer's content differs.
 */
export function PhoneMenu({
  tone = 'light',
  cart = 'inherit',
  children,
}: {
  /** On a dark bar the drawer's button takes the bar's text colour. */
  tone?: 'light' | 'dark';
  /** The cart icon in the header's text colour, or in the shop's primary colour. */
  cart?: 'inherit' | 'primary';
  children: ReactNode;
}) {
  return (
    <PhoneTools $cart={cart}>
      <PhoneCartLink />
      <MenuDrawer id="site-menu" tone={tone}>
        {children}
      </MenuDrawer>
    </PhoneTools>
  );
}
