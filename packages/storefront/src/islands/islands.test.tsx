// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { createMemoryCookies, createStorefrontState, sessionChecked } from '@mise/store';
import { standardTheme } from '@mise/ui';
import { configure, fireEvent, waitFor, within } from '@testing-library/react';
import type { ReactNode } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { MockInstance } from 'vitest';
import { prepareWindow } from '../../test/shop.js';
import { island, ShopProviders } from '../kit/index.js';
import { HYDRATE_MARK } from '../browser.js';
import type {
  IslandName,
  StorefrontContextValue,
  ThemeDefinition,
  ThemeIdentity,
} from '../kit/index.js';
import { AddToCart } from '../pages/catalog/components/AddToCart.js';
import { FavoriteButton } from '../pages/catalog/components/FavoriteButton.js';
import { FavoriteHeart } from '../pages/catalog/components/FavoriteHeart.js';
import { ProductViewRecorder } from '../pages/catalog/components/RecordProductView.js';
import { MySizes } from '../pages/moto/measurements/MySizes.js';
import { MenuDrawer } from '../navigation/MenuDrawer.js';
import { HeaderSearch } from '../search/HeaderSearch.js';
import { rememberSearch } from '../search/recent.js';
import { HOLD_EARLY_CLICKS } from './early-clicks.js';
import { findIslands, hydrateIslands } from './hydrate.js';
import { ISLANDS } from './registry.js';

// Hydration replays held clicks and loads islands' chunks: on CI's busy machine that once took
// longer than the default second.
configure({ asyncUtilTimeout: 10_000 });

// Through the registry: the module that marks ui's carousel as an island is its business.
const BannerCarouselIsland = await ISLANDS.bannerCarousel();

const IDENTITY: ThemeIdentity = {
  name: 'standard',
  channel: 'standard',
  siteName: 'テストストア',
  tokens: standardTheme,
};

/** The server's side: the page rendered inside the app's providers, its state handed over. */
function serverRender(page: ReactNode): void {
  const { store, api } = createStorefrontState({
    // Nothing here may call the API: an unreachable address makes any call fail loudly.
    api: { baseURL: 'http://127.0.0.1:9', channel: IDENTITY.channel },
    cookies: createMemoryCookies(),
  });
  // A guest whose login the server has checked: nothing is left for the browser to ask.
  store.dispatch(sessionChecked());
  const ctx: StorefrontContextValue = {
    store,
    api,
    theme: { ...IDENTITY, layouts: {} as ThemeDefinition['layouts'] },
    isServer: true,
    origin: window.location.origin,
  };
  document.body.innerHTML = renderToString(<ShopProviders ctx={ctx}>{page}</ShopProviders>);
  window.__MISE_STATE__ = store.getState();
}

const SLIDES = [
  { id: 1, image: '/img/spring.jpg', alt: '春の新作' },
  { id: 2, image: '/img/summer.jpg', alt: '夏のセール' },
];

/** A product page as the server sends it: islands among plain server HTML. */
function ProductPage({ below }: { below?: ReactNode }) {
  return (
    <>
      <header>
        <a href="/">テストストア</a>
        <button type="button">メニュー</button>
      </header>
      <main>
        <h1>帆布トート</h1>
        <p className="price">¥4,400</p>
        <AddToCart productKey="tote-1" stock={5} available unit="個" />
        <FavoriteButton productKey="tote-1" productId={7} isFavorite={false} />
        <div data-below="">{below}</div>
      </main>
    </>
  );
}

/** The island around an element of the page. */
const islandOf = (element: Element) => element.closest('mise-island') as HTMLElement;

/** The quantity shown by the cart button's stepper in `scope`. */
const quantityIn = (scope: HTMLElement) =>
  within(scope).getByRole<HTMLInputElement>('spinbutton', { name: /数量/ });
const increaseIn = (scope: HTMLElement) =>
  within(scope).getByRole('button', { name: '数量を増やす' });

/** What IntersectionObserver would report as the shopper scrolls (jsdom has none). */
class ScrollObserver {
  static instances: ScrollObserver[] = [];
  readonly targets = new Set<Element>();
  constructor(private readonly callback: IntersectionObserverCallback) {
    ScrollObserver.instances.push(this);
  }
  observe(target: Element) {
    this.targets.add(target);
  }
  unobserve(target: Element) {
    this.targets.delete(target);
  }
  disconnect() {
    this.targets.clear();
  }
  /** The shopper scrolls `target` near the screen. */
  static reveal(target: Element) {
    for (const observer of ScrollObserver.instances.filter((o) => o.targets.has(target)))
      observer.callback(
        [{ target, isIntersecting: true } as IntersectionObserverEntry],
        observer as unknown as IntersectionObserver,
      );
  }
}

const hydrated = () =>
  waitFor(() => expect(document.documentElement).toHaveAttribute('data-hydrated', 'true'));

let errors: MockInstance<typeof console.error>;
const reported: unknown[] = [];
const onError = (event: ErrorEvent) => reported.push(event.error);

beforeEach(() => {
  delete document.documentElement.dataset.hydrated;
  delete document.documentElement.dataset.member;
  performance.clearMarks(HYDRATE_MARK);
  // React reports hydration mismatches through console.error or window's error event.
  errors = vi.spyOn(console, 'error');
  reported.length = 0;
  window.addEventListener('error', onError);
  prepareWindow();
  // jsdom lays nothing out: the page's top part is on the screen, what is under [data-below] is
  // a few screens down.
  vi.spyOn(Element.prototype, 'getBoundingClientRect').mockImplementation(function (this: Element) {
    const top = this.closest('[data-below]') ? 3000 : 100;
    return { top, bottom: top + 40, left: 0, right: 100, width: 100, height: 40 } as DOMRect;
  });
  ScrollObserver.instances = [];
  vi.stubGlobal('IntersectionObserver', ScrollObserver);
});

afterEach(() => {
  window.removeEventListener('error', onError);
  vi.restoreAllMocks();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

const noErrorsLogged = () => {
  expect(errors).not.toHaveBeenCalled();
  expect(reported).toEqual([]);
};

describe('island()', () => {
  const props = { productKey: 'tote-1', stock: 5, available: true, unit: '個' };

  it('wraps the server HTML in <mise-island> with its name and JSON props, without a box of its own', () => {
    serverRender(<AddToCart {...props} />);
    const [element] = findIslands();
    expect(element).toBeDefined();
    expect(element!.dataset.island).toBe('addToCart');
    expect(JSON.parse(element!.dataset.props!)).toEqual(props);
    expect(element).toHaveStyle({ display: 'contents' });
    expect(within(element!).getByRole('button', { name: 'カートに入れる' })).toBeInTheDocument();
  });

  it('.content is the bare component: the same HTML without the wrapper', () => {
    serverRender(<AddToCart {...props} />);
    const wrapped = findIslands()[0]!.innerHTML;
    serverRender(<AddToCart.content {...props} />);
    expect(document.querySelector('mise-island')).toBeNull();
    expect(document.body.innerHTML).toBe(wrapped);
  });

  it("a guest's favourite button is plain HTML: no code loads for it", () => {
    serverRender(<FavoriteButton productKey="tote-1" productId={7} isFavorite={false} />);
    expect(findIslands()).toEqual([]);
    expect(
      within(document.body).getByRole('link', { name: 'ログインしてお気に入りに追加' }),
    ).toHaveAttribute('href', '/login/?re=%2Fproduct%2Ftote-1');
  });
});

describe('hydrateIslands', () => {
  it('makes the islands on the screen interactive and leaves the plain HTML around them as it was', async () => {
    serverRender(<ProductPage />);
    const header = document.querySelector('header')!;
    const headerHtml = header.outerHTML;
    const price = document.querySelector('.price')!;
    const cart = islandOf(within(document.body).getByRole('button', { name: 'カートに入れる' }));
    const increase = increaseIn(cart);

    // The server's HTML alone does nothing.
    fireEvent.click(increase);
    expect(quantityIn(cart)).toHaveValue('1');

    hydrateIslands(IDENTITY);
    await hydrated();
    expect(performance.getEntriesByName(HYDRATE_MARK, 'mark')).toHaveLength(1);

    // The cart button's code loads as the shopper reaches for it; the stepper is the server's
    // own element, now answering clicks.
    fireEvent.pointerOver(increase);
    await waitFor(() => expect(cart).toHaveAttribute('data-hydrated'));
    expect(increaseIn(cart)).toBe(increase);
    fireEvent.click(increase);
    expect(quantityIn(cart)).toHaveValue('2');

    // A guest's link to the login page (plain HTML) loads it from the server.
    const login = within(document.body).getByRole('link', { name: 'ログインしてお気に入りに追加' });
    let followed = false;
    const onClick = (event: MouseEvent) => {
      followed = !event.defaultPrevented;
      event.preventDefault(); // jsdom cannot load pages
    };
    document.addEventListener('click', onClick);
    fireEvent.click(login);
    document.removeEventListener('click', onClick);
    expect(followed).toBe(true);

    expect(document.querySelector('header')).toBe(header);
    expect(header.outerHTML).toBe(headerHtml);
    expect(document.querySelector('.price')).toBe(price);
    expect(price).toHaveTextContent('¥4,400');
    noErrorsLogged();
  });

  it('holds a click on an island button made before its code arrived, and repeats it once hydrated', async () => {
    serverRender(<ProductPage />);
    // The page's inline script, as the server sends it with a page hydrated in islands.
    const listen = vi.spyOn(document, 'addEventListener');
    // A <script> element would run in jsdom's own window, not the one the test and React see.
    // eslint-disable-next-line @typescript-eslint/no-implied-eval -- the script is our constant
    new Function(HOLD_EARLY_CLICKS)();
    const [[type, held]] = listen.mock.calls as unknown as [[string, EventListener]];
    try {
      const cart = islandOf(within(document.body).getByRole('button', { name: 'カートに入れる' }));
      // Pressed twice while nothing is interactive: held once, and nothing happens yet.
      fireEvent.click(increaseIn(cart));
      fireEvent.click(increaseIn(cart));
      expect(quantityIn(cart)).toHaveValue('1');
      // A link still works as HTML.
      let followed = false;
      const onClick = (event: MouseEvent) => {
        followed = !event.defaultPrevented;
        event.preventDefault(); // jsdom cannot load pages
      };
      document.addEventListener('click', onClick);
      fireEvent.click(within(document.body).getByRole('link', { name: 'テストストア' }));
      document.removeEventListener('click', onClick);
      expect(followed).toBe(true);

      hydrateIslands(IDENTITY);
      await hydrated();
      await waitFor(() => expect(quantityIn(cart)).toHaveValue('2'));
      expect(window.__MISE_CLICKS__).toEqual([]);
      // From now on a click reaches React directly, once.
      fireEvent.click(increaseIn(cart));
      expect(quantityIn(cart)).toHaveValue('3');
      noErrorsLogged();
    } finally {
      document.removeEventListener(type, held, true);
      delete window.__MISE_CLICKS__;
    }
  });

  /** The product page with the banner carousel a few screens down; its 次へ button. */
  function renderWithCarouselBelow(): HTMLElement {
    serverRender(
      <ProductPage
        below={
          <BannerCarouselIsland id="banners-1" slides={SLIDES} label="特集" autoplay={false} />
        }
      />,
    );
    return within(document.body).getByRole('button', { name: '次へ' });
  }
  const shownSlides = () =>
    [...document.querySelectorAll('[aria-roledescription="slide"]:not([hidden])')].map((slide) =>
      slide.getAttribute('aria-label'),
    );

  it('hydrates an island below the screen when the shopper scrolls near it', async () => {
    const next = renderWithCarouselBelow();

    hydrateIslands(IDENTITY);
    await hydrated();
    // Its code waits for the shopper: a click now does nothing.
    fireEvent.click(next);
    expect(shownSlides()).toEqual(['1 / 2']);

    ScrollObserver.reveal(islandOf(next).firstElementChild!);
    await waitFor(() => {
      fireEvent.click(next);
      expect(shownSlides()).toEqual(['2 / 2']);
    });
    noErrorsLogged();
  });

  it('loads an island the server left empty where it sits: below the screen, as the shopper nears it', async () => {
    // A guest's size aid renders nothing until the browser knows more; here it sits a few
    // screens down, before the page's closing notes.
    serverRender(
      <ProductPage
        below={
          <>
            <MySizes />
            <p>返品について</p>
          </>
        }
      />,
    );
    const load = vi.spyOn(ISLANDS, 'mySizes');
    const empty = document.querySelector<HTMLElement>('mise-island[data-island="mySizes"]')!;
    expect(empty.childElementCount).toBe(0);

    hydrateIslands(IDENTITY);
    await hydrated();
    expect(load).not.toHaveBeenCalled();

    ScrollObserver.reveal(within(document.body).getByText('返品について'));
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    noErrorsLogged();
  });

  it("records the product page's view as the page hydrates, with nothing scrolled", async () => {
    serverRender(
      <>
        <ProductViewRecorder productId={7} />
        <ProductPage below={<p>最近チェックした商品</p>} />
      </>,
    );
    // Each call the page's client sends, as it goes out.
    const open = vi.spyOn(XMLHttpRequest.prototype, 'open');
    const sent = () =>
      open.mock.calls.map(
        ([method, url]) => `${method.toUpperCase()} ${new URL(url, window.location.href).pathname}`,
      );
    // This test has no API: the call fails after it is sent, which is all it looks at.
    vi.spyOn(console, 'error').mockImplementation(() => undefined);

    hydrateIslands(IDENTITY);
    await hydrated();
    await waitFor(() => expect(sent()).toContain('POST /v1/product-histories'));
  });

  it('loads the header search only when the shopper reaches for it, keeping what was typed', async () => {
    serverRender(
      <>
        <HeaderSearch />
        <ProductPage />
      </>,
    );
    rememberSearch('トートバッグ');
    const load = vi.spyOn(ISLANDS, 'headerSearch');
    hydrateIslands(IDENTITY);
    await hydrated();
    // On the screen, yet none of its code is in the page's first JavaScript.
    expect(load).not.toHaveBeenCalled();

    const field = within(document.body).getByRole('combobox', { name: 'キーワードで商品を探す' });
    field.focus();
    fireEvent.input(field, { target: { value: 'トート' } });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    // Hydrated over the field the shopper is typing in: the word stays, the list opens on it.
    const suggestions = await within(document.body).findByRole('listbox', { name: '検索候補' });
    expect(within(suggestions).getByRole('option', { name: 'トートバッグ' })).toBeVisible();
    expect(field).toHaveValue('トート');
    // The test's API is unreachable (its suggestions fail); React itself reports nothing. Both
    // failed calls are waited for, so neither ends in the next test.
    const failedCalls = () =>
      errors.mock.calls.map(([, error]) => (error as { config?: { url?: string } }).config?.url);
    await waitFor(() =>
      expect(failedCalls()).toEqual(
        expect.arrayContaining(['/v1/categories/hierarchy', '/v1/products']),
      ),
    );
    expect(reported).toEqual([]);
    expect(
      errors.mock.calls.filter(([message]) => !String(message).includes('Network Error')),
    ).toEqual([]);
  });

  it('loads an island on a change to one of its fields that came without the focus (autofill)', async () => {
    serverRender(<HeaderSearch />);
    const load = vi.spyOn(ISLANDS, 'headerSearch');
    hydrateIslands(IDENTITY);
    await hydrated();
    expect(load).not.toHaveBeenCalled();

    const field = within(document.body).getByRole('combobox', { name: 'キーワードで商品を探す' });
    fireEvent.change(field, { target: { value: 'トート' } });
    await waitFor(() => expect(load).toHaveBeenCalledTimes(1));
    await waitFor(() => expect(islandOf(field)).toHaveAttribute('data-hydrated'));
    expect(field).toHaveValue('トート');
    // The word's suggestions are asked of the test's unreachable API: the failed call is waited
    // for, so it does not end in the next test.
    await waitFor(() =>
      expect(
        errors.mock.calls.map(([, error]) => (error as { config?: { url?: string } }).config?.url),
      ).toContain('/v1/products'),
    );
  });

  it("loads a list card's favourite toggle for a member only: a guest's page loads no code for it", async () => {
    serverRender(<FavoriteHeart productKey="tote-1" />);
    const heart = document.querySelector<HTMLElement>('mise-island')!;
    hydrateIslands(IDENTITY);
    await hydrated();
    expect(heart).not.toHaveAttribute('data-hydrated');

    // The shell finds the shopper logged in after all: the toggle's code comes as it would.
    document.documentElement.dataset.member = '';
    await waitFor(() => expect(ScrollObserver.instances).not.toHaveLength(0));
    for (const observer of ScrollObserver.instances)
      for (const target of observer.targets) ScrollObserver.reveal(target);
    await waitFor(() => expect(heart).toHaveAttribute('data-hydrated'));
    noErrorsLogged();
  });

  it("hydrates a list card's favourite toggle with the page when the page is marked a member's", async () => {
    serverRender(<FavoriteHeart productKey="tote-1" />);
    document.documentElement.dataset.member = '';
    const heart = document.querySelector<HTMLElement>('mise-island')!;
    hydrateIslands(IDENTITY);
    await hydrated();
    expect(heart).toHaveAttribute('data-hydrated');
    noErrorsLogged();
  });

  it('hydrates every island at once in a browser without IntersectionObserver', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const next = renderWithCarouselBelow();

    hydrateIslands(IDENTITY);
    await hydrated();
    await waitFor(() => {
      fireEvent.click(next);
      expect(shownSlides()).toEqual(['2 / 2']);
    });
    noErrorsLogged();
  });

  describe('the banner carousel (ids given, as the banners block gives them)', () => {
    /** The carousel on a page with other parts before it, as the top page has. */
    function TopPage() {
      return (
        <>
          <header>
            <a href="/">テストストア</a>
          </header>
          <main>
            <FavoriteButton productKey="tote-1" productId={7} isFavorite={false} />
            <BannerCarouselIsland
              id="banners-1"
              slides={SLIDES}
              label="おすすめ特集"
              autoplay={false}
            />
          </main>
        </>
      );
    }
    const shownSlide = (carousel: HTMLElement) =>
      [...carousel.querySelectorAll('[aria-roledescription="slide"]:not([hidden])')].map((slide) =>
        slide.getAttribute('aria-label'),
      );

    it('turns to the next slide once hydrated', async () => {
      serverRender(<TopPage />);
      const carousel = within(document.body).getByRole('region', { name: 'おすすめ特集' });
      const next = within(carousel).getByRole('button', { name: '次へ' });
      fireEvent.click(next);
      expect(shownSlide(carousel)).toEqual(['1 / 2']);

      hydrateIslands(IDENTITY);
      await hydrated();
      fireEvent.click(next);
      expect(shownSlide(carousel)).toEqual(['2 / 2']);
    });

    // useId numbers from the root, and the server's page and the island's own root differ: an
    // island's ids come from its props.
    it('hydrates without a mismatch', async () => {
      serverRender(<TopPage />);
      hydrateIslands(IDENTITY);
      await hydrated();
      noErrorsLogged();
    });
  });

  describe('an island inside another', () => {
    // A section of the page that is an island and has the cart button (itself an island) in it.
    function SetContent({ title }: { title: string }) {
      return (
        <section>
          <h2>{title}</h2>
          <AddToCart productKey="set-1" stock={9} available unit="組" />
        </section>
      );
    }
    const islands = ISLANDS as Record<string, () => Promise<unknown>>;
    const ProductSet = island('productSet' as IslandName, SetContent);
    const addToCart = ISLANDS.addToCart;
    const loadAddToCart = vi.fn(addToCart);
    beforeEach(() => {
      islands.productSet = () => Promise.resolve(ProductSet);
      islands.addToCart = loadAddToCart;
    });
    afterEach(() => {
      delete islands.productSet;
      islands.addToCart = addToCart;
    });

    it('hydrates with the outer one, once', async () => {
      serverRender(<ProductSet title="セット商品" />);
      const outer = document.querySelector<HTMLElement>('[data-island="productSet"]')!;
      expect(findIslands()).toEqual([outer]);

      hydrateIslands(IDENTITY);
      await hydrated();
      fireEvent.click(increaseIn(outer));
      expect(quantityIn(outer)).toHaveValue('2');
      // The inner one came with the outer one's code, not as an island of its own.
      expect(loadAddToCart).not.toHaveBeenCalled();
      noErrorsLogged();
    });
  });
});

describe('the header drawer on an island page', () => {
  it('stays server HTML but gets its keyboard behaviour once the islands hydrate', async () => {
    serverRender(
      <header>
        <a href="/">テストストア</a>
        <MenuDrawer id="site-menu">
          <a href="/product">商品一覧</a>
        </MenuDrawer>
      </header>,
    );
    const details = document.getElementById('site-menu') as HTMLDetailsElement;
    const summary = details.querySelector('summary')!;
    // Before any script the details element opens natively; the script-only close is hidden.
    expect(details.querySelector('[data-drawer-close]')).toHaveAttribute('hidden');
    expect(summary).not.toHaveAttribute('aria-expanded');

    hydrateIslands(IDENTITY);
    await hydrated();
    // The drawer's island loads its own chunk: on a busy machine that takes over waitFor's 1 s.
    await waitFor(() => expect(summary).toHaveAttribute('aria-expanded', 'false'), {
      timeout: 5000,
    });
    // The drawer's own markup was not rendered again in the browser: the same element.
    expect(document.getElementById('site-menu')).toBe(details);

    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    expect(summary).toHaveAttribute('aria-expanded', 'true');
    expect(document.activeElement).toHaveAccessibleName('閉じる');
    fireEvent.keyDown(document.activeElement!, { key: 'Escape' });
    expect(details.open).toBe(false);
    expect(summary).toHaveFocus();
    noErrorsLogged();
  });
});
