import type { ArtColors } from '../db/schema.js';
import { KINDS } from './illustrations.js';
import type { KindName } from './illustrations.js';
import { LIGHTING, figure, shade, shadow, tint } from './product-images.js';

/**
 * Images the API draws itself (banners, catalogue covers and pages) as SVG, so the demo shops
 * show real pictures without any external image host.
 */
export type Artwork = {
  width: number;
  height: number;
  colors: ArtColors;
  title: string;
  subtitle?: string;
  /** Small text in a corner: the shop name, a page number. */
  caption?: string;
  /**
   * A composed scene instead of centred lettering: these products illustrated beside the title,
   * on shapes in the accent colour.
   */
  scene?: { kinds: KindName[] };
};

/** What a shop's banners show, by shop; other shops get everyday goods. */
export const SCENE_KINDS: Record<string, KindName[]> = {
  standard: ['shirt', 'tote', 'mug', 'skirt', 'cap', 'bowl', 'knit', 'wallet'],
  business: ['carton', 'paper', 'pen', 'binder', 'tape', 'bottle', 'parcel', 'glove'],
  moto: ['helmet', 'jacket', 'glove', 'tyre', 'boot', 'muffler', 'brake', 'mirror'],
};
const DEFAULT_SCENE: KindName[] = ['tote', 'mug', 'parcel', 'bottle'];

/** Three kinds of a shop's list, a different three for each banner. */
export function sceneKinds(channelId: string, seed: number): KindName[] {
  const list = SCENE_KINDS[channelId] ?? DEFAULT_SCENE;
  return [0, 3, 5].map((step) => list[(seed + step) % list.length]!);
}

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

/** A colour from stored data, or a neutral one: the value lands in an attribute. */
const colour = (value: string, fallback: string) =>
  /^#[0-9a-fA-F]{3,8}$/.test(value) ? value : fallback;

/** Splits a title into lines of at most `max` characters (Japanese has no spaces to wrap at). */
function lines(text: string, max: number): string[] {
  const result: string[] = [];
  for (const paragraph of text.split('\n')) {
    const chars = [...paragraph];
    for (let i = 0; i < chars.length; i += max) result.push(chars.slice(i, i + max).join(''));
  }
  return result.slice(0, 4);
}

export function renderArtwork(art: Artwork): string {
  return art.scene ? renderScene(art, art.scene.kinds) : renderPlain(art);
}

const FONT = `font-family="'Noto Sans CJK JP','Hiragino Sans','Yu Gothic',sans-serif"`;

/**
 * A banner as a shop photographer's set would be: the title large on the left, the products on
 * round plinths of the accent colour on the right (above the title when the banner is narrow).
 */
/** Lines at most `em` wide: Japanese characters take a full em, Latin letters and digits about half. */
function wrap(text: string, em: number): string[] {
  const result: string[] = [];
  let line = '';
  let used = 0;
  for (const char of text) {
    const w = /[\x20-\x7e]/.test(char) ? 0.58 : 1;
    if (used + w > em && line) {
      result.push(line);
      line = '';
      used = 0;
    }
    line += char;
    used += w;
  }
  if (line) result.push(line);
  return result.slice(0, 2);
}

function renderScene(art: Artwork, kinds: KindName[]): string {
  const { width, height } = art;
  const background = hex6(art.colors.background, '#f4f1ea');
  const foreground = colour(art.colors.foreground, '#222222');
  const accent = hex6(art.colors.accent, '#c8553d');
  const wide = width / height >= 1.6;
  // The products' area: the right half of a wide banner, the top half of a narrow one.
  const stage = wide
    ? { x: width * 0.5, y: 0, w: width * 0.5, h: height }
    : { x: 0, y: 0, w: width, h: height * 0.55 };
  const size = Math.min(stage.w / 2, stage.h * 0.9);
  const colours = [accent, shade(accent, 0.45), tint(accent, 0.45)];
  const floor = stage.y + stage.h * (wide ? 0.86 : 0.94);
  // Drawn left, right, then the larger middle one in front of both.
  const products = [0, 2, 1]
    .filter((i) => kinds[i])
    .map((i) => {
      const scale = (i === 1 ? 1 : 0.72) * (size / 100);
      const cx = stage.x + stage.w * [0.28, 0.54, 0.8][i]!;
      const bottom = floor + (i === 1 ? size * 0.04 : 0);
      return `<g transform="translate(${(cx - 50 * scale).toFixed(1)} ${(bottom - 88 * scale).toFixed(1)}) scale(${scale.toFixed(3)})">${shadow(50, 86, 32)}<g transform="translate(12 10) scale(0.76)">${figure(KINDS[kinds[i]!], colours[i]!)}</g></g>`;
    });

  const text = wide
    ? { x: width * 0.07, top: 0, bottom: height, w: width * 0.42, anchor: 'start' }
    : {
        x: width / 2,
        top: height * 0.55,
        bottom: height * 0.95,
        w: width * 0.88,
        anchor: 'middle',
      };
  const titleSize = Math.round(Math.min(text.w / 7.5, height / (wide ? 7.5 : 10)));
  const titleLines = wrap(art.title, text.w / titleSize);
  const subtitleSize = Math.round(titleSize * 0.5);
  const subtitleLines = art.subtitle ? wrap(art.subtitle, text.w / subtitleSize) : [];
  // A call to action as shops print it: a pill in the accent colour (wide banners have room).
  const pill = wide && height >= 300 ? { w: subtitleSize * 7, h: subtitleSize * 2 } : null;
  const block =
    titleLines.length * titleSize * 1.2 +
    subtitleLines.length * subtitleSize * 1.4 +
    (pill ? pill.h + subtitleSize : 0);
  let y = text.top + (text.bottom - text.top - block) / 2 + titleSize * 0.9;
  const texts = titleLines.map((line) => {
    const el = `<text x="${text.x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${titleSize}" font-weight="700" fill="${foreground}" text-anchor="${text.anchor}">${escapeXml(line)}</text>`;
    y += titleSize * 1.2;
    return el;
  });
  y += subtitleSize * 0.2 - titleSize * 0.2;
  for (const line of subtitleLines) {
    texts.push(
      `<text x="${text.x.toFixed(1)}" y="${y.toFixed(1)}" font-size="${subtitleSize}" fill="${foreground}" fill-opacity="0.8" text-anchor="${text.anchor}">${escapeXml(line)}</text>`,
    );
    y += subtitleSize * 1.4;
  }
  if (pill) {
    y += subtitleSize * 0.2;
    texts.push(
      `<rect x="${text.x.toFixed(1)}" y="${y.toFixed(1)}" width="${pill.w}" height="${pill.h}" rx="${pill.h / 2}" fill="${accent}"/>`,
      `<text x="${(text.x + pill.w / 2).toFixed(1)}" y="${(y + pill.h * 0.66).toFixed(1)}" font-size="${Math.round(subtitleSize * 0.9)}" font-weight="700" fill="#ffffff" text-anchor="middle">詳しく見る</text>`,
    );
  }
  const caption = art.caption
    ? `<text x="${width - 16}" y="${height - 12}" font-size="${Math.max(11, Math.round(subtitleSize * 0.6))}" fill="${foreground}" fill-opacity="0.6" text-anchor="end">${escapeXml(art.caption)}</text>`
    : '';
  const plinth = stage.x + stage.w * 0.55;
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(art.title)}">`,
    '<defs>',
    LIGHTING,
    `<linearGradient id="wash" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="${tint(background, 0.5)}"/><stop offset="1" stop-color="${shade(background, 0.06)}"/></linearGradient>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#wash)"/>`,
    `<circle cx="${plinth.toFixed(1)}" cy="${(stage.y + stage.h * 0.5).toFixed(1)}" r="${(Math.min(stage.w, stage.h * 1.6) * 0.46).toFixed(1)}" fill="${accent}" fill-opacity="0.16"/>`,
    `<path d="M${(width * (wide ? 0.42 : 0)).toFixed(1)} ${height} L${(width * (wide ? 0.6 : 0.3)).toFixed(1)} 0 H${(width * (wide ? 0.66 : 0.42)).toFixed(1)} L${(width * (wide ? 0.48 : 0.12)).toFixed(1)} ${height} Z" fill="${accent}" fill-opacity="0.1"/>`,
    `<circle cx="${(width * 0.04).toFixed(1)}" cy="${(height * 0.1).toFixed(1)}" r="${(height * 0.16).toFixed(1)}" fill="none" stroke="${accent}" stroke-opacity="0.35" stroke-width="${Math.max(2, height / 120).toFixed(1)}"/>`,
    `<rect x="${(stage.x + stage.w * 0.08).toFixed(1)}" y="${floor.toFixed(1)}" width="${(stage.w * 0.84).toFixed(1)}" height="${(height * 0.012 + 2).toFixed(1)}" rx="2" fill="${accent}" fill-opacity="0.35"/>`,
    ...products,
    `<g ${FONT}>`,
    ...texts,
    caption,
    '</g>',
    '</svg>',
  ].join('');
}

/** Six-digit colours only (the shading mixes channels); anything else gets the fallback. */
const hex6 = (value: string, fallback: string) =>
  /^#[0-9a-fA-F]{6}$/.test(value) ? value : fallback;

function renderPlain(art: Artwork): string {
  const { width, height } = art;
  const background = colour(art.colors.background, '#f4f1ea');
  const foreground = colour(art.colors.foreground, '#222222');
  const accent = colour(art.colors.accent, '#c8553d');
  const titleSize = Math.round(Math.min(width / 14, height / 6));
  const subtitleSize = Math.round(titleSize * 0.5);
  const perLine = Math.max(4, Math.floor((width * 0.8) / titleSize));
  const titleLines = lines(art.title, perLine);
  const blockHeight =
    titleLines.length * titleSize * 1.25 + (art.subtitle ? subtitleSize * 1.8 : 0);
  let y = (height - blockHeight) / 2 + titleSize;
  const texts = titleLines.map((line) => {
    const text = `<text x="${width / 2}" y="${y.toFixed(1)}" font-size="${titleSize}" font-weight="700" fill="${foreground}" text-anchor="middle">${escapeXml(line)}</text>`;
    y += titleSize * 1.25;
    return text;
  });
  if (art.subtitle) {
    texts.push(
      `<text x="${width / 2}" y="${(y + subtitleSize * 0.4).toFixed(1)}" font-size="${subtitleSize}" fill="${foreground}" text-anchor="middle">${escapeXml(art.subtitle)}</text>`,
    );
  }
  const caption = art.caption
    ? `<text x="${width - 16}" y="${height - 14}" font-size="${Math.max(12, Math.round(subtitleSize * 0.7))}" fill="${foreground}" fill-opacity="0.7" text-anchor="end">${escapeXml(art.caption)}</text>`
    : '';
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(art.title)}">`,
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    `<circle cx="${width * 0.9}" cy="${height * 0.15}" r="${height * 0.45}" fill="${accent}" fill-opacity="0.18"/>`,
    `<circle cx="${width * 0.08}" cy="${height * 0.95}" r="${height * 0.35}" fill="${accent}" fill-opacity="0.12"/>`,
    `<rect x="${width * 0.1}" y="${height * 0.1}" width="${width * 0.8}" height="4" fill="${accent}"/>`,
    `<g font-family="'Noto Sans CJK JP','Hiragino Sans','Yu Gothic',sans-serif">`,
    ...texts,
    caption,
    '</g>',
    '</svg>',
  ].join('');
}

export const SVG_TYPE = 'image/svg+xml';
