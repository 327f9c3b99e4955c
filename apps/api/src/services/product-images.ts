/**
 * Product, brand and maker pictures the API draws itself as SVG (no external image host): the
 * product's colour, the first character of its name large, the name below. Each image number of
 * a product is a different view, so galleries have something to switch between.
 */

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
function tint(hex: string, amount: number): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const channel = (shift: number) => {
    const c = (value >> shift) & 255;
    return Math.round(c + (255 - c) * amount)
      .toString(16)
      .padStart(2, '0');
  };
  return `#${channel(16)}${channel(8)}${channel(0)}`;
}

/** Black or white text, whichever reads better on the colour. */
function ink(hex: string): string {
  const value = Number.parseInt(hex.slice(1), 16);
  const luminance =
    0.299 * ((value >> 16) & 255) + 0.587 * ((value >> 8) & 255) + 0.114 * (value & 255);
  return luminance > 150 ? '#222222' : '#ffffff';
}

function shorten(text: string, max: number): string {
  const chars = [...text];
  return chars.length > max ? `${chars.slice(0, max - 1).join('')}…` : text;
}

export type ProductArt = {
  name: string;
  label: string | null;
  colour: string;
  index: number;
  width: number;
  height: number;
};

/**
 * `lettering: false` leaves out the name and initial: the picture as the shop shows it, beside
 * the name it prints anyway, as a product photo would be.
 */
export function renderProductImage(art: ProductArt, { lettering = true } = {}): string {
  const { width, height, index } = art;
  const base = safeColour(art.colour);
  const background = tint(base, 0.85);
  const initial = escapeXml([...art.name.replace(/^[\s（(【]+/, '')][0] ?? '?');
  const cx = width / 2;
  const cy = height * 0.44;
  const r = Math.min(width, height) * 0.27;
  // One silhouette per view: front, angled, close-up, package.
  const views = [
    `<circle cx="${cx}" cy="${cy}" r="${r}" fill="${base}"/>`,
    `<rect x="${cx - r}" y="${cy - r}" width="${r * 2}" height="${r * 2}" rx="${r * 0.25}" fill="${base}" transform="rotate(-12 ${cx} ${cy})"/>`,
    `<circle cx="${cx}" cy="${cy}" r="${r * 1.25}" fill="${base}"/><circle cx="${cx}" cy="${cy}" r="${r * 0.9}" fill="none" stroke="${tint(base, 0.5)}" stroke-width="${r * 0.08}" stroke-dasharray="${r * 0.12} ${r * 0.08}"/>`,
    `<path d="M ${cx - r} ${cy - r * 0.6} L ${cx} ${cy - r * 1.05} L ${cx + r} ${cy - r * 0.6} L ${cx + r} ${cy + r} L ${cx - r} ${cy + r} Z" fill="${base}"/>`,
  ];
  const shape = views[(index - 1) % views.length] ?? views[0];
  const nameSize = Math.round(width / 26);
  const caption = art.label ? `${art.name}（${art.label}）` : art.name;
  const lines = lettering
    ? [
        `<text x="${cx}" y="${cy}" dy="0.35em" text-anchor="middle" font-family="'Noto Sans JP','Hiragino Sans',sans-serif" font-size="${Math.round(r * 0.95)}" font-weight="700" fill="${ink(base)}">${initial}</text>`,
        `<text x="${cx}" y="${height * 0.86}" text-anchor="middle" font-family="'Noto Sans JP','Hiragino Sans',sans-serif" font-size="${nameSize}" fill="#333333">${escapeXml(shorten(caption, 28))}</text>`,
        `<text x="${width - 24}" y="${height - 24}" text-anchor="end" font-family="sans-serif" font-size="${Math.round(nameSize * 0.7)}" fill="#666666">${index}</text>`,
      ]
    : [];
  return [
    `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}" role="img" aria-label="${escapeXml(caption)}">`,
    `<rect width="${width}" height="${height}" fill="${background}"/>`,
    shape,
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
