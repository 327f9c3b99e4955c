import {
  createMemoryCookies,
  createStorefrontState,
  selectMaintenance,
  useAppSelector,
} from '@mise/store';
import { Kept, KeptPartsContext, standardTheme, ThemeProvider } from '@mise/ui';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { styled, ThemeProvider as StyledThemeProvider } from 'styled-components';
import { describe, expect, it } from 'vitest';
import { createKeptParts } from './kept-parts.js';
import type { KeptPartsStore } from './kept-parts.js';
import { requestStyleSheet } from './styles.js';
import type { StyleWatch } from './styles.js';

const Notice = styled.p`
  color: rgb(1, 2, 3);
`;

let renders = 0;
const rendered = () => {
  renders += 1;
};

/** Reads the store: open or under maintenance. */
function ShopState() {
  rendered();
  const maintenance = useAppSelector(selectMaintenance);
  return <Notice>{maintenance ? 'メンテナンス中' : '営業中'}</Notice>;
}

function storeOf(maintenance: boolean) {
  return createStorefrontState({
    api: { baseURL: 'http://127.0.0.1:1', channel: 'standard', events: { log: () => undefined } },
    cookies: createMemoryCookies(),
    preloadedState: {
      site: {
        maintenance: maintenance ? { title: 'メンテナンス中', message: '' } : null,
        isInvalidChannel: false,
      },
    },
  }).store;
}

/**
 * One request's render with `parts`: its HTML and its style tags. The theme comes without the
 * shop's global style, a kept part of its own (tested on its own below).
 */
function renderWith(
  parts: KeptPartsStore,
  store: ReturnType<typeof storeOf>,
  page: ReactNode,
  Theme: (props: {
    theme: typeof standardTheme;
    children: ReactNode;
  }) => ReactNode = StyledThemeProvider,
) {
  const watch: StyleWatch = {};
  const sheet = requestStyleSheet(watch);
  const kept = parts.render(store, sheet, watch, 'shared http://shop.test');
  const pieces = kept.splice(
    renderToString(
      sheet.collectStyles(
        <KeptPartsContext.Provider value={kept}>
          <Provider store={store}>
            <Theme theme={standardTheme}>{page}</Theme>
          </Provider>
        </KeptPartsContext.Provider>,
      ),
    ),
  );
  const styles = sheet.getStyleTags();
  sheet.seal();
  // React's own HTML as strings, the parts as their bytes.
  const html = Buffer.concat(pieces.map((piece) => Buffer.from(piece))).toString();
  return { html, styles };
}

/** A product card kept by its name, counted when rendered. */
function CardName({ name }: { name: string }) {
  rendered();
  return <Notice>{name}</Notice>;
}
const card = (name: string) => (
  <Kept name="card" deps={[name]}>
    <CardName name={name} />
  </Kept>
);

const page = (
  <main>
    <Kept name="state">
      <ShopState />
    </Kept>
  </main>
);

describe('kept parts', () => {
  it('renders a part once for the same store data, and sends its styles with every page', () => {
    const parts = createKeptParts({ check: false });
    const open = storeOf(false);
    renders = 0;
    const first = renderWith(parts, open, page);
    const second = renderWith(parts, storeOf(false), page);

    expect(renders).toBe(1);
    expect(second.html).toBe(first.html);
    expect(second.html).toContain('<main><p class="');
    expect(second.html).toContain('営業中');
    expect(second.html).not.toContain('mise-kept');
    // A new request's sheet: the kept part's rules come with it.
    expect(second.styles).toContain('color:rgb(1, 2, 3)');
    expect(parts.size).toBe(1);
  });

  it('renders a part anew when a slice it read has changed, and keeps both', () => {
    const parts = createKeptParts({ check: false });
    renders = 0;
    renderWith(parts, storeOf(false), page);
    const closed = renderWith(parts, storeOf(true), page);
    expect(closed.html).toContain('メンテナンス中');
    expect(renders).toBe(2);

    const open = renderWith(parts, storeOf(false), page);
    expect(open.html).toContain('営業中');
    expect(renders).toBe(2);
    expect(parts.size).toBe(2);
  });

  it("keeps the theme's global style: a later page carries its rules without compiling them", () => {
    const looked: boolean[] = [];
    const parts = createKeptParts({ check: false, onLookup: (hit) => looked.push(hit) });
    const first = renderWith(parts, storeOf(false), <main />, ThemeProvider);
    const second = renderWith(parts, storeOf(false), <main />, ThemeProvider);
    expect(looked).toEqual([false, true]);
    expect(first.styles).toContain('box-sizing:border-box');
    expect(second.styles).toBe(first.styles);
  });

  it('keeps a part for each of its deps', () => {
    const parts = createKeptParts({ check: false });
    const store = storeOf(false);
    renderWith(parts, store, card('段ボール'));
    expect(renderWith(parts, store, card('ガムテープ')).html).toContain('ガムテープ');
    expect(renderWith(parts, store, card('段ボール')).html).toContain('段ボール');
    expect(parts.size).toBe(2);
  });

  it('finds a part by a frozen dep of the same data, and renders a changed one anew', () => {
    const parts = createKeptParts({ check: false });
    const store = storeOf(false);
    const product = (price: number) => Object.freeze({ key: 'st-1', price });
    const priced = (item: { price: number }) => (
      <Kept name="priced" deps={[item]}>
        <CardName name={`${item.price}円`} />
      </Kept>
    );
    renders = 0;
    renderWith(parts, store, priced(product(1200)));
    // Another request's answer: a new object with the same data.
    expect(renderWith(parts, store, priced(product(1200))).html).toContain('1200円');
    expect(renders).toBe(1);
    expect(renderWith(parts, store, priced(product(900))).html).toContain('900円');
    expect(renders).toBe(2);
  });

  it('keeps no more parts than it may, the least recently used leaving first', () => {
    const parts = createKeptParts({ check: false, maxEntries: 2 });
    const store = storeOf(false);
    renders = 0;
    for (const name of ['a', 'b', 'a', 'c']) renderWith(parts, store, card(name));
    expect(parts.size).toBe(2);
    expect(renders).toBe(3);
    // a was used after b, so b left: a is still kept, b is rendered again.
    renderWith(parts, store, card('a'));
    expect(renders).toBe(3);
    renderWith(parts, store, card('b'));
    expect(renders).toBe(4);
    expect(parts.size).toBe(2);
  });

  it('keeps no more HTML than it may', () => {
    const parts = createKeptParts({ check: false, maxBytes: 700 });
    const store = storeOf(false);
    const long = (name: string) => (
      <Kept name="long" deps={[name]}>
        <Notice>{name.repeat(300)}</Notice>
      </Kept>
    );
    for (const name of ['a', 'b', 'c', 'd']) renderWith(parts, store, long(name));
    expect(parts.size).toBe(2);
  });

  it('fails a render, when checking, whose kept part depends on something its deps do not name', () => {
    const parts = createKeptParts({ check: true });
    const store = storeOf(false);
    let label = '送料無料';
    const Label = () => <Notice>{label}</Notice>;
    const unnamed = (
      <Kept name="label">
        <Label />
      </Kept>
    );
    renderWith(parts, store, unnamed);
    expect(renderWith(parts, store, unnamed).html).toContain('送料無料');
    label = '送料別';
    expect(() => renderWith(parts, store, unnamed)).toThrow(/kept part "label" differs/);
  });

  it('renders its children as they are where no server keeps parts', () => {
    expect(renderToString(<Kept name="plain">本文</Kept>)).toBe('本文');
  });
});
