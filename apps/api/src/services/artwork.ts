import type { ArtColors } from '../db/schema.js';

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
};

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
