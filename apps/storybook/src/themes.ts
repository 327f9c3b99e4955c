import type { ThemeDefinition } from '@mise/storefront';
import { THEMES } from 'virtual:mise-themes';

export { THEMES };

/** The toolbar's value for showing a story in every theme side by side. */
export const ALL_THEMES = 'all';

export function themeNamed(name: unknown): ThemeDefinition {
  return THEMES.find((theme) => theme.name === name) ?? THEMES[0]!;
}

/** The themes a story shows in: the chosen one, or every one. */
export const themesFor = (selected: unknown): readonly ThemeDefinition[] =>
  selected === ALL_THEMES ? THEMES : [themeNamed(selected)];

type Viewport = {
  name: string;
  styles: { width: string; height: string };
  type: 'mobile' | 'tablet' | 'desktop';
};

/**
 * Phone, tablet and desktop from the themes' screen classes (spec section 2: phone ≤ sm,
 * tablet up to md, desktop above): the phone is the 360 × 740 every shop is held to, the
 * tablet the narrowest tablet (sm + 1), the desktop 1280 or wider than md. Themes with other
 * breakpoints than the standard one get their own tablet and desktop entries.
 */
export function viewportsOf(themes: readonly ThemeDefinition[]): Record<string, Viewport> {
  const options: Record<string, Viewport> = {
    phone: {
      name: 'スマートフォン 360',
      styles: { width: '360px', height: '740px' },
      type: 'mobile',
    },
  };
  const seen = new Set<string>();
  for (const theme of themes) {
    const { sm, md } = theme.tokens.breakpoints;
    const key = `${sm}-${md}`;
    if (seen.has(key)) continue;
    const suffix = seen.size === 0 ? '' : `-${theme.name}`;
    const label = seen.size === 0 ? '' : ` (${theme.name})`;
    seen.add(key);
    options[`tablet${suffix}`] = {
      name: `タブレット ${sm + 1}${label}`,
      styles: { width: `${sm + 1}px`, height: '1024px' },
      type: 'tablet',
    };
    const desktop = Math.max(1280, md + 1);
    options[`desktop${suffix}`] = {
      name: `デスクトップ ${desktop}${label}`,
      styles: { width: `${desktop}px`, height: '800px' },
      type: 'desktop',
    };
  }
  return options;
}
