import type { AppStore } from '@mise/store';
import type { KeptParts } from '@mise/ui';
import { createElement } from 'react';
import type { ReactNode } from 'react';
import { Provider } from 'react-redux';
import type { ServerStyleSheet } from 'styled-components';
import { sliceMemo } from './slice-memo.js';
import { compiledRules, keepRules } from './styles.js';
import type { StyleWatch } from './styles.js';

/** The element that stands for a part in React's HTML until `splice` puts the part's HTML there. */
const TAG = 'mise-kept';
const CLOSE = `</${TAG}>`;
const OPEN = `<${TAG} data-k="`;

/**
 * The slices every part reads without asking: the styled-components theme is made from them
 * above every part (ShopProviders), so a part's classes change with them.
 */
const THEME_SLICES = ['colorScheme', 'settings'] as const;

/** Distinct slice data and rule sets remembered at most (each is small). */
const MAX_SHARED = 10_000;

type Entry = {
  /** The part's HTML, encoded once (a page is sent as bytes: render.tsx). */
  html: Buffer;
  /** The style rules the part's classes need: component id, class name and rules. */
  rules: [string, string, string[]][];
};

type Pending =
  | { kind: 'hit'; name: string; key: string; entry: Entry }
  | {
      kind: 'miss';
      name: string;
      deps: readonly unknown[];
      /** The store's slices the part read. */
      read: Set<string>;
      /** The style rules the part used ("id name"). */
      classes: Set<string>;
    };

export type KeptPartsOptions = {
  /** Parts kept at most; the least recently used leave first (default 5,000). */
  maxEntries?: number;
  /** Their HTML's size at most, in bytes (default 16 MB). */
  maxBytes?: number;
  /**
   * Renders a kept part anyway and fails the render when it differs from what was kept: a part
   * whose HTML depends on something its deps do not name (default: outside production).
   */
  check?: boolean;
  /** Told of each part looked up: kept (a hit) or to be rendered. */
  onLookup?: (hit: boolean) => void;
};

export type KeptPartsRender = KeptParts & {
  /**
   * React's HTML in pieces, each part's bytes in place of its element, React's own HTML around
   * them (a string first and last); keeps the parts rendered anew.
   */
  splice(html: string): (string | Buffer)[];
};

export type KeptPartsStore = {
  /** One render's parts: `store` is the request's, `sheet` its style sheet, `base` what every part of it shares. */
  render(
    store: AppStore,
    sheet: ServerStyleSheet,
    watch: StyleWatch,
    base: string,
  ): KeptPartsRender;
  readonly size: number;
};

/**
 * Parts of pages kept as HTML between renders (`Kept` of @mise/ui): a theme server renders the
 * header, the footer and each product card once for the same inputs, not once per request. A
 * part's key is its name, its deps, the request's shared inputs and a number for the data of
 * every store slice the part read when it was rendered (watched through the store it sees), so a
 * part whose data changed is rendered anew and kept under its new key. Only pages the browser hydrates in islands
 * use them: the rest of such a page stays the server's HTML, and an island never holds a part.
 */
export function createKeptParts(options: KeptPartsOptions = {}): KeptPartsStore {
  const maxEntries = options.maxEntries ?? 5_000;
  const maxBytes = options.maxBytes ?? 16 * 1024 * 1024;
  let bytes = 0;
  const check = options.check ?? process.env.NODE_ENV !== 'production';
  const entries = new Map<string, Entry>();
  /** The slices parts of each name have read: the slices in their keys. */
  const slicesOf = new Map<string, string[]>();
  /**
   * A number for each state of a slice parts read, so a key is short: a card's key would
   * otherwise carry the JSON of the slices in it, hashed again at each lookup.
   */
  const sliceIds = new Map<string, number>();
  let nextSliceId = 0;
  const sliceIdOf = sliceMemo((slice, value) => {
    const data = `${slice}\n${JSON.stringify(value) ?? ''}`;
    let id = sliceIds.get(data);
    if (id === undefined) {
      // Keys of forgotten numbers are never asked again: those parts leave as the least used.
      if (sliceIds.size >= MAX_SHARED) sliceIds.clear();
      id = nextSliceId++;
      sliceIds.set(data, id);
    }
    return id;
  });
  /**
   * A number for each frozen object a part names in its deps (a card's product): the store's
   * data and the shared answers are frozen, so the same object always has the same JSON, made
   * once rather than at each render. Equal JSON gets the same number.
   */
  const depIds = new WeakMap<object, string>();
  const depJsonIds = new Map<string, number>();
  let nextDepId = 0;
  const depKey = (dep: unknown): string => {
    if (typeof dep !== 'object' || dep === null || !Object.isFrozen(dep))
      return JSON.stringify(dep) ?? 'undefined';
    let key = depIds.get(dep);
    if (key === undefined) {
      const json = JSON.stringify(dep);
      let id = depJsonIds.get(json);
      if (id === undefined) {
        if (depJsonIds.size >= MAX_SHARED) depJsonIds.clear();
        id = nextDepId++;
        depJsonIds.set(json, id);
      }
      // Never JSON: a JSON string starts with a quote.
      key = `#${id}`;
      depIds.set(dep, key);
    }
    return key;
  };
  /** Parts using the same classes share one list of their rules. */
  const ruleSets = new Map<string, Entry['rules']>();

  const render = (
    store: AppStore,
    sheet: ServerStyleSheet,
    watch: StyleWatch,
    base: string,
  ): KeptPartsRender => {
    const state = store.getState() as unknown as Record<string, unknown>;
    const ids = new Map<string, number>();
    const idOf = (slice: string) => {
      let id = ids.get(slice);
      if (id === undefined) {
        id = sliceIdOf(slice, state[slice]);
        ids.set(slice, id);
      }
      return id;
    };
    const keyOf = (name: string, deps: readonly unknown[], slices: readonly string[]) =>
      `${name}\n${base}\n${slices.map(idOf).join(' ')}\n${deps.map(depKey).join(',')}`;
    /** The rule sets this render has put in its sheet already (cards share theirs). */
    const ruled = new Set<Entry['rules']>();
    const pending: Pending[] = [];
    let recording: Extract<Pending, { kind: 'miss' }> | undefined;

    function Start({ part }: { part: Extract<Pending, { kind: 'miss' }> }) {
      recording = part;
      watch.onName = (id, name) => part.classes.add(`${id} ${name}`);
      return null;
    }
    function End() {
      recording = undefined;
      watch.onName = undefined;
      return null;
    }

    const part = (name: string, deps: readonly unknown[], children: ReactNode): ReactNode => {
      // Inside a part being rendered: part of its HTML.
      if (recording) return children;
      const k = pending.length;
      const key = keyOf(name, deps, slicesOf.get(name) ?? THEME_SLICES);
      const entry = entries.get(key);
      options.onLookup?.(entry !== undefined);
      if (entry) {
        pending.push({ kind: 'hit', name, key, entry });
        if (!ruled.has(entry.rules)) {
          ruled.add(entry.rules);
          for (const [id, className, rules] of entry.rules) keepRules(sheet, id, className, rules);
        }
        return createElement(TAG, { 'data-k': k }, check ? children : undefined);
      }
      const miss: Extract<Pending, { kind: 'miss' }> = {
        kind: 'miss',
        name,
        deps,
        read: new Set(),
        classes: new Set(),
      };
      pending.push(miss);
      return createElement(
        TAG,
        { 'data-k': k },
        createElement(Start, { part: miss }),
        createElement(Provider, { store: watched(store, miss.read), children }),
        createElement(End),
      );
    };

    const keep = (miss: Extract<Pending, { kind: 'miss' }>, html: string, encoded: Buffer) => {
      // A part that read the whole state, or left a boundary to the browser, is not kept.
      if (miss.read.has('*') || html.includes('<!--$!')) return;
      const slices = [...new Set([...(slicesOf.get(miss.name) ?? THEME_SLICES), ...miss.read])];
      slices.sort();
      slicesOf.set(miss.name, slices);
      // In the order rendered: the sheet lists a component's classes in the order they came.
      const classes = [...miss.classes].join('\n');
      let rules = ruleSets.get(classes);
      if (!rules) {
        rules = [];
        for (const used of miss.classes) {
          const [id = '', className = ''] = used.split(' ');
          const compiled = compiledRules(id, className);
          if (!compiled) return;
          rules.push([id, className, compiled]);
        }
        if (ruleSets.size >= MAX_SHARED) ruleSets.clear();
        ruleSets.set(classes, rules);
      }
      const key = keyOf(miss.name, miss.deps, slices);
      bytes += encoded.length - (entries.get(key)?.html.length ?? 0);
      entries.delete(key);
      entries.set(key, { html: encoded, rules });
      for (const [oldest, { html: left }] of entries) {
        if (entries.size <= maxEntries && bytes <= maxBytes) break;
        entries.delete(oldest);
        bytes -= left.length;
      }
    };

    const splice = (html: string): (string | Buffer)[] => {
      const pieces: (string | Buffer)[] = [];
      let at = 0;
      for (let open = html.indexOf(OPEN); open !== -1; open = html.indexOf(OPEN, at)) {
        const start = html.indexOf('>', open) + 1;
        const k = Number(html.slice(open + OPEN.length, start - 2));
        const end = html.indexOf(CLOSE, start);
        const inner = html.slice(start, end);
        const found = pending[k];
        if (!found) throw new Error(`kept part ${k} was not rendered`);
        pieces.push(html.slice(at, open));
        if (found.kind === 'hit') {
          if (check && !found.entry.html.equals(Buffer.from(inner)))
            throw new Error(
              `kept part "${found.name}" differs from its render: its HTML depends on something its deps do not name`,
            );
          pieces.push(found.entry.html);
          // Used again: the last to leave.
          entries.delete(found.key);
          entries.set(found.key, found.entry);
        } else {
          const encoded = Buffer.from(inner);
          pieces.push(encoded);
          keep(found, inner, encoded);
        }
        at = end + CLOSE.length;
      }
      pieces.push(html.slice(at));
      return pieces;
    };

    return { part, splice };
  };

  return {
    render,
    get size() {
      return entries.size;
    },
  };
}

/**
 * The request's store as a part sees it: its state records each slice read (and `*` for a look
 * at the whole), so the part's key can name them.
 */
function watched(store: AppStore, read: Set<string>): AppStore {
  const state = new Proxy(store.getState(), {
    get(target, slice, receiver) {
      if (typeof slice === 'string') read.add(slice);
      return Reflect.get(target, slice, receiver) as unknown;
    },
    has(target, slice) {
      if (typeof slice === 'string') read.add(slice);
      return Reflect.has(target, slice);
    },
    ownKeys(target) {
      read.add('*');
      return Reflect.ownKeys(target);
    },
  });
  return { ...store, getState: () => state };
}
