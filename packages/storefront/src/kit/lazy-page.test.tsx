// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { standardTheme, ThemeProvider } from '@mise/ui';
import { act, cleanup, render, screen } from '@testing-library/react';
import type { ComponentType } from 'react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteDef } from '../routes/table.js';
import type { PageProps } from './lazy-page.js';
import { isLazyPage, lazyPage, preloadEntry, renderPage } from './lazy-page.js';

const route: RouteDef = {
  id: 'mypage',
  path: '/mypage',
  access: 'login',
  sharing: 'personal',
  title: 'マイページ',
};
const MypagePage: ComponentType<PageProps> = ({ route: r }) => <h1>{r.title}</h1>;

afterEach(cleanup);

describe('lazy pages', () => {
  it('loads the chunk once, however often it is asked for', async () => {
    const load = vi.fn(() => Promise.resolve(MypagePage));
    const page = lazyPage(load);
    expect(isLazyPage(page)).toBe(true);
    expect(isLazyPage(MypagePage)).toBe(false);
    await Promise.all([preloadEntry(page), preloadEntry(page), page.load()]);
    expect(load).toHaveBeenCalledTimes(1);
    expect(page.loaded).toBe(MypagePage);
  });

  it('tries again after a failed load (a deploy replaced the chunk, the network dropped)', async () => {
    const load = vi
      .fn<() => Promise<ComponentType<PageProps>>>()
      .mockRejectedValueOnce(new Error('Failed to fetch dynamically imported module'))
      .mockResolvedValueOnce(MypagePage);
    const page = lazyPage(load);
    await expect(page.load()).rejects.toThrow('dynamically imported');
    await expect(page.load()).resolves.toBe(MypagePage);
  });

  it('renders a loaded page at once, as the server did (no spinner, nothing to mismatch)', async () => {
    const page = lazyPage(() => Promise.resolve(MypagePage));
    await preloadEntry(page);
    expect(renderToString(renderPage(page, { route }))).toBe('<h1>マイページ</h1>');
  });

  it('shows a spinner until a page that was not preloaded arrives', async () => {
    let resolve: (page: ComponentType<PageProps>) => void = () => undefined;
    const page = lazyPage(() => new Promise((r) => (resolve = r)));
    render(<ThemeProvider theme={standardTheme}>{renderPage(page, { route })}</ThemeProvider>);
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.getByRole('status')).toBeInTheDocument();
    await act(async () => resolve(MypagePage));
    expect(await screen.findByRole('heading', { name: 'マイページ' })).toBeInTheDocument();
  });
});
