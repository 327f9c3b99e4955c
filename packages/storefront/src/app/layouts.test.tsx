// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { motoTheme } from '@mise/ui';
import { cleanup, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInTheme } from '../../test/in-theme.js';
import type { LayoutProps, ThemeDefinition } from '../kit/index.js';
import { createLayouts } from './layouts.js';

const FRAME = { width: 1000, narrowWidth: 500, padding: 6 };
const Own = ({ children }: LayoutProps) => <div data-testid="own">{children}</div>;
const layouts = createLayouts({
  frame: FRAME,
  Header: () => <header>ヘッダー</header>,
  Footer: () => <footer>フッター</footer>,
  brandBar: { Bar: ({ children }) => <header>{children}</header> },
  sample: Own,
  maintenance: {
    Page: ({ children }) => <div>{children}</div>,
    Name: ({ children }) => <p>{children}</p>,
    Board: ({ children }) => <main>{children}</main>,
  },
});

const MOTO: ThemeDefinition = {
  name: 'moto',
  channel: 'moto',
  siteName: 'テストモト',
  tokens: motoTheme,
  layouts,
  templates: {
    page: { variant: 'band', width: 880 },
    singleItem: { columns: [3, 2], titleVariant: 'heavy', density: 'roomy' },
    noImage: { variant: 'solid', shape: 'landscape' },
  },
};

afterEach(cleanup);

describe('createLayouts', () => {
  it('frames the default layout with the header and footer, and keeps the theme’s own', () => {
    renderInTheme(
      MOTO,
      <layouts.default
        route={{ id: 'top', path: '/', access: 'public', sharing: 'shared', title: 'トップ' }}
      >
        <p>中身</p>
      </layouts.default>,
    );
    expect(screen.getByRole('banner')).toHaveTextContent('ヘッダー');
    expect(within(screen.getByRole('main')).getByText('中身')).toBeVisible();
    expect(screen.getByRole('contentinfo')).toHaveTextContent('フッター');
    expect(layouts.sample).toBe(Own);
  });

  it('heads the simple layout with the brand bar alone: no menu, no footer', () => {
    renderInTheme(
      MOTO,
      <layouts.simple
        route={{ id: 'top', path: '/', access: 'public', sharing: 'shared', title: 'トップ' }}
      >
        <p>中身</p>
      </layouts.simple>,
    );
    const banner = screen.getByRole('banner');
    expect(within(banner).getByRole('link', { name: 'テストモト' })).toHaveAttribute('href', '/');
    expect(within(screen.getByRole('main')).getByText('中身')).toBeVisible();
    expect(screen.queryByText('ヘッダー')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });

  it('names the shop over the maintenance notice, with no way elsewhere', () => {
    renderInTheme(
      MOTO,
      <layouts.maintenance
        route={{ id: 'maintenance', path: '*', access: 'public', sharing: 'personal', title: '' }}
      >
        <p>ただいまメンテナンス中です。</p>
      </layouts.maintenance>,
    );
    expect(screen.getByText('テストモト')).toBeVisible();
    expect(screen.getByRole('main')).toHaveTextContent('ただいまメンテナンス中です。');
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('shows an unknown shop only the narrow column, no header or footer', () => {
    renderInTheme(
      MOTO,
      <layouts.invalidChannel
        route={{ id: 'notFound', path: '*', access: 'public', sharing: 'shared', title: '' }}
      >
        <p>404</p>
      </layouts.invalidChannel>,
    );
    expect(screen.getByRole('main')).toHaveTextContent('404');
    expect(screen.queryByRole('banner')).toBeNull();
    expect(screen.queryByRole('contentinfo')).toBeNull();
  });
});
