import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import { NOTO_SANS_JP } from './fonts.js';

const FONT_FILES = [NOTO_SANS_JP.regular, NOTO_SANS_JP.bold];

/** Drawn pictures kept, newest last: a shop shows the same few hundred again and again. */
const LIMIT = 512;
const drawn = new Map<string, Promise<Buffer>>();
/**
 * One drawing at a time: a page of new pictures must not take every core (and every libuv
 * thread) from the API's own requests on a two-core machine.
 */
let queue: Promise<unknown> = Promise.resolve();

/**
 * One of the API's SVG drawings as a PNG of its own size. A browser draws an SVG picture as a
 * document of its own, its layout and lettering on the page's main thread; a page of them held
 * up a phone for as long as it took to load. The drawing happens off the event loop (in a libuv
 * thread), at most once per drawing while it stays among the latest kept.
 */
export function toPng(svg: string): Promise<Buffer> {
  const key = createHash('sha256').update(svg).digest('base64url');
  let png = drawn.get(key);
  if (png) {
    drawn.delete(key);
  } else {
    const lettered = svg.includes('<text');
    const draw = () =>
      renderAsync(svg, {
        font: {
          loadSystemFonts: false,
          fontFiles: lettered ? FONT_FILES : [],
          defaultFontFamily: 'Noto Sans JP',
          sansSerifFamily: 'Noto Sans JP',
        },
      }).then((image) => image.asPng());
    png = queue.then(draw, draw);
    queue = png.catch(() => undefined);
    png.catch(() => drawn.delete(key));
  }
  drawn.set(key, png);
  if (drawn.size > LIMIT) drawn.delete(drawn.keys().next().value as string);
  return png;
}
