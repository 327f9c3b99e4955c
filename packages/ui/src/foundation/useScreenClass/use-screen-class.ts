import { useCallback, useSyncExternalStore } from 'react';
import { useTheme } from 'styled-components';
import { screenClass } from '../../tokens/screen.js';
import type { ScreenClass } from '../../tokens/screen.js';

function subscribe(onResize: () => void): () => void {
  window.addEventListener('resize', onResize);
  return () => window.removeEventListener('resize', onResize);
}

// The server cannot see the window, so it renders for desktop; hydration starts from the same
// value and React then switches to the real class, without a mismatch.
const onServer = (): ScreenClass => 'desktop';

/**
 * The screen class of spec section 2 (phone ≤ SCREEN-SM < tablet ≤ SCREEN-MD < desktop) for the
 * theme's breakpoints, following window resizes.
 */
export function useScreenClass(): ScreenClass {
  const { sm, md } = useTheme().breakpoints;
  const current = useCallback(() => screenClass(window.innerWidth, { sm, md }), [sm, md]);
  return useSyncExternalStore(subscribe, current, onServer);
}
