// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { loadSanitizer, RichContent, standardTheme, ThemeProvider } from '@mise/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import { createMemoryRouter, Outlet, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { reloadOnChunkError } from '../client.js';
import { RELOAD_GUARD_MS } from './policies.js';
import { useNavigationEffects } from './use-navigation-effects.js';

function Shell() {
  useNavigationEffects();
  const { pathname } = useLocation();
  return (
    <>
      <p data-testid="where">{pathname}</p>
      <Outlet />
    </>
  );
}

function openTab(path = '/news') {
  const router = createMemoryRouter(
    [
      {
        element: <Shell />,
        children: [
          {
            path: '/news',
            element: (
              <RichContent html='<p><a href="/product/p1">新商品</a> <a href="/guide" target="_blank">ガイド</a> <a href="https://maker.example/">メーカー</a></p>' />
            ),
          },
          { path: '/product/:key', element: <p>商品</p> },
          { path: '/guide', element: <p>ガイド</p> },
        ],
      },
    ],
    { initialEntries: [path] },
  );
  render(
    <ThemeProvider theme={standardTheme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return router;
}

let scrollTo: ReturnType<typeof vi.fn>;

function scrollPageTo(top: number) {
  Object.defineProperty(window, 'scrollY', { value: top, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

beforeEach(() => {
  scrollTo = vi.fn();
  window.scrollTo = scrollTo as unknown as typeof window.scrollTo;
});
afterEach(() => {
  cleanup();
  vi.useRealTimers();
  window.sessionStorage.clear();
});

describe('scroll on navigation', () => {
  it('goes to the top on a new page and restores the saved position 500 ms after back', async () => {
    vi.useFakeTimers();
    // jsdom has no scroll restoration of its own; browsers start at 'auto'.
    Object.defineProperty(window.history, 'scrollRestoration', {
      value: 'auto',
      writable: true,
      configurable: true,
    });
    const router = openTab('/news');
    expect(window.history.scrollRestoration).toBe('manual');
    scrollPageTo(840);
    await act(() => router.navigate('/guide'));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0 });
    scrollTo.mockClear();

    await act(() => router.navigate(-1));
    expect(screen.getByTestId('where')).toHaveTextContent('/news');
    act(() => void vi.advanceTimersByTime(499));
    expect(scrollTo).not.toHaveBeenCalled();
    act(() => void vi.advanceTimersByTime(1));
    expect(scrollTo).toHaveBeenCalledWith({ top: 840 });
  });

  it('stays where it is from one product page to another', async () => {
    const router = openTab('/product/p1');
    scrollTo.mockClear();
    await act(() => router.navigate('/product/p2'));
    expect(scrollTo).not.toHaveBeenCalled();
  });
});

describe('links in content', () => {
  // The sanitiser is a chunk of its own; loaded, content renders its links at once.
  beforeAll(async () => {
    await loadSanitizer();
  });

  it('follows an in-shop link in the app, and leaves new-tab and external links to the browser', async () => {
    const router = openTab('/news');
    const external = screen.getByRole('link', { name: 'メーカー' });
    const newTab = screen.getByRole('link', { name: /ガイド/ });
    let leftToBrowser = 0;
    const count = (event: MouseEvent) => {
      if (!event.defaultPrevented) leftToBrowser += 1;
      // jsdom cannot open pages; the browser would.
      event.preventDefault();
    };
    window.addEventListener('click', count);
    act(() => external.click());
    act(() => newTab.click());
    expect(leftToBrowser).toBe(2);
    expect(router.state.location.pathname).toBe('/news');

    act(() => screen.getByRole('link', { name: '新商品' }).click());
    window.removeEventListener('click', count);
    expect(router.state.location.pathname).toBe('/product/p1');
    expect(await screen.findByText('商品')).toBeVisible();
  });
});

describe('a chunk that fails to load', () => {
  it('reloads the page, at most once a minute', () => {
    const target = new EventTarget() as Window & EventTarget;
    const reload = vi.fn();
    Object.assign(target, { sessionStorage: window.sessionStorage, location: { reload } });
    const stop = reloadOnChunkError(target);
    vi.useFakeTimers({ now: 1_000_000 });

    const fail = () => {
      const event = new Event('vite:preloadError', { cancelable: true });
      target.dispatchEvent(event);
      return event.defaultPrevented;
    };
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(1);
    // Within the minute the error goes on to the route's error page instead.
    vi.advanceTimersByTime(RELOAD_GUARD_MS - 1);
    expect(fail()).toBe(false);
    expect(reload).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(fail()).toBe(true);
    expect(reload).toHaveBeenCalledTimes(2);
    stop();
  });
});
