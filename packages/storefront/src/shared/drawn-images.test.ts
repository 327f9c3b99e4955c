import { describe, expect, it } from 'vitest';
import { drawnSources, drawnThumb } from './drawn-images.js';

describe('drawnSources', () => {
  it('lists a product picture at the drawn widths below its own, AVIF and WebP first', () => {
    const sources = drawnSources('/v1/images/standard/products/st-mug-01/2.png', 800)!;
    expect(sources.srcSet).toBe(
      '/v1/images/standard/products/st-mug-01/2.png?w=160 160w, ' +
        '/v1/images/standard/products/st-mug-01/2.png?w=320 320w, ' +
        '/v1/images/standard/products/st-mug-01/2.png?w=640 640w, ' +
        '/v1/images/standard/products/st-mug-01/2.png 800w',
    );
    expect(sources.sources?.map((source) => source.type)).toEqual(['image/avif', 'image/webp']);
    expect(sources.sources?.[1]?.srcSet).toContain('/2.webp?w=320 320w');
    expect(sources.sources?.[0]?.srcSet).toMatch(/\/2\.avif 800w$/);
  });

  it('lists a banner in the formats and widths its image route draws', () => {
    const sources = drawnSources('/v1/banners/12/image', 1200)!;
    expect(sources.srcSet).toBe(
      '/v1/banners/12/image?format=png&w=160 160w, /v1/banners/12/image?format=png&w=320 320w, ' +
        '/v1/banners/12/image?format=png&w=640 640w, /v1/banners/12/image?format=png&w=960 960w, ' +
        '/v1/banners/12/image 1200w',
    );
    expect(sources.sources?.[0]?.srcSet).toContain('/v1/banners/12/image?format=avif&w=640 640w');
    // A 300-pixel sidebar banner is never blown up.
    expect(drawnSources('/v1/banners/3/image', 300)?.srcSet).toBe(
      '/v1/banners/3/image?format=png&w=160 160w, /v1/banners/3/image 300w',
    );
  });

  it('leaves pictures the API does not draw alone', () => {
    expect(drawnSources('https://cdn.example.jp/a.jpg', 800)).toBeUndefined();
    expect(drawnSources('/v1/images/standard/brands/mise.svg', 400)).toBeUndefined();
  });
});

describe('drawnThumb', () => {
  it('takes the smallest drawn width that stays sharp at twice the size shown', () => {
    expect(drawnThumb('/v1/images/moto/products/mt-helmet-01/1.png', 64)).toEqual({
      src: '/v1/images/moto/products/mt-helmet-01/1.png?w=160',
      sources: [
        { type: 'image/avif', srcSet: '/v1/images/moto/products/mt-helmet-01/1.avif?w=160' },
        { type: 'image/webp', srcSet: '/v1/images/moto/products/mt-helmet-01/1.webp?w=160' },
      ],
    });
    expect(drawnThumb('/files/a.png', 64)).toBeUndefined();
  });
});
