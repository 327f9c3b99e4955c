// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { standardTheme, ThemeProvider } from '@mise/ui';
import { cleanup, render, screen, waitFor } from '@testing-library/react';
import { userEvent } from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { storeBackTarget } from './policies.js';
import { RouterNavigation } from './RouterNavigation.js';
import { LoginLink } from './LoginLink.js';
import { BackLink } from './use-back.js';

function Where() {
  const { pathname, search } = useLocation();
  return <p data-testid="where">{`${pathname}${search}`}</p>;
}

/** A tab that has visited `entries` in order, on the last one. */
function openTab(entries: string[]) {
  const page = (children?: React.ReactNode) => (
    <RouterNavigation>
      <Where />
      {children}
    </RouterNavigation>
  );
  const router = createMemoryRouter(
    [
      { path: '/', element: page() },
      { path: '/news', element: page() },
      { path: '/login', element: page() },
      { path: '/product/:key', element: page(<LoginLink />) },
      { path: '/mypage', element: page() },
      {
        path: '/mypage/password',
        element: page(<BackLink to="/mypage/">マイページに戻る</BackLink>),
      },
      { path: '/contact/confirm', element: page(<BackLink />) },
    ],
    { initialEntries: entries, initialIndex: entries.length - 1 },
  );
  render(
    <ThemeProvider theme={standardTheme}>
      <RouterProvider router={router} />
    </ThemeProvider>,
  );
  return { router, user: userEvent.setup() };
}

const where = () => screen.getByTestId('where').textContent;

afterEach(() => {
  cleanup();
  window.sessionStorage.clear();
});

describe('back navigation', () => {
  it('goes to the stored target first, once', async () => {
    storeBackTarget(window.sessionStorage, '/product/p1?color=red');
    const { user } = openTab(['/news', '/mypage/password']);
    await user.click(screen.getByRole('link', { name: 'マイページに戻る' }));
    await waitFor(() => expect(where()).toBe('/product/p1?color=red'));
    expect(window.sessionStorage.length).toBe(0);
  });

  it("else to the page's back URL, which the link also points at without script", async () => {
    const { user } = openTab(['/news', '/mypage/password']);
    const link = screen.getByRole('link', { name: 'マイページに戻る' });
    expect(link).toHaveAttribute('href', '/mypage/');
    await user.click(link);
    await waitFor(() => expect(where()).toBe('/mypage/'));
  });

  it('else back in the browser history', async () => {
    const { user, router } = openTab(['/']);
    await router.navigate('/news');
    await router.navigate('/contact/confirm');
    await user.click(await screen.findByRole('link', { name: '戻る' }));
    await waitFor(() => expect(where()).toBe('/news'));
  });

  it('goes to the top page from a tab opened on the page itself', async () => {
    const { user } = openTab(['/contact/confirm']);
    await user.click(screen.getByRole('link', { name: '戻る' }));
    await waitFor(() => expect(where()).toBe('/'));
  });

  it('ignores a stored target outside the shop', async () => {
    window.sessionStorage.setItem('mise:back-target', '//evil.example/');
    const { user } = openTab(['/news', '/mypage/password']);
    await user.click(screen.getByRole('link', { name: 'マイページに戻る' }));
    await waitFor(() => expect(where()).toBe('/mypage/'));
  });

  it('a login link remembers the page, so the login brings the member back to it', async () => {
    const { user } = openTab(['/product/p1?color=red']);
    // The browser's address, which a BrowserRouter keeps in step with the page.
    window.history.replaceState(null, '', '/product/p1?color=red');
    await user.click(screen.getByRole('link', { name: 'ログイン' }));
    await waitFor(() => expect(where()).toBe('/login/'));
    expect(window.sessionStorage.getItem('mise:back-target')).toBe('/product/p1?color=red');
  });
});
