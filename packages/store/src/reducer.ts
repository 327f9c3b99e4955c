import { combineSlices } from '@reduxjs/toolkit';
import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { logout } from './logout.js';

/** What `injectSlices` needs of a slice. */
type SliceLike = { reducerPath: string; reducer: unknown };

/**
 * The store's reducers, each added by its slice's module as it loads (`injectSlices` at the end
 * of each slice file). On the server every slice module is loaded; a page hydrated in islands
 * loads only the slices its islands' code uses, so the islands entry does not carry them all.
 */
const combined = combineSlices() as unknown as Reducer<Record<string, unknown>> & {
  inject: (slice: SliceLike) => unknown;
};
const injected = new Set<string>();

/** The member sections (spec section 4, reset on logout), by name; `MEMBER_SECTIONS` holds them. */
export const MEMBER_SECTION_NAMES: ReadonlySet<string> = new Set([
  'auth',
  'loginHistory',
  'loginLock',
  'pointHistory',
  'productHistory',
  'productRequestHistory',
  'productSearchHistory',
  'user',
  'userAddress',
  'userCard',
  'userCoupon',
  'userList',
  'userMeasurement',
  'userMemorial',
  'userOrder',
  'cart',
  'checkout',
]);

/** Adds slices to the store's reducer (each at most once). */
export function injectSlices(...slices: SliceLike[]): void {
  for (const slice of slices) {
    if (injected.has(slice.reducerPath)) continue;
    injected.add(slice.reducerPath);
    combined.inject(slice);
  }
}

/** Whether a slice's reducer is in the store yet. */
export const isInjected = (reducerPath: string): boolean => injected.has(reducerPath);

/**
 * The root reducer (typed as `rootReducer` in store.ts). A section whose slice has not loaded yet keeps the state it has (the
 * server's, from `window.__MISE_STATE__`) untouched, and its slice starts from it when it loads:
 * Redux's combined reducer would drop it. On logout a member section not loaded yet is dropped
 * instead, so that its slice starts from its initial state (the store loads them all then).
 */
type State = Record<string, unknown>;

/**
 * States each of whose sections has its slice: every state the combined reducer made once they
 * all had (slices are only ever added, so such a state stays so). A page's render dispatches
 * dozens of times; each then skips checking the state's 47 sections.
 */
const whole = new WeakSet<State>();

export function storeReducer(state: State | undefined, action: UnknownAction): State {
  if (state === undefined) return combined(undefined, action);
  // The server and a fully loaded browser have every section's slice: no copy of the state per
  // dispatch.
  let allInjected = whole.has(state);
  if (!allInjected) {
    allInjected = true;
    for (const key in state) {
      if (!injected.has(key)) {
        allInjected = false;
        break;
      }
    }
  }
  if (allInjected) {
    const next = combined(state, action);
    whole.add(next);
    return next;
  }
  const isLogout = logout.match(action);
  let waiting: Record<string, unknown> | undefined;
  let known: Record<string, unknown> | undefined;
  let dropped = false;
  for (const [key, value] of Object.entries(state)) {
    if (injected.has(key)) {
      (known ??= {})[key] = value;
    } else if (isLogout && MEMBER_SECTION_NAMES.has(key)) {
      dropped = true;
    } else {
      (waiting ??= {})[key] = value;
    }
  }
  if (!waiting && !dropped) return combined(state, action);
  const before = known ?? {};
  const next = combined(before, action);
  if (next === before && !dropped) return state;
  return { ...next, ...waiting };
}
