/** WCAG 2.x relative luminance of an sRGB colour (#rgb or #rrggbb). */
export function luminance(hex: string): number {
  const digits = hex.replace('#', '');
  const full =
    digits.length === 3 ? [...digits].map((digit) => digit + digit).join('') : digits.slice(0, 6);
  const channels = [0, 2, 4].map((at) => Number.parseInt(full.slice(at, at + 2), 16) / 255);
  if (channels.some(Number.isNaN)) throw new Error(`not a hex colour: ${hex}`);
  const [r, g, b] = channels.map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** The contrast ratio of two colours, 1 to 21. */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}

/**
 * What WCAG AA asks of a pair: 4.5 for body text, 3 for large text (24 px, or 18.66 px bold)
 * and for the parts of controls and graphics one must see (1.4.11).
 */
export type ContrastUse = 'text' | 'large' | 'graphic';

export const AA: Record<ContrastUse, number> = { text: 4.5, large: 3, graphic: 3 };

export const meetsAA = (ratio: number, use: ContrastUse): boolean => ratio >= AA[use];
