import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it } from 'vitest';
import { standardTheme } from '../tokens/presets.js';
import { ThemeProvider } from '../tokens/ThemeProvider.js';
import { renderUi } from '../test/render.js';
import { Drawer } from './Drawer.js';
import { enhanceDrawer } from './enhance-drawer.js';

function Menu() {
  return (
    <>
      <p>
        <a href="/">ページ本文へ</a>
      </p>
      <Drawer id="site-menu">
        <ul>
          <li>
            <a href="/product">商品一覧</a>
          </li>
          <li>
            <a href="/news">お知らせ</a>
          </li>
        </ul>
      </Drawer>
    </>
  );
}

const toggle = () => screen.getByText('メニュー').closest('summary')!;

const widthOf = (width: number) => {
  Object.defineProperty(window, 'innerWidth', { value: width, configurable: true });
  window.dispatchEvent(new Event('resize'));
};

afterEach(() => {
  document.documentElement.style.overflow = '';
  widthOf(1024);
});

describe('Drawer', () => {
  it('closes and gives the page back when the screen stops being a phone’s (SCREEN-SM 767)', async () => {
    const user = userEvent.setup();
    widthOf(375);
    renderUi(<Menu />);
    const drawer = document.getElementById('site-menu') as HTMLDetailsElement;
    await user.click(toggle());
    await waitFor(() => expect(toggle()).toHaveAttribute('aria-expanded', 'true'));
    // Turned to landscape, still a phone: it stays open.
    widthOf(667);
    expect(drawer.open).toBe(true);
    expect(document.documentElement.style.overflow).toBe('hidden');
    // A tablet's width: the drawer is hidden there, so it closes.
    widthOf(768);
    expect(drawer.open).toBe(false);
    expect(toggle()).toHaveAttribute('aria-expanded', 'false');
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('is a closed details element with a メニュー button pointing at its panel', () => {
    renderUi(<Menu />);
    const button = toggle();
    expect(button).toHaveAttribute('aria-controls', 'site-menu-panel');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('site-menu-panel')).toHaveAttribute('aria-label', 'メニュー');
    expect(document.getElementById('site-menu')).not.toHaveAttribute('open');
  });

  // jsdom does not turn Enter on a summary into a click as browsers do (the phone e2e spec
  // opens it with the keyboard in Chromium).
  it('opens, moves focus in, keeps Tab inside and locks the page', async () => {
    const user = userEvent.setup();
    renderUi(<Menu />);
    const button = toggle();
    await user.click(button);
    await waitFor(() => expect(button).toHaveAttribute('aria-expanded', 'true'));
    const close = screen.getByRole('button', { name: '閉じる' });
    expect(close).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('hidden');

    await user.tab();
    expect(screen.getByRole('link', { name: '商品一覧' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'お知らせ' })).toHaveFocus();
    await user.tab();
    // Round to the button that closes it, never out to the page behind.
    expect(button).toHaveFocus();
    await user.tab({ shift: true });
    expect(screen.getByRole('link', { name: 'お知らせ' })).toHaveFocus();
  });

  it('closes on Escape, gives focus back to its button and lets the page scroll again', async () => {
    const user = userEvent.setup();
    renderUi(<Menu />);
    const button = toggle();
    await user.click(button);
    await waitFor(() => expect(screen.getByRole('button', { name: '閉じる' })).toHaveFocus());
    await user.keyboard('{Escape}');
    expect(document.getElementById('site-menu')).not.toHaveAttribute('open');
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
    expect(document.documentElement.style.overflow).toBe('');
  });

  it('closes with its close button and when a link in it is followed', async () => {
    const user = userEvent.setup();
    renderUi(<Menu />);
    const details = document.getElementById('site-menu') as HTMLDetailsElement;
    await user.click(toggle());
    await user.click(screen.getByRole('button', { name: '閉じる' }));
    expect(details.open).toBe(false);

    await user.click(toggle());
    expect(details.open).toBe(true);
    const link = screen.getByRole('link', { name: '商品一覧' });
    link.addEventListener('click', (event) => event.preventDefault());
    await user.click(link);
    expect(details.open).toBe(false);
  });

  it('works as plain HTML before any script: no close button, enhanced later by id', async () => {
    const html = renderToString(
      <ThemeProvider theme={standardTheme}>
        <Menu />
      </ThemeProvider>,
    );
    const host = document.createElement('div');
    host.innerHTML = html;
    document.body.append(host);
    const details = host.querySelector<HTMLDetailsElement>('#site-menu')!;
    expect(details.tagName).toBe('DETAILS');
    expect(host.querySelector('[data-drawer-close]')).toHaveAttribute('hidden');

    const undo = enhanceDrawer(details);
    // A second enhancer (React's own and an island's) adds nothing.
    const again = enhanceDrawer(details);
    expect(host.querySelector('[data-drawer-close]')).not.toHaveAttribute('hidden');
    details.open = true;
    details.dispatchEvent(new Event('toggle'));
    expect(details.querySelector('summary')).toHaveAttribute('aria-expanded', 'true');
    details.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(details.open).toBe(false);
    again();
    undo();
    host.remove();
  });
});
