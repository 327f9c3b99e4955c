// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { startTestServer } from '@mise/api/testing';
import type { RunningTestApp } from '@mise/api/testing';
import { createMemoryCookies, createStorefrontState } from '@mise/store';
import { AppNavigationContext, motoTheme, standardTheme, ThemeProvider } from '@mise/ui';
import { cleanup, configure, render, screen, within } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Provider } from 'react-redux';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { prepareWindow } from '../../test/shop.js';
import { HeaderSearch } from './HeaderSearch.js';
import { RECENT_SEARCHES_KEY } from './recent.js';

// Suggestions come from the real API; on a busy two-core machine that can take seconds.
configure({ asyncUtilTimeout: 30_000 });

let api: RunningTestApp;

beforeAll(async () => {
  api = await startTestServer();
  prepareWindow();
});
afterAll(() => api.close());
afterEach(() => {
  cleanup();
  window.localStorage.clear();
});

function renderSearch(channel = 'standard') {
  const { store } = createStorefrontState({
    api: { baseURL: api.baseURL, channel, events: { log: () => undefined } },
    cookies: createMemoryCookies(),
    navigate: () => undefined,
  });
  const visited: string[] = [];
  const tree = (
    <Provider store={store}>
      <ThemeProvider theme={channel === 'moto' ? motoTheme : standardTheme}>
        <AppNavigationContext.Provider value={(path) => visited.push(path)}>
          <HeaderSearch tone="dark" frameWidth={1160} />
        </AppNavigationContext.Provider>
      </ThemeProvider>
    </Provider>
  );
  return { tree, visited, user: userEvent.setup({ delay: null }) };
}

const field = () => screen.getByRole('combobox', { name: 'キーワードで商品を探す' });
const listbox = () => screen.getByRole('listbox', { name: '検索候補' });
const group = (name: string) => within(listbox()).getByRole('group', { name });

describe('header search', () => {
  it('is a plain GET form to the product list before any script runs', () => {
    const { tree } = renderSearch();
    document.body.innerHTML = renderToString(tree);
    const form = screen.getByRole('search', { name: '商品検索' });
    expect(form).toHaveAttribute('method', 'get');
    expect(form).toHaveAttribute('action', '/product');
    expect(field()).toHaveAttribute('name', 'keyword');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByRole('button', { name: '検索' })).toHaveAttribute('type', 'submit');
    document.body.innerHTML = '';
  });

  it('suggests matching categories and products as the shopper types', async () => {
    const { tree, user } = renderSearch();
    render(tree);
    await user.type(field(), 'マグ');
    const products = await screen.findByRole('group', { name: '商品' });
    expect(field()).toHaveAttribute('aria-expanded', 'true');
    expect(within(group('カテゴリ')).getByRole('option', { name: 'マグカップ' })).toBeVisible();
    const names = within(products)
      .getAllByRole('option')
      .map((option) => option.textContent ?? '');
    // The first products the list itself finds for the word (names, categories, codes).
    const listed = (await (
      await fetch(`${api.baseURL}/v1/products?keyword=${encodeURIComponent('マグ')}&per=5`, {
        headers: { 'x-channel': 'standard' },
      })
    ).json()) as { data: { name: string }[] };
    expect(listed.data.length).toBeGreaterThan(0);
    expect(names).toEqual(listed.data.map((product) => product.name));
  });

  it('moves through the suggestions with the arrow keys, opens one with Enter and closes with Escape', async () => {
    const { tree, user, visited } = renderSearch();
    render(tree);
    await user.type(field(), 'マグ');
    await screen.findByRole('group', { name: '商品' });
    const options = within(listbox()).getAllByRole('option');

    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[0]!.id);
    expect(options[0]).toHaveAttribute('aria-selected', 'true');
    await user.keyboard('{ArrowDown}');
    expect(field()).toHaveAttribute('aria-activedescendant', options[1]!.id);
    await user.keyboard('{ArrowUp}{ArrowUp}');
    // Up from the first wraps to the last.
    expect(field()).toHaveAttribute('aria-activedescendant', options.at(-1)!.id);

    await user.keyboard('{Escape}');
    expect(field()).toHaveAttribute('aria-expanded', 'false');
    expect(field()).not.toHaveAttribute('aria-activedescendant');
    expect(field()).toHaveValue('マグ');
    await user.keyboard('{Escape}');
    expect(field()).toHaveValue('');

    await user.type(field(), 'マグ');
    await screen.findByRole('group', { name: '商品' });
    await user.keyboard('{ArrowDown}{Enter}');
    expect(visited).toHaveLength(1);
    expect(visited[0]).toMatch(/^\/product\?category=\d+$/);
  });

  it('searches the typed word with Enter and offers it again as a recent search', async () => {
    const { tree, user, visited } = renderSearch('moto');
    render(tree);
    await user.type(field(), 'ヘルメット{Enter}');
    expect(visited).toEqual([`/product?keyword=${encodeURIComponent('ヘルメット')}`]);
    expect(JSON.parse(window.localStorage.getItem(RECENT_SEARCHES_KEY)!)).toEqual(['ヘルメット']);

    await user.clear(field());
    await user.click(document.body);
    await user.click(field());
    expect(within(group('最近の検索')).getByRole('option', { name: 'ヘルメット' })).toBeVisible();
    await user.click(within(group('最近の検索')).getByRole('option', { name: 'ヘルメット' }));
    expect(visited.at(-1)).toBe(`/product?keyword=${encodeURIComponent('ヘルメット')}`);
    expect(field()).toHaveValue('ヘルメット');
  });

  it('opens a suggested product’s page when it is clicked', async () => {
    const { tree, user, visited } = renderSearch('moto');
    render(tree);
    await user.type(field(), 'グローブ');
    const products = await screen.findByRole('group', { name: '商品' });
    await user.click(within(products).getAllByRole('option')[0]!);
    expect(visited).toHaveLength(1);
    expect(visited[0]).toMatch(/^\/product\/mt-\d+-\d+$/);
    expect(field()).toHaveAttribute('aria-expanded', 'false');
  });
});
