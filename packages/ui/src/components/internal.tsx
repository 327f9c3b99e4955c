import { useCallback, useState, useSyncExternalStore } from 'react';
import { css } from 'styled-components';
import { isAppPath } from '../foundation/index.js';

const noop = () => () => undefined;

/**
 * False on the server and during hydration, true once in the browser: portals and DOMPurify
 * need a document, and reading this through useSyncExternalStore keeps the hydrated markup
 * identical to the server's before switching.
 */
export function useIsClient(): boolean {
  return useSyncExternalStore(
    noop,
    () => true,
    () => false,
  );
}

/** A value the parent may control (value + onChange) or leave to the component (defaultValue). */
export function useControllable<T>(
  value: T | undefined,
  defaultValue: T,
  onChange: ((next: T) => void) | undefined,
): [T, (next: T) => void] {
  const [own, setOwn] = useState(defaultValue);
  const controlled = value !== undefined;
  const current = controlled ? value : own;
  const set = useCallback(
    (next: T) => {
      if (!controlled) setOwn(next);
      onChange?.(next);
    },
    [controlled, onChange],
  );
  return [current, set];
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** What Tab can reach inside `root`, in order, leaving out hidden and inert parts. */
export function focusableIn(root: HTMLElement): HTMLElement[] {
  return Array.from(root.querySelectorAll<HTMLElement>(FOCUSABLE)).filter(
    (element) =>
      !element.hasAttribute('hidden') &&
      !element.closest('[hidden], [inert]') &&
      // Hidden by CSS (a shared page's member or visitor part): focus() would do nothing there.
      // A DOM without layout (tests) has no checkVisibility and keeps every element.
      (typeof element.checkVisibility !== 'function' || element.checkVisibility()),
  );
}

export const clamp = (value: number, min: number, max: number) =>
  Math.min(max, Math.max(min, value));

/** isAppPath for attribute values, which may be missing. */
export function isInAppPath(href: string | null | undefined): href is string {
  return typeof href === 'string' && isAppPath(href);
}

/** A bare button (no border or background) for icon-like controls. */
export const resetButton = css`
  margin: 0;
  padding: 0;
  border: 0;
  background: none;
  color: inherit;
  font: inherit;
  cursor: pointer;
`;
