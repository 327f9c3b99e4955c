import { useContext } from 'react';
import type { ComponentPropsWithRef, MouseEvent } from 'react';
import { css, styled } from 'styled-components';
import { buttonStyles } from '../Button/button-styles.js';
import type { ButtonSize, ButtonStyleProps, ButtonVariant } from '../Button/button-styles.js';
import { visuallyHidden } from '../styles.js';
import { AppNavigationContext, isPlainClick } from './navigation.js';

/** 'text' is an ordinary underlined link; the others look like the Button variants. */
export type LinkVariant = 'text' | ButtonVariant;

export type LinkProps = Omit<ComponentPropsWithRef<'a'>, 'href'> & {
  href: string;
  variant?: LinkVariant;
  size?: ButtonSize;
  fullWidth?: boolean;
};

type LinkStyleProps = ButtonStyleProps & { $text: boolean };

/** How a text link looks: also for lists that style their plain links from their root (PlainLink). */
export const linkText = css`
  color: ${({ theme }) => theme.colors.link};
  text-decoration: underline;
  text-underline-offset: 0.15em;
  &:hover {
    text-decoration-thickness: 2px;
  }
`;

const linkStyles = css<LinkStyleProps>`
  ${({ $text }) => ($text ? linkText : buttonStyles)}
`;

const WebLink = styled.a<LinkStyleProps>`
  ${linkStyles}
`;
const Hidden = styled.span`
  ${visuallyHidden}
`;

export const NEW_TAB_NOTE = '（新しいタブで開きます）';

/** Paths inside the shop ("/cart", not "//cdn.example"), which the app follows without a reload. */
export function isAppPath(href: string): boolean {
  return href.startsWith('/') && !href.startsWith('//');
}

function withNoOpener(rel: string | undefined): string {
  const words = new Set((rel ?? '').split(/\s+/).filter(Boolean));
  words.add('noopener');
  words.add('noreferrer');
  return [...words].join(' ');
}

/** The click handler of an in-shop link: a plain click goes through the app's router. */
function useFollow(
  href: string,
  onClick: ((event: MouseEvent<HTMLAnchorElement>) => void) | undefined,
) {
  const navigate = useContext(AppNavigationContext);
  return (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!navigate || !isPlainClick(event)) return;
    event.preventDefault();
    navigate(href);
  };
}

/**
 * An in-shop link without styles of its own, for lists that style all their links at once from
 * their root (CategoryTree): a styled element costs a server render several times a plain one.
 */
export function PlainLink({
  href,
  onClick,
  ...rest
}: Omit<ComponentPropsWithRef<'a'>, 'href' | 'target'> & { href: string }) {
  const follow = useFollow(href, onClick);
  return <a href={href} onClick={isAppPath(href) ? follow : onClick} {...rest} />;
}

/**
 * A link. In-shop paths without a target go through the router (spec section 2); anything
 * else is a plain anchor, and a new tab never gets access to this page (noopener noreferrer).
 */
export function Link({
  href,
  variant = 'text',
  size = 'md',
  fullWidth = false,
  target,
  rel,
  children,
  onClick,
  ...rest
}: LinkProps) {
  const follow = useFollow(href, onClick);
  const style: LinkStyleProps = {
    $text: variant === 'text',
    $variant: variant === 'text' ? 'primary' : variant,
    $size: size,
    $fullWidth: fullWidth,
  };
  if (isAppPath(href) && !target) {
    return (
      <WebLink href={href} rel={rel} onClick={follow} {...rest} {...style}>
        {children}
      </WebLink>
    );
  }
  const newTab = target === '_blank';
  return (
    <WebLink
      href={href}
      target={target}
      rel={newTab ? withNoOpener(rel) : rel}
      onClick={onClick}
      {...rest}
      {...style}
    >
      {children}
      {newTab && <Hidden>{NEW_TAB_NOTE}</Hidden>}
    </WebLink>
  );
}
