import type { PictureSources } from '@mise/ui';

/** The widths the API draws its pictures at besides their own (its route refuses others). */
export const DRAWN_WIDTHS = [160, 320, 640, 960] as const;

const MODERN = [
  { type: 'image/avif', ext: 'avif' },
  { type: 'image/webp', ext: 'webp' },
] as const;

/** A product picture the API draws: /v1/images/{shop}/products/{key}/{n}.png */
const PRODUCT_PICTURE = /^(\/v1\/images\/[^?#]+\/products\/[^?#]+\/[1-9][0-9]?)\.png$/;
/** A banner the API draws: /v1/banners/{id}/image */
const BANNER_PICTURE = /^\/v1\/banners\/[0-9]+\/image$/;

const withQuery = (url: string, query: string) => `${url}${url.includes('?') ? '&' : '?'}${query}`;

/**
 * Where a picture drawn by the API is found at narrower widths and in AVIF and WebP: the srcset
 * of its <img> and the <source>s of its <picture>. Widths above the picture's own are left out
 * (they would only be blown up), the own width is the last candidate. Other pictures (uploads,
 * external) have no copies: undefined.
 */
export function drawnSources(path: string, width: number): PictureSources | undefined {
  const widths = DRAWN_WIDTHS.filter((candidate) => candidate < width);
  const product = PRODUCT_PICTURE.exec(path);
  if (product) {
    const base = product[1]!;
    const set = (ext: string) =>
      [...widths.map((w) => `${base}.${ext}?w=${w} ${w}w`), `${base}.${ext} ${width}w`].join(', ');
    return {
      srcSet: set('png'),
      sources: MODERN.map(({ type, ext }) => ({ type, srcSet: set(ext) })),
    };
  }
  if (BANNER_PICTURE.test(path)) {
    const set = (format: string) =>
      [
        ...widths.map((w) => `${withQuery(path, `format=${format}&w=${w}`)} ${w}w`),
        `${format === 'png' ? path : withQuery(path, `format=${format}`)} ${width}w`,
      ].join(', ');
    return {
      srcSet: set('png'),
      sources: MODERN.map(({ type, ext }) => ({ type, srcSet: set(ext) })),
    };
  }
  return undefined;
}

/** A small copy of a drawn product picture for a thumbnail shown `size` px wide. */
export function drawnThumb(
  path: string,
  size: number,
): (PictureSources & { src: string }) | undefined {
  const product = PRODUCT_PICTURE.exec(path);
  if (!product) return undefined;
  const base = product[1]!;
  // Twice the size shown, for sharp screens: the smallest drawn width that covers it.
  const w = DRAWN_WIDTHS.find((candidate) => candidate >= size * 2) ?? DRAWN_WIDTHS.at(-1)!;
  return {
    src: `${base}.png?w=${w}`,
    sources: MODERN.map(({ type, ext }) => ({ type, srcSet: `${base}.${ext}?w=${w}` })),
  };
}
