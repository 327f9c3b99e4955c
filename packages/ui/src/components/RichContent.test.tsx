import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { Route, Routes } from 'react-router-dom';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { standardTheme } from '../tokens/presets.js';
import { ThemeProvider } from '../tokens/ThemeProvider.js';
import { renderUi } from '../test/render.js';
import { loadSanitizer, RichContent, sanitizeHtml } from './RichContent.js';

const hostile = [
  '<p>セール開催中</p>',
  '<img src="x" alt="バナー" onerror="alert(1)">',
  '<script>alert(2)</script>',
  '<a href="javascript:alert(3)" onclick="alert(4)">詳しく</a>',
  '<div onmouseover="alert(5)"><style>body{display:none}</style>本文</div>',
].join('');

describe('RichContent', () => {
  // DOMPurify is a chunk of its own; once loaded, content renders sanitised at once.
  beforeAll(async () => {
    expect(await loadSanitizer()).toBe(true);
  });

  it('strips onerror= and every other on* attribute, <script>, <style> and javascript: URLs', () => {
    const { container } = renderUi(<RichContent html={hostile} />);
    expect(screen.getByText('セール開催中')).toBeInTheDocument();
    expect(screen.getByRole('img', { name: 'バナー' })).not.toHaveAttribute('onerror');
    expect(container.querySelector('script')).toBeNull();
    expect(container.querySelector('style')).toBeNull();
    const withHandlers = Array.from(container.querySelectorAll('*')).filter((element) =>
      element.getAttributeNames().some((name) => name.startsWith('on')),
    );
    expect(withHandlers).toEqual([]);
    expect(screen.getByText('詳しく')).not.toHaveAttribute('href');
    expect(container.innerHTML).not.toMatch(/alert|onerror|javascript:/);
  });

  it('marks only in-app links without a target as data-internal', () => {
    renderUi(
      <RichContent
        html={[
          '<a href="/news/1">お知らせ</a>',
          '<a href="/guide" target="_blank">ガイド</a>',
          '<a href="https://example.jp/">外部サイト</a>',
          '<a href="//example.jp/">別ホスト</a>',
          '<a href="https://example.jp/" data-internal>なりすまし</a>',
        ].join('')}
      />,
    );
    expect(screen.getByRole('link', { name: 'お知らせ' })).toHaveAttribute('data-internal');
    const guide = screen.getByRole('link', { name: 'ガイド' });
    expect(guide).not.toHaveAttribute('data-internal');
    expect(guide).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByRole('link', { name: '外部サイト' })).not.toHaveAttribute('data-internal');
    expect(screen.getByRole('link', { name: '別ホスト' })).not.toHaveAttribute('data-internal');
    expect(screen.getByRole('link', { name: 'なりすまし' })).not.toHaveAttribute('data-internal');
  });

  it('hands in-app link clicks to onInternalLinkClick instead of loading a page', async () => {
    const user = userEvent.setup();
    const onInternalLinkClick = vi.fn();
    renderUi(
      <RichContent
        html='<p><a href="/product/arita-mug-01"><strong>マグカップ</strong></a> <a href="https://example.jp/">外部</a></p>'
        onInternalLinkClick={onInternalLinkClick}
      />,
    );
    await user.click(screen.getByText('マグカップ'));
    expect(onInternalLinkClick).toHaveBeenCalledWith('/product/arita-mug-01');
    onInternalLinkClick.mockClear();
    screen
      .getByRole('link', { name: '外部' })
      .addEventListener('click', (event) => event.preventDefault());
    await user.click(screen.getByRole('link', { name: '外部' }));
    expect(onInternalLinkClick).not.toHaveBeenCalled();
  });

  it("navigates with the app's router by default", async () => {
    const user = userEvent.setup();
    renderUi(
      <Routes>
        <Route path="/" element={<RichContent html='<a href="/faq">よくあるご質問</a>' />} />
        <Route path="/faq" element={<p>FAQ ページ</p>} />
      </Routes>,
    );
    await user.click(screen.getByRole('link', { name: 'よくあるご質問' }));
    expect(screen.getByText('FAQ ページ')).toBeInTheDocument();
  });

  it('renders text only, never markup, on the server', () => {
    const html = renderToString(
      <ThemeProvider theme={standardTheme}>
        <RichContent html={hostile} />
      </ThemeProvider>,
    );
    expect(html).toContain('セール開催中');
    expect(html).not.toMatch(/<script|<img|onerror=|<a /);
  });

  it('offers the sanitiser on its own', () => {
    expect(sanitizeHtml('<b onclick="x()">太字</b><script>x()</script>')).toBe('<b>太字</b>');
  });
});
