import { Link } from '@mise/ui';
import type { LinkVariant } from '@mise/ui';
import { useCallback } from 'react';
import type { MouseEvent, ReactNode } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { backDestination, returnTarget, storeBackTarget } from './policies.js';

const storage = () => (typeof window === 'undefined' ? null : window.sessionStorage);

/**
 * Back navigation of spec section 2: to a stored target (taken once), else the page's own back
 * URL, else the browser's history. A tab opened on this very page has no history of the shop,
 * so it goes to the top page instead of leaving the site.
 */
export function useBack(backUrl?: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return useCallback(() => {
    const to = backDestination(storage(), backUrl);
    if (to) void navigate(to);
    else if (key !== 'default') void navigate(-1);
    else void navigate('/');
  }, [backUrl, key, navigate]);
}

/**
 * Remembers the page the visitor is on as the stored target, for a flow that sends them
 * elsewhere (login) and should bring them back here afterwards.
 */
export function useRememberReturn(): () => void {
  // Read when the visitor leaves, from the address bar: the router keeps it current, and a page
  // hydrated in islands has no router.
  return useCallback(() => {
    const target = returnTarget(window.location.pathname, window.location.search);
    if (target) storeBackTarget(storage(), target);
  }, []);
}

export type BackLinkProps = {
  /** The page's own back URL; without one, the browser's history. */
  to?: string;
  variant?: LinkVariant;
  children?: ReactNode;
};

/**
 * A back link: a real link to the page's back URL (it works before the script runs, and opens
 * in a new tab), which in the page follows useBack's order instead.
 */
export function BackLink({ to, variant = 'text', children = '戻る' }: BackLinkProps) {
  const back = useBack(to);
  const onClick = (event: MouseEvent<HTMLAnchorElement>) => {
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey)
      return;
    event.preventDefault();
    back();
  };
  return (
    <Link href={to ?? '/'} variant={variant} onClick={onClick}>
      {children}
    </Link>
  );
}
