/**
 * Product, brand and maker pictures the API draws itself as SVG (no external image host): an
 * illustration of the kind of product in its own colour, lit as in a studio. Each image number of
 * a product is a different view, so galleries have something to switch between.
 */
import { KINDS, kindOf } from './illustrations.js';
import type { Kind, Tone } from './illustrations.js';

const ESCAPES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#39;',
};
const escapeXml = (value: string) => value.replace(/[&<>"']/g, (char) => ESCAPES[char] ?? char);

const safeColour = (value: string) => (/^#[0-9a-fA-F]{6}$/.test(value) ? value : '#8a8d91');

/** The colour mixed with white: `amount` 0 keeps it, 1 gives white. */
export function tint(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    return Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

function shorten(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

export type ProductArt = {
  name: string;
  label: string | null;
  colour: string;
  /** The product's leaf category's name: picks the picture when the name alone does not. */
  category?: string | null;
  index: number;
  width: number;
  height: number;
};

/** The colour mixed with black: `amount` 0 keeps it, 1 gives black. */
export function shade(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) =>
    Math.round(((value >> shift) & 255) * (1 - amount))
      .toString(16)
      .padStart(2, '0');
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

const MATERIALS: Record<Exclude<Tone, number>, string> = {
  metal: '#c9ccd1',
  steel: '#9aa0a8',
  rubber: '#2e2f33',
  paper: '#f6f2e8',
  glass: '#3b4a5c',
  wood: '#b08455',
  white: '#ffffff',
};

const paint = (base: string, tone: Tone) =>
  typeof tone === 'number' ? (tone >= 0 ? tint(base, tone) : shade(base, -tone)) : MATERIALS[tone];

/**
 * The layers of a kind in the product's colour, each with the studio light over it (the
 * `light` gradient of LIGHTING must be in the drawing's defs).
 */
export function figure(kind: Kind, base: string): string {
  return kind.layers
    .map(({ d, tone, line }) =>
      line
        ? `<path d="${d}" fill="none" stroke="${paint(base, tone)}" stroke-width="${line}" stroke-linecap="round" stroke-linejoin="round"/>`
        : `<path d="${d}" fill="${paint(base, tone)}" fill-rule="evenodd"/><path d="${d}" fill="url(#light)" fill-rule="evenodd"/>`,
    )
    .join('');
}

/** The light over every figure and the blur of shadows under them. */
export const LIGHTING = [
  '<linearGradient id="light" x1="0.1" y1="0" x2="0.9" y2="1"><stop offset="0" stop-color="#ffffff" stop-opacity="0.32"/><stop offset="0.45" stop-color="#ffffff" stop-opacity="0"/><stop offset="1" stop-color="#000000" stop-opacity="0.22"/></linearGradient>',
  '<filter id="soft" x="-30%" y="-30%" width="160%" height="160%"><feGaussianBlur stdDeviation="2.4"/></filter>',
].join('');

/** Gradients and filters every picture uses: the backdrop, the light and the floor shadow. */
function studio(base: string, width: number, height: number): string {
  return [
    '<defs>',
    `<radialGradient id="backdrop" cx="50%" cy="38%" r="80%"><stop offset="0" stop-color="#ffffff"/><stop offset="0.6" stop-color="${tint(base, 0.9)}"/><stop offset="1" stop-color="${tint(shade(base, 0.25), 0.72)}"/></radialGradient>`,
    `<linearGradient id="floor" x1="0" y1="0" x2="0" y2="1"><stop offset="0" stop-color="${tint(base, 0.86)}" stop-opacity="0"/><stop offset="1" stop-color="${tint(shade(base, 0.3), 0.7)}" stop-opacity="0.7"/></linearGradient>`,
    LIGHTING,
    `<pattern id="weave" width="1.6" height="1.6" patternUnits="userSpaceOnUse"><path d="M0 0L1.6 1.6M1.6 0L0 1.6" stroke="#000000" stroke-opacity="0.08" stroke-width="0.25"/></pattern>`,
    '</defs>',
    `<rect width="${width}" height="${height}" fill="url(#backdrop)"/>`,
    `<rect y="${height * 0.68}" width="${width}" height="${height * 0.32}" fill="url(#floor)"/>`,
  ].join('');
}

export const shadow = (cx: number, cy: number, rx: number) =>
  `<ellipse cx="${cx}" cy="${cy}" rx="${rx}" ry="${rx * 0.12}" fill="#000000" fill-opacity="0.28" filter="url(#soft)"/>`;

/**
 * One view per image number: the product from the front, turned, close up, and in its package.
 * Drawn in the 100 × 100 box of the kind, placed in a square as large as the picture's shorter
 * side.
 */
function view(kind: Kind, base: string, index: number): string {
  const art = figure(kind, base);
  switch ((index - 1) % 4) {
    case 1:
      return [
        shadow(52, 86, 32),
        `<g transform="translate(54 50) rotate(-14) skewX(-8) scale(0.78 0.84) translate(-50 -50)">${art}</g>`,
      ].join('');
    case 2: {
      const [fx, fy] = kind.focus;
      // Close up: a quarter of the product, filling the frame, its surface visible.
      const closeUp = `<g transform="translate(50 50) scale(1.9) translate(${-fx} ${-fy})">${art}${
        kind.fabric
          ? kind.layers
              .filter((l) => !l.line)
              .map((l) => `<path d="${l.d}" fill="url(#weave)"/>`)
              .join('')
          : ''
      }</g>`;
      return `<clipPath id="frame"><rect x="6" y="6" width="88" height="88" rx="4"/></clipPath><g clip-path="url(#frame)"><rect x="6" y="6" width="88" height="88" fill="${tint(base, 0.75)}"/>${closeUp}</g><rect x="6" y="6" width="88" height="88" rx="4" fill="none" stroke="#ffffff" stroke-width="1.2"/>`;
    }
    case 3: {
      // The package: a box in a lighter shade of the colour, the product on its face.
      const box = tint(base, 0.55);
      return [
        shadow(50, 92, 40),
        `<path d="M12 30L26 18H90L76 30Z" fill="${tint(base, 0.7)}"/>`,
        `<path d="M76 30L90 18V78L76 90Z" fill="${shade(box, 0.18)}"/>`,
        `<path d="M12 30H76V90H12Z" fill="${box}"/><path d="M12 30H76V90H12Z" fill="url(#light)"/>`,
        `<path d="M12 38H76" stroke="${shade(box, 0.25)}" stroke-width="1"/>`,
        `<rect x="20" y="44" width="48" height="40" rx="3" fill="#ffffff" fill-opacity="0.85"/>`,
        `<g transform="translate(24 45) scale(0.38)">${art}</g>`,
        shadow(86, 93, 10),
        `<g transform="translate(74 66) scale(0.24)">${art}</g>`,
      ].join('');
    }
    default:
      return [shadow(50, 86, 32), `<g transform="translate(12 10) scale(0.76)">${art}</g>`].join(
        '',
      );
  }
}

/**
 * `lettering: false` leaves out the name: the picture as the shop shows it, beside the name it
 * prints anyway, as a product photo would be.
 */
export function renderProductImage(art: ProductArt, { lettering = true } = {}): string {
  const { width, height, index } = art;
  const base = safeColour(art.colour);
  const kind: Kind = KINDS[kindOf(art.name, art.category ?? '')];
  const side = Math.min(width, height);
  const caption = art.label ? `${art.name}（${art.label}）` : art.name;
  const nameSize = Math.round(width / 26);
  const lines = lettering
    ? [
        `<text x="${width / 2}" y="${height * 0.96}" text-anchor="middle" font-family="'Noto Sans JP','Hiragino Sans',sans-serif" font-size="${nameSize}" fill="#333333">${escapeXml(shorten(caption, 28))}</text>`,
      ]
    : [];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(caption)}">`,
    studio(base, width, height),
    `<g transform="translate(${(width - side) / 2} ${(height - side) / 2}) scale(${side / 100})">`,
    view(kind, base, index),
    '</g>',
    ...lines,
    `</svg>`,
  ].join('');
}

/** A brand's or maker's logo: its name in its own colour (derived from the key). */
export function renderCompanyImage(name: string, key: string, width = 400, height = 200): string {
  let hash = 0;
  for (const char of key) hash = (Math.imul(hash, 31) + char.charCodeAt(0)) | 0;
  const hue = Math.abs(hash) % 360;
  const size = Math.round(Math.min(height / 3, (width * 0.85) / Math.max(2, [...name].length)));
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(name)}">`,
    `<rect width="${width}" height="${height}" fill="hsl(${hue} 35% 94%)"/>`,
    `<rect x="8" y="8" width="${width - 16}" height="${height - 16}" fill="none" stroke="hsl(${hue} 45% 40%)" stroke-width="3"/>`,
    `<text x="${width / 2}" y="${height / 2}" dy="0.35em" text-anchor="middle" font-family="'Noto Sans JP','Hiragino Sans',sans-serif" font-size="${size}" font-weight="700" fill="hsl(${hue} 45% 30%)">${escapeXml(name)}</text>`,
    `</svg>`,
  ].join('');
}
