import { standardTheme } from '../tokens/presets.js';

/**
 * Pictures for the stories as inline SVG data URIs: Storybook and its tests stay offline,
 * and the colours come from the theme tokens like everything else.
 */
export function placeholderImage(
  label: string,
  { width = 600, height = 600, tone = 'primary' } = {},
): string {
  const { colors, typography } = standardTheme;
  const background =
    tone === 'accent' ? colors.accent : tone === 'surface' ? colors.secondary : colors.primary;
  const foreground = tone === 'surface' ? colors.onSecondary : colors.onPrimary;
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}" viewBox="0 0 ${width} ${height}"><rect width="100%" height="100%" fill="${background}"/><text x="50%" y="50%" fill="${foreground}" font-family="${typography.fontFamily.replace(/"/g, "'")}" font-size="${Math.round(Math.min(width, height) / 10)}" text-anchor="middle" dominant-baseline="middle">${label}</text></svg>`;
  return `data:image/svg+xml,${encodeURIComponent(svg)}`;
}
