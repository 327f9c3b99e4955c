// @vitest-environment jsdom
import '@testing-library/jest-dom/vitest';
import { motoTheme, standardTheme } from '@mise/ui';
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { renderInTheme } from '../../test/in-theme.js';
import type { ThemeDefinition } from './theme.js';
import { NoImage, PageTemplate, SingleItemTemplate } from './templates.js';

const MOTO: ThemeDefinition = {
  name: 'moto',
  channel: 'moto',
  siteName: 'テストモト',
  tokens: motoTheme,
  // The templates render inside a page: no layout of the theme is used here.
  layouts: {} as ThemeDefinition['layouts'],
  templates: {
    page: { variant: 'band', width: 880 },
    singleItem: { columns: [3, 2], titleVariant: 'heavy', density: 'roomy' },
    noImage: { variant: 'solid', shape: 'landscape' },
  },
};

afterEach(cleanup);

describe('templates in a theme', () => {
  it("lay out a page in the theme's look, with the page's title and canonical URL", () => {
    renderInTheme(
      MOTO,
      <PageTemplate title="配送について" description="送料と発送日のご案内です。">
        <p>本文</p>
      </PageTemplate>,
    );
    expect(document.title).toBe('配送について | テストモト');
    expect(document.querySelector('meta[name="description"]')).toHaveAttribute(
      'content',
      '送料と発送日のご案内です。',
    );
    expect(document.querySelector('link[rel="canonical"]')).toHaveAttribute(
      'href',
      'https://shop.example/guide/shipping',
    );
    // The moto look: the title band comes before the trail.
    const title = screen.getByRole('heading', { level: 1, name: '配送について' });
    const trail = screen.getByRole('navigation', { name: 'パンくずリスト' });
    expect(title.compareDocumentPosition(trail) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it("use the components' defaults in a theme without a look of its own", () => {
    renderInTheme(
      { ...MOTO, templates: undefined, tokens: standardTheme },
      <SingleItemTemplate
        title="冬季休業"
        trail={[{ label: 'お知らせ', to: '/news' }]}
        media={<NoImage />}
      >
        <p>休業のご案内</p>
      </SingleItemTemplate>,
    );
    expect(screen.getByRole('heading', { level: 1, name: '冬季休業' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'お知らせ' })).toHaveAttribute('href', '/news');
    expect(screen.getByText('画像はありません')).toBeVisible();
  });
});
