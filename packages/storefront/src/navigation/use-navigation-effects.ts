import { useEffect, useRef } from 'react';
import { useLocation, useNavigate, useNavigationType } from 'react-router-dom';
import { inAppHref, SCROLL_RESTORE_DELAY_MS, scrollDecision } from './policies.js';

const positions = new Map<string, number>();

/**
 * Browser-side navigation behaviours of spec section 2: scroll restored 500 ms after
 * back/forward, else to the top (not between two product pages); links in content that
 * start with '/' and have no target are followed in-app.
 */
export function useNavigationEffects(): void {
  const location = useLocation();
  const action = useNavigationType();
  const navigate = useNavigate();
  const previous = useRef<string | null>(null);

  // The browser's own restoration would jump before the page has its data; this hook restores.
  useEffect(() => {
    if ('scrollRestoration' in window.history) window.history.scrollRestoration = 'manual';
  }, []);

  useEffect(() => {
    const key = location.key;
    const onScroll = () => positions.set(key, window.scrollY);
    window.addEventListener('scroll', onScroll, { passive: true });
    return () => window.removeEventListener('scroll', onScroll);
  }, [location.key]);

  useEffect(() => {
    const decision = scrollDecision(previous.current, location.pathname, action);
    previous.current = location.pathname;
    if (decision === 'top') {
      window.scrollTo({ top: 0 });
      return undefined;
    }
    if (decision === 'restore') {
      const top = positions.get(location.key) ?? 0;
      const timer = setTimeout(() => window.scrollTo({ top }), SCROLL_RESTORE_DELAY_MS);
      return () => clearTimeout(timer);
    }
    return undefined;
  }, [location.key, location.pathname, action]);

  useEffect(() => {
    const onClick = (event: MouseEvent) => {
      if (event.defaultPrevented) return;
      const anchor = (event.target as Element | null)?.closest?.('[data-rich-content] a');
      if (!(anchor instanceof HTMLAnchorElement)) return;
      const href = inAppHref(anchor, event);
      if (!href) return;
      event.preventDefault();
      void navigate(href);
    };
    document.addEventListener('click', onClick);
    return () => document.removeEventListener('click', onClick);
  }, [navigate]);
}
