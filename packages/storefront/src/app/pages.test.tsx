import { describe, expect, it } from 'vitest';
import { ROUTES } from '../routes/table.js';
import { PAGE_DATA } from './loaders.js';
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

/** The records a module exports, merged: a registry's pages or a loaders module's loaders. */
async function exported(path: string): Promise<Record<string, unknown>> {
  const module = (await import(/* @vite-ignore */ path).catch(() => ({}))) as Record<
    string,
    unknown
  >;
  return Object.assign({}, ...Object.values(module).filter((value) => typeof value === 'object'));
}

describe('a route is found from its folder', () => {
  it.each(ROUTES.filter((route) => route.folder).map((route) => [route.id, route.folder!]))(
    '%s: its page is in pages/%s/registry.ts and its loader beside it',
    async (id, folder) => {
      const themeComposed = id === 'stylistDetail';
      const pages = await exported(`../pages/${folder}/registry.js`);
      expect(themeComposed || id in pages).toBe(true);
      const top = folder.split('/')[0];
      const loaders = {
        ...(await exported(`../pages/${top}/loaders.js`)),
        ...(await exported(`../pages/${folder}/loaders.js`)),
      };
      expect(id in PAGE_DATA).toBe(id in loaders);
    },
  );
});
