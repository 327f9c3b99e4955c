/**
 * The theme-token contract: every component styles itself from these, and a theme (or a
 * colour scheme from the API) only swaps values.
 */

/** Loading spinner variants 1–14 and cursor variants 1–3, chosen by the colour scheme. */
export type SpinnerVariant = 1 | 2 | 3 | 4 | 5 | 6 | 7 | 8 | 9 | 10 | 11 | 12 | 13 | 14;
export type CursorVariant = 1 | 2 | 3;

export type ThemeColors = {
  primary: string;
  onPrimary: string;
  secondary: string;
  onSecondary: string;
  accent: string;
  text: string;
  textMuted: string;
  background: string;
  surface: string;
  border: string;
  link: string;
  error: string;
  warning: string;
  success: string;
  info: string;
  sale: string;
};

export type Theme = {
  name: string;
  colors: ThemeColors;
  typography: {
    /** Japanese first: Hiragino, Noto Sans JP, Yu Gothic, Meiryo, then system sans-serif. */
    fontFamily: string;
    fontFamilyNumeric: string;
    sizes: { xs: string; sm: string; md: string; lg: string; xl: string; xxl: string };
    lineHeight: number;
    weights: { regular: number; bold: number };
  };
  /** Spacing scale in px: space(1) = 4px. */
  spacing: (steps: number) => string;
  radii: { sm: string; md: string; lg: string; pill: string };
  /** Screen classes of spec section 2: phone ≤ sm, desktop > md, tablet between (px). */
  breakpoints: { sm: number; md: number };
  zIndex: { header: number; dropdown: number; overlay: number; modal: number; toast: number };
  spinner: { variant: SpinnerVariant; size: number };
  cursor: { variant: CursorVariant; size: number; frame: number };
};

export const FONT_FAMILY =
  "'Hiragino Kaku Gothic ProN', 'Hiragino Sans', 'Noto Sans JP', 'Noto Sans CJK JP', 'Yu Gothic', YuGothic, Meiryo, system-ui, sans-serif";

/** Spec section 9: spinner default size 20; cursor size 10, frame 0.1. */
export const SPINNER_DEFAULT_SIZE = 20;
export const CURSOR_DEFAULT = { size: 10, frame: 0.1 } as const;

export const baseTheme: Theme = {
  name: 'base',
  colors: {
    primary: '#1f4e79',
    onPrimary: '#ffffff',
    secondary: '#e8eef5',
    onSecondary: '#1f2933',
    accent: '#c2410c',
    text: '#1f2933',
    textMuted: '#52606d',
    background: '#ffffff',
    surface: '#f5f7fa',
    border: '#cbd2d9',
    link: '#1a5fb4',
    error: '#c92a2a',
    warning: '#b35c00',
    success: '#2b8a3e',
    info: '#1864ab',
    sale: '#c92a2a',
  },
  typography: {
    fontFamily: FONT_FAMILY,
    fontFamilyNumeric: `'Helvetica Neue', Arial, ${FONT_FAMILY}`,
    sizes: {
      xs: '0.75rem',
      sm: '0.875rem',
      md: '1rem',
      lg: '1.125rem',
      xl: '1.375rem',
      xxl: '1.75rem',
    },
    lineHeight: 1.7,
    weights: { regular: 400, bold: 700 },
  },
  spacing: (steps) => `${steps * 4}px`,
  radii: { sm: '2px', md: '4px', lg: '8px', pill: '999px' },
  breakpoints: { sm: 767, md: 1023 },
  zIndex: { header: 100, dropdown: 200, overlay: 900, modal: 1000, toast: 1100 },
  spinner: { variant: 1, size: SPINNER_DEFAULT_SIZE },
  cursor: { variant: 1, ...CURSOR_DEFAULT },
};

type DeepPartial<T> = {
  [K in keyof T]?: T[K] extends (...args: never[]) => unknown
    ? T[K]
    : T[K] extends object
      ? DeepPartial<T[K]>
      : T[K];
};

/** A theme from a base and the values a theme (or colour scheme) changes. */
export function createTheme(base: Theme, overrides: DeepPartial<Theme>): Theme {
  return {
    ...base,
    ...overrides,
    colors: { ...base.colors, ...overrides.colors },
    typography: {
      ...base.typography,
      ...overrides.typography,
      sizes: { ...base.typography.sizes, ...overrides.typography?.sizes },
      weights: { ...base.typography.weights, ...overrides.typography?.weights },
    },
    radii: { ...base.radii, ...overrides.radii },
    breakpoints: { ...base.breakpoints, ...overrides.breakpoints },
    zIndex: { ...base.zIndex, ...overrides.zIndex },
    spinner: { ...base.spinner, ...overrides.spinner },
    cursor: { ...base.cursor, ...overrides.cursor },
  };
}

/** The colour scheme the API selects for a shop (GET /v1/colorschemes/selected/front). */
export type ColorSchemeTokens = {
  spinner: number;
  cursor: number;
  colors: Partial<Record<string, string>>;
};

const SCHEME_COLOR_KEYS: Record<string, keyof ThemeColors> = {
  primary: 'primary',
  on_primary: 'onPrimary',
  secondary: 'secondary',
  on_secondary: 'onSecondary',
  accent: 'accent',
  text: 'text',
  text_muted: 'textMuted',
  background: 'background',
  surface: 'surface',
  border: 'border',
  link: 'link',
  error: 'error',
  warning: 'warning',
  success: 'success',
  info: 'info',
  sale: 'sale',
};

const clamp = (value: number, max: number) => Math.min(max, Math.max(1, Math.round(value) || 1));

/**
 * The shop's theme, and the one place that decides what wins:
 * 1. the theme's own tokens (themes/<name>: its identity's `tokens`) are the default;
 * 2. a colour scheme replaces their colours, spinner and cursor only when the channel has
 *    selected one (a `colorschemes` row with is_selected). Without one the API answers 404
 *    colorscheme_not_found and the store holds null, so a new theme's tokens show as written;
 * 3. the shop's SITE.BREAKPOINT.SCREEN-SM/MD settings replace the breakpoints.
 * A selected scheme wins whole: the API fills the colours it lacks from its neutral palette.
 */
export function themeFromColorScheme(
  base: Theme,
  scheme: ColorSchemeTokens | null | undefined,
  breakpoints?: { sm?: number; md?: number },
): Theme {
  const colors: Partial<ThemeColors> = {};
  for (const [key, value] of Object.entries(scheme?.colors ?? {})) {
    const token = SCHEME_COLOR_KEYS[key];
    if (token && typeof value === 'string' && value) colors[token] = value;
  }
  return createTheme(base, {
    colors,
    ...(scheme
      ? {
          spinner: { variant: clamp(scheme.spinner, 14) as SpinnerVariant },
          cursor: { variant: clamp(scheme.cursor, 3) as CursorVariant },
        }
      : {}),
    breakpoints: {
      ...(breakpoints?.sm ? { sm: breakpoints.sm } : {}),
      ...(breakpoints?.md ? { md: breakpoints.md } : {}),
    },
  });
}
