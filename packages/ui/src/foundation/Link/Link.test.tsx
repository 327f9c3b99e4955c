import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { renderUi } from '../../test/render.js';
import { isAppPath, Link } from './Link.js';

function Pages() {
  return (
    <Routes>
      <Route path="/" element={<p>トップページ</p>} />
      <Route path="/cart" element={<p>ショッピングカート</p>} />
    </Routes>
  );
}

describe('Link', () => {
  it('opens a shop path through the router', async () => {
    renderUi(
      <>
        <Link href="/cart">カートを見る</Link>
        <Pages />
      </>,
    );
    const link = screen.getByRole('link', { name: 'カートを見る' });
    expect(link).toHaveAttribute('href', '/cart');
    expect(screen.getByText('トップページ')).toBeInTheDocument();
    await userEvent.click(link);
    expect(screen.getByText('ショッピングカート')).toBeInTheDocument();
  });

  it('is reached with Tab and followed with Enter, also when it looks like a button', async () => {
    const user = userEvent.setup();
    renderUi(
      <>
        <Link href="/" variant="secondary">
          トップへ
        </Link>
        <Link href="/cart" variant="primary" size="lg">
          レジに進む
        </Link>
        <Pages />
      </>,
    );
    await user.tab();
    expect(screen.getByRole('link', { name: 'トップへ' })).toHaveFocus();
    await user.tab();
    expect(screen.getByRole('link', { name: 'レジに進む' })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(screen.getByText('ショッピングカート')).toBeInTheDocument();
  });

  it('is a plain anchor for other sites, without rel unless it opens a new tab', () => {
    renderUi(<Link href="https://example.com/guide">ご利用ガイド</Link>);
    const link = screen.getByRole('link', { name: 'ご利用ガイド' });
    expect(link).toHaveAttribute('href', 'https://example.com/guide');
    expect(link).not.toHaveAttribute('rel');
  });

  it('opens a new tab with noopener noreferrer and says so to screen readers', () => {
    renderUi(
      <Link href="https://example.com/guide" target="_blank" rel="external">
        ご利用ガイド
      </Link>,
    );
    const link = screen.getByRole('link', { name: 'ご利用ガイド（新しいタブで開きます）' });
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'external noopener noreferrer');
  });

  it('leaves a shop path with a target to the browser', async () => {
    renderUi(
      <>
        <Link href="/cart" target="_blank">
          別タブでカートを見る
        </Link>
        <Pages />
      </>,
    );
    const link = screen.getByRole('link', { name: '別タブでカートを見る（新しいタブで開きます）' });
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(link).toHaveAttribute('href', '/cart');
  });

  it('treats only single-slash paths as the shop’s', () => {
    expect(isAppPath('/product/abc')).toBe(true);
    expect(isAppPath('//cdn.example.com/a.png')).toBe(false);
    expect(isAppPath('https://example.com/')).toBe(false);
    expect(isAppPath('#top')).toBe(false);
    expect(isAppPath('mailto:info@example.com')).toBe(false);
  });
});
