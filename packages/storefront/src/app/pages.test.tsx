import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/table.js';
import { DEFAULT_PAGES, missingPages, pageEntry } from './pages.js';

describe('every route has its screen', () => {
  it('has a shared page for every route all themes share (notFound is its loader’s 404)', () => {
    const shared = ROUTES.filter((route) => !route.themes && route.id !== 'notFound');
    expect(shared.filter((route) => !DEFAULT_PAGES[route.id]).map((route) => route.id)).toEqual([]);
  });

  it('names the routes a theme leaves without a page, so such a shop does not start', () => {
    expect(missingPages({ name: 'standard', pages: {} })).toEqual([]);
    // The stylist pages are the motorcycle shop's own: a moto theme must compose the detail.
    expect(missingPages({ name: 'moto', pages: {} })).toEqual(['stylistDetail']);
    expect(() => pageEntry({ pages: {} }, 'stylistDetail')).toThrow('stylistDetail');
  });
});
