import type { DOMPurify as Purifier } from 'dompurify';
import { useContext, useEffect, useMemo, useState } from 'react';
import type { MouseEvent } from 'react';
import { styled } from 'styled-components';
import { AppNavigationContext } from '../foundation/Link/navigation.js';
import { isInAppPath, useIsClient } from './internal.js';

export type RichContentProps = {
  /** HTML from the shop's content management (notices, news, pages); never trusted. */
  html: string;
  as?: 'div' | 'section' | 'article';
  /**
   * Called for a click on an in-app link (href starting with '/', no target) instead of a full
   * page load; in the app it defaults to the app's navigation (AppNavigationContext).
   */
  onInternalLinkClick?: (path: string) => void;
  className?: string;
};

let purifier: Purifier | null = null;
let loading: Promise<boolean> | null = null;

/**
 * Loads DOMPurify (a chunk of its own: pages without shop-authored HTML never load it, and the
 * others show the server's plain text until it is here). Resolves to whether it can sanitise.
 */
export function loadSanitizer(): Promise<boolean> {
  if (typeof window === 'undefined') return Promise.resolve(false);
  loading ??= import('dompurify').then(
    ({ default: DOMPurify }) => {
      // An own instance, so these hooks never leak into other DOMPurify users on the page.
      const instance = DOMPurify(window);
      if (!instance.isSupported) return false;
      instance.addHook('afterSanitizeAttributes', (node) => {
        if (node.nodeName !== 'A') return;
        // The marker is ours alone: an author's data-internal on an external link must not survive.
        node.removeAttribute('data-internal');
        const target = node.getAttribute('target');
        if (target === null && isInAppPath(node.getAttribute('href')))
          node.setAttribute('data-internal', '');
        if (target === '_blank') node.setAttribute('rel', 'noopener noreferrer');
      });
      purifier = instance;
      return true;
    },
    (error: unknown) => {
      loading = null;
      throw error;
    },
  );
  return loading;
}

/**
 * Sanitised HTML (DOMPurify): no `<script>`, no `on*` event-handler attributes, no
 * `javascript:` URLs, no `<style>`; in-app links get `data-internal`. Null where there is no
 * DOM to sanitise with (the SSR server), because DOMPurify there would return the input as is,
 * and until `loadSanitizer` has loaded it.
 */
export function sanitizeHtml(html: string): string | null {
  if (!purifier) return null;
  return purifier.sanitize(html, { FORBID_TAGS: ['style'], ADD_ATTR: ['target'] });
}

const ENTITIES: Record<string, string> = {
  amp: '&',
  lt: '<',
  gt: '>',
  quot: '"',
  '#39': "'",
  nbsp: ' ',
};

/**
 * The server's rendering: the text without any markup. React escapes it, so no tag the regexes
 * miss can ever become markup; the browser replaces it with the sanitised HTML after hydration.
 */
function toPlainText(html: string): string {
  return html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, '')
    .replace(/<br\s*\/?>|<\/(p|div|li|h[1-6]|tr)>/gi, '\n')
    .replace(/<[^>]*>/g, '')
    .replace(/&(amp|lt|gt|quot|#39|nbsp);/g, (_, name: string) => ENTITIES[name] ?? '')
    .trim();
}

const Root = styled.div<{ $plain?: boolean }>`
  white-space: ${({ $plain }) => ($plain ? 'pre-line' : 'normal')};
  overflow-wrap: anywhere;

  & > :first-child {
    margin-top: 0;
  }
  & > :last-child {
    margin-bottom: 0;
  }
  & p,
  & ul,
  & ol,
  & table {
    margin: 0 0 ${({ theme }) => theme.spacing(3)};
  }
  & a {
    color: ${({ theme }) => theme.colors.link};
  }
  & img {
    max-width: 100%;
    height: auto;
  }
  & table {
    border-collapse: collapse;
  }
  & th,
  & td {
    padding: ${({ theme }) => theme.spacing(2)};
    border: 1px solid ${({ theme }) => theme.colors.border};
  }
`;

function RichContentView({ html, as, onInternalLinkClick, className }: RichContentProps) {
  const isClient = useIsClient();
  const [ready, setReady] = useState(purifier !== null);
  useEffect(() => {
    if (!isClient || ready) return;
    let live = true;
    // Until it is loaded the server's plain text stays; a failed load keeps it.
    loadSanitizer().then(
      (ok) => {
        if (live && ok) setReady(true);
      },
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [isClient, ready]);
  const clean = useMemo(
    () => (isClient && ready ? sanitizeHtml(html) : null),
    [html, isClient, ready],
  );

  if (clean === null) {
    return (
      <Root as={as} className={className} $plain>
        {toPlainText(html)}
      </Root>
    );
  }

  const onClick = (event: MouseEvent<HTMLElement>) => {
    if (!onInternalLinkClick || event.defaultPrevented || event.button !== 0) return;
    // Modified clicks open a new tab or window as the visitor asked.
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const link = (event.target as Element).closest('a[data-internal]');
    const href = link?.getAttribute('href');
    if (!link || !event.currentTarget.contains(link) || !isInAppPath(href)) return;
    event.preventDefault();
    onInternalLinkClick(href);
  };

  return (
    <Root
      as={as}
      className={className}
      // Marks a content area: the storefront follows its in-shop links without a reload.
      data-rich-content=""
      onClick={onClick}
      dangerouslySetInnerHTML={{ __html: clean }}
    />
  );
}

/**
 * Shop-authored HTML made safe to show (spec section 5: inline event handlers and script
 * blocks removed). Links inside that start with '/' and have no target stay in the app
 * (spec section 2).
 */
export function RichContent(props: RichContentProps) {
  const navigate = useContext(AppNavigationContext);
  const follow = props.onInternalLinkClick ?? navigate;
  return <RichContentView {...props} {...(follow ? { onInternalLinkClick: follow } : {})} />;
}
