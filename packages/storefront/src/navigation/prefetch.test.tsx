// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { lazyPage, preloadEntry, StorefrontContext } from '../kit/index.js';
import type { PageProps, StorefrontContextValue, ThemeDefinition } from '../kit/index.js';
import { prefetchablePath, routeIdsFor, usePrefetchOnIntent } from './prefetch.js';

const MypagePage: ComponentType<PageProps> = () => <h1>マイページ</h1>;
const CartPage: ComponentType<PageProps> = () => <h1>ショッピングカート</h1>;
/** The theme's own pages only (the app passes its page table's, shared pages included). */
const preloadThemePage = (theme: ThemeDefinition, routeId: string) =>
  preloadEntry(theme.pages?.[routeId]);

function setup() {
  const loadMypage = vi.fn(() => Promise.resolve(MypagePage));
  const loadCart = vi.fn(() => Promise.resolve(CartPage));
  const theme = {
    name: 'standard',
    pages: { mypage: lazyPage(loadMypage), cart: lazyPage(loadCart) },
  } as unknown as ThemeDefinition;
  function Links() {
    usePrefetchOnIntent(preloadThemePage);
    return (
      <nav>
        <a href="/mypage">マイページ</a>
        <a href="/cart">カート</a>
        <a href="/mypage" target="_blank">
          別タブ
        </a>
        <a href="https://example.com/mypage">外部</a>
      </nav>
    );
  }
  render(
    <StorefrontContext.Provider value={{ theme } as StorefrontContextValue}>
      <Links />
    </StorefrontContext.Provider>,
  );
  return { loadMypage, loadCart };
}

function setConnection(connection: { saveData?: boolean; effectiveType?: string } | undefined) {
  Object.defineProperty(navigator, 'connection', { value: connection, configurable: true });
}

afterEach(() => {
  cleanup();
  setConnection(undefined);
});

describe('prefetching the page behind a link', () => {
  it('loads the page chunk once when a shopper points at or focuses an in-shop link', () => {
    const { loadMypage, loadCart } = setup();
    fireEvent.pointerOver(screen.getByText('マイページ'));
    fireEvent.pointerOver(screen.getByText('マイページ'));
    expect(loadMypage).toHaveBeenCalledTimes(1);
    expect(loadCart).not.toHaveBeenCalled();
    fireEvent.focusIn(screen.getByText('カート'));
    expect(loadCart).toHaveBeenCalledTimes(1);
  });

  it('leaves links to other sites and new tabs alone', () => {
    const { loadMypage } = setup();
    fireEvent.pointerOver(screen.getByText('別タブ'));
    fireEvent.pointerOver(screen.getByText('外部'));
    expect(loadMypage).not.toHaveBeenCalled();
  });

  it('prefetches nothing on save-data or 2g connections', () => {
    const { loadMypage, loadCart } = setup();
    setConnection({ effectiveType: '4g', saveData: true });
    fireEvent.pointerOver(screen.getByText('マイページ'));
    setConnection({ effectiveType: 'slow-2g' });
    fireEvent.touchStart(screen.getByText('カート'));
    expect(loadMypage).not.toHaveBeenCalled();
    expect(loadCart).not.toHaveBeenCalled();
    setConnection({ effectiveType: '4g' });
    fireEvent.pointerOver(screen.getByText('マイページ'));
    expect(loadMypage).toHaveBeenCalledTimes(1);
  });
});

describe('prefetch targets', () => {
  it('maps a path to the routes that render it', () => {
    expect(routeIdsFor({ name: 'standard' }, '/product/abc')).toEqual(['productDetail']);
    expect(routeIdsFor({ name: 'standard' }, '/mypage')).toEqual(['mypage']);
  });

  it('takes same-origin paths only', () => {
    const anchor = (href: string) => Object.assign(document.createElement('a'), { href });
    const origin = window.location.origin;
    expect(prefetchablePath(anchor('/cart?x=1'), origin)).toBe('/cart');
    expect(prefetchablePath(anchor(`${origin}/mypage`), origin)).toBe('/mypage');
    expect(prefetchablePath(anchor('mailto:shop@example.jp'), origin)).toBeNull();
    expect(prefetchablePath(anchor('//cdn.example.com/a'), origin)).toBeNull();
  });
});
