import { createHash } from 'node:crypto';
import { renderAsync } from '@resvg/resvg-js';
import sharp from 'sharp';
import { Type } from 'typebox';
import { NOTO_SANS_JP } from './fonts.js';

const FONT_FILES = [NOTO_SANS_JP.regular, NOTO_SANS_JP.bold];

/** Drawn pictures kept, newest last: a shop shows the same few hundred again and again. */
const LIMIT = 1024;
const drawn = new Map<string, Promise<Buffer>>();
/**
 * One drawing at a time: a page of new pictures must not take every core (and every libuv
 * thread) from the API's own requests on a two-core machine.
 */
let queue: Promise<unknown> = Promise.resolve();

// Encoding takes a core; the queue below runs one picture at a time, so libvips need not split it.
sharp.concurrency(1);

export type ImageFormat = 'png' | 'webp' | 'avif';
/** The widths a picture is served at besides its own (srcset candidates). */
export const IMAGE_WIDTHS = [160, 320, 640, 960] as const;
export type ImageWidth = (typeof IMAGE_WIDTHS)[number];

export const IMAGE_TYPES: Record<ImageFormat, string> = {
  png: 'image/png',
  webp: 'image/webp',
  avif: 'image/avif',
};

async function encode(svg: string, format: ImageFormat, width: number | undefined) {
  const lettered = svg.includes('<text');
  const image = await renderAsync(svg, {
    ...(width ? { fitTo: { mode: 'width' as const, value: width } } : {}),
    font: {
      loadSystemFonts: false,
      fontFiles: lettered ? FONT_FILES : [],
      defaultFontFamily: 'Noto Sans JP',
      sansSerifFamily: 'Noto Sans JP',
    },
  });
  const png = image.asPng();
  const pipeline = sharp(png);
  // The studio light's gradients make a lossless PNG five times the flat drawings' size: a
  // 256-colour palette (dithered) keeps the fallback near their weight.
  if (format === 'png') return pipeline.png({ palette: true, quality: 90, effort: 7 }).toBuffer();
  return format === 'webp'
    ? pipeline.webp({ quality: 80, effort: 4 }).toBuffer()
    : pipeline.avif({ quality: 50, effort: 2 }).toBuffer();
}

/**
 * One of the API's SVG drawings as a PNG, WebP or AVIF picture, of its own size or scaled to
 * `width`. A browser draws an SVG picture as a document of its own, its layout and lettering on
 * the page's main thread; a page of them held up a phone for as long as it took to load. The
 * drawing happens off the event loop (in a libuv thread), at most once per drawing, format and
 * width while it stays among the latest kept.
 */
export function toImage(
  svg: string,
  format: ImageFormat = 'png',
  width?: ImageWidth,
): Promise<Buffer> {
  const key = `${createHash('sha256').update(svg).digest('base64url')}:${format}:${width ?? ''}`;
  return kept(key, () => encode(svg, format, width));
}

/** Makes a picture at most once while it stays among the latest kept, one at a time. */
function kept(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  let picture = drawn.get(key);
  if (picture) {
    drawn.delete(key);
  } else {
    picture = queue.then(make, make);
    queue = picture.catch(() => undefined);
    picture.catch(() => drawn.delete(key));
  }
  drawn.set(key, picture);
  if (drawn.size > LIMIT) drawn.delete(drawn.keys().next().value as string);
  return picture;
}

/**
 * A shop's own photo (an imported picture, by the sha256 of its bytes) as the drawn pictures are
 * served: fitted into their square on white, in the format and width asked for.
 */
export function fromPicture(
  hash: string,
  bytes: Buffer,
  size: { width: number; height: number },
  format: ImageFormat = 'png',
  width?: ImageWidth,
): Promise<Buffer> {
  return kept(`picture:${hash}:${format}:${width ?? ''}`, async () => {
    const scale = width ? width / size.width : 1;
    const pipeline = sharp(bytes)
      .rotate()
      .resize(Math.round(size.width * scale), Math.round(size.height * scale), {
        fit: 'contain',
        background: '#ffffff',
      })
      .flatten({ background: '#ffffff' });
    if (format === 'png') return pipeline.png({ palette: true, quality: 90, effort: 7 }).toBuffer();
    return format === 'webp'
      ? pipeline.webp({ quality: 80, effort: 4 }).toBuffer()
      : pipeline.avif({ quality: 50, effort: 2 }).toBuffer();
  });
}

export const toPng = (svg: string) => toImage(svg, 'png');

/** `?w=` of a picture: one of the fixed widths, so a crawler cannot make the API draw any size. */
export const WidthQuery = Type.Object({
  w: Type.Optional(
    Type.Union(
      IMAGE_WIDTHS.map((width) => Type.Literal(String(width))),
      { description: `幅（${IMAGE_WIDTHS.join('、')}のいずれか）` },
    ),
  ),
});
export const widthOf = (w: string | undefined) =>
  w === undefined ? undefined : (Number(w) as ImageWidth);
