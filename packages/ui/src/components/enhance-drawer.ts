import { screenClass } from '../tokens/screen.js';
import { focusableIn } from './internal.js';

// The drawer's behaviour (Drawer.tsx), in a module of its own: a page hydrated in islands
// enhances the server's drawer with this alone, without the component and its styles.

const enhanced = new WeakSet<HTMLDetailsElement>();

/**
 * The drawer's behaviour on its server-rendered markup; returns the undoing. A second call on a
 * drawer already enhanced does nothing (React's own and an island's may both run).
 */
export function enhanceDrawer(details: HTMLDetailsElement): () => void {
  if (enhanced.has(details)) return () => undefined;
  const summary = details.querySelector<HTMLElement>(':scope > summary');
  const panelId = summary?.getAttribute('aria-controls');
  const panel = panelId ? details.querySelector<HTMLElement>(`[id="${panelId}"]`) : null;
  if (!summary || !panel) return () => undefined;
  enhanced.add(details);
  const close = panel.querySelector<HTMLButtonElement>('[data-drawer-close]');
  close?.removeAttribute('hidden');

  const root = details.ownerDocument.documentElement;
  let locked: string | null = null;
  const lock = () => {
    if (locked !== null) return;
    locked = root.style.overflow;
    root.style.overflow = 'hidden';
  };
  const unlock = () => {
    if (locked === null) return;
    root.style.overflow = locked;
    locked = null;
  };

  const sync = () => {
    summary.setAttribute('aria-expanded', String(details.open));
    if (details.open) {
      lock();
      if (!panel.contains(details.ownerDocument.activeElement)) focusableIn(panel)[0]?.focus();
    } else {
      unlock();
      if (panel.contains(details.ownerDocument.activeElement)) summary.focus();
    }
  };
  const shut = () => {
    if (!details.open) return;
    details.open = false;
    // The toggle event comes later; focus goes back at once.
    summary.focus();
    sync();
  };

  const onKeyDown = (event: KeyboardEvent) => {
    if (!details.open) return;
    if (event.key === 'Escape') {
      event.preventDefault();
      shut();
      return;
    }
    if (event.key !== 'Tab') return;
    // Modal while open: Tab goes round the panel and the button that closes it.
    const ring = [summary, ...focusableIn(panel)];
    const index = ring.indexOf(event.target as HTMLElement);
    const next = event.shiftKey
      ? ring[(index <= 0 ? ring.length : index) - 1]
      : ring[(index + 1) % ring.length];
    event.preventDefault();
    next?.focus();
  };
  const onClick = (event: MouseEvent) => {
    const target = event.target as Element;
    if (target === panel.parentElement || close?.contains(target)) shut();
    // A link in the drawer leaves the page or, in the app, changes it under the same header.
    else if (target.closest('a[href]') && panel.contains(target)) shut();
  };

  // Turned from portrait to landscape (or a window widened), a phone-only drawer is hidden by
  // its CSS: open, it would keep the page locked and modal behind nothing the shopper sees.
  const sm = Number(details.dataset.screenSm);
  const md = Number(details.dataset.screenMd);
  const view = details.ownerDocument.defaultView;
  const onResize = () => {
    if (details.open && view && screenClass(view.innerWidth, { sm, md }) !== 'phone') {
      details.open = false;
      sync();
    }
  };
  const phoneOnly = sm > 0 && md > 0;

  summary.setAttribute('aria-expanded', String(details.open));
  if (details.open) lock();
  details.addEventListener('toggle', sync);
  details.addEventListener('keydown', onKeyDown);
  details.addEventListener('click', onClick);
  if (phoneOnly) view?.addEventListener('resize', onResize);
  return () => {
    if (phoneOnly) view?.removeEventListener('resize', onResize);
    details.removeEventListener('toggle', sync);
    details.removeEventListener('keydown', onKeyDown);
    details.removeEventListener('click', onClick);
    close?.setAttribute('hidden', '');
    unlock();
    enhanced.delete(details);
  };
}
