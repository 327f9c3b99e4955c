import type { Reducer, UnknownAction } from '@reduxjs/toolkit';
import { logout } from './logout.js';

/** What `injectSlices` needs of a slice. */
type SliceLike = { reducerPath: string; reducer: unknown };

type State = Record<string, unknown>;
type SliceReducer = Reducer<unknown, UnknownAction>;

/**
 * The store's reducers by section, each added by its slice's module as it loads (`injectSlices`
 * at the end of each slice file). On the server every slice module is loaded; a page hydrated in
 * islands loads only the slices its islands' code uses, so the islands entry does not carry them
 * all.
 */
const reducers = new Map<string, SliceReducer>();
/** Bumped by each slice added: a state made before holds fewer sections than there are. */
let generation = 0;

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
    if (reducers.has(slice.reducerPath)) continue;
    reducers.set(slice.reducerPath, slice.reducer as SliceReducer);
    generation += 1;
    routes.clear();
  }
}

/** Whether a slice's reducer is in the store yet. */
export const isInjected = (reducerPath: string): boolean => reducers.has(reducerPath);

/** Action types remembered with their sections at most (the store's are a few hundred). */
const MAX_ROUTES = 5_000;

/** The sections whose slice has a case for an action type, by type (see `sectionsFor`). */
const routes = new Map<string, string[]>();

/** An action no slice has a case for: each answers it with its initial state. */
const INITIAL = '@@mise/initial';

/** Thrown by the probe the moment a reducer looks at it: that slice handles the action. */
const LOOKED = new Error('a slice looked at the probe state');

/**
 * Whether a slice's reducer does anything with `action`. Redux Toolkit's reducer returns the
 * state it was given, untouched, for an action it has no case for; for one it has, it looks at
 * the state before running the case (and a case that never looks at its state and returns it
 * does nothing either). So the reducer gets a state that throws when looked at: nothing of the
 * slice runs.
 */
function handles(reducer: SliceReducer, action: UnknownAction): boolean {
  const looked = () => {
    throw LOOKED;
  };
  const probe = new Proxy(
    {},
    {
      get: looked,
      has: looked,
      ownKeys: looked,
      getOwnPropertyDescriptor: looked,
      getPrototypeOf: looked,
      set: looked,
      defineProperty: looked,
      deleteProperty: looked,
      isExtensible: looked,
      preventExtensions: looked,
    },
  );
  try {
    return reducer(probe, action) !== probe;
  } catch {
    return true;
  }
}

/**
 * The sections whose slice handles actions of this type, found at the type's first action. Every
 * slice's cases are by action type (`addCase`; a matcher, which could look at more than the
 * type, is refused by the store's lint rules), so the answer holds for every action of the type.
 * A store's state has 47 sections and a page's render dispatches dozens of actions: each now
 * reaches the one or two slices it is for, not every slice.
 */
function sectionsFor(action: UnknownAction): string[] {
  let sections = routes.get(action.type);
  if (!sections) {
    sections = [];
    for (const [section, reducer] of reducers) if (handles(reducer, action)) sections.push(section);
    if (routes.size >= MAX_ROUTES) routes.clear();
    routes.set(action.type, sections);
  }
  return sections;
}

/**
 * States holding every section that has a slice, and no other, by the `generation` they were
 * made at: the state the reducer made once it had all of them. Such a state takes the routed
 * path; any other is checked section by section.
 */
const complete = new WeakMap<State, number>();

/**
 * `state` with `action` applied by the slices of `sections` (a section with no state yet gets
 * its initial one); the same state when none changed.
 */
function applied(state: State, action: UnknownAction, sections: Iterable<string>): State {
  let next: State | undefined;
  for (const section of sections) {
    const before = state[section];
    const after = reducers.get(section)!(before, action);
    // A spread copy, not Redux's object built key by key: 47 keys set one at a time make V8 keep
    // the state as a dictionary, slower to read for every selector.
    if (after !== before) (next ??= { ...state })[section] = after;
  }
  return next ?? state;
}

/** The state of a store made from nothing, by the `generation` it was made at. */
let initial: { generation: number; state: State } | undefined;

/**
 * Every section's initial state, made once per set of slices: a store made from nothing (one
 * per server render) starts from the same frozen object. The sections' initial states are
 * frozen by Redux Toolkit, and no reducer changes a state in place.
 */
function initialState(): State {
  if (initial?.generation !== generation) {
    // Copied once more: the object `applied` built key by key from {} is one V8 keeps as a
    // dictionary, and each request's first action would copy it slowly (13 µs against 2).
    const state = Object.freeze({ ...applied({}, { type: INITIAL }, reducers.keys()) });
    complete.set(state, generation);
    initial = { generation, state };
  }
  return initial.state;
}

/**
 * The root reducer (typed as `rootReducer` in store.ts). A section whose slice has not loaded yet
 * keeps the state it has (the server's, from `window.__MISE_STATE__`) untouched, and its slice
 * starts from it when it loads: Redux's combined reducer would drop it. On logout a member
 * section not loaded yet is dropped instead, so that its slice starts from its initial state
 * (the store loads them all then).
 */
export function storeReducer(state: State | undefined, action: UnknownAction): State {
  if (state === undefined && sectionsFor(action).length === 0) return initialState();
  if (state !== undefined && complete.get(state) === generation) {
    const next = applied(state, action, sectionsFor(action));
    if (next !== state) complete.set(next, generation);
    return next;
  }
  const isLogout = logout.match(action);
  const known: State = {};
  let waiting: State | undefined;
  let dropped = false;
  for (const [section, value] of Object.entries(state ?? {})) {
    if (reducers.has(section)) known[section] = value;
    else if (isLogout && MEMBER_SECTION_NAMES.has(section)) dropped = true;
    else (waiting ??= {})[section] = value;
  }
  const next = applied(known, action, reducers.keys());
  // Nothing changed: the same state, so subscribers are not woken.
  if (state !== undefined && next === known && !dropped) {
    if (!waiting) complete.set(state, generation);
    return state;
  }
  if (waiting) return { ...next, ...waiting };
  complete.set(next, generation);
  return next;
}
