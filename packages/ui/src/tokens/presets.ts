import { baseTheme, createTheme } from './theme.js';
import type { Theme } from './theme.js';

/**
 * The three shops' token sets. Themes start from these (themes/<name> imports its preset);
 * Storybook's theme switcher shows every component in each.
 */
export const standardTheme: Theme = createTheme(baseTheme, {
  name: 'standard',
  colors: { primary: '#1f4e79', accent: '#c2410c', link: '#1a5fb4' },
  spinner: { variant: 1 },
  cursor: { variant: 1 },
});

export const businessTheme: Theme = createTheme(baseTheme, {
  name: 'business',
  colors: {
    primary: '#243b53',
    secondary: '#f0f4f8',
    accent: '#0b7285',
    surface: '#f0f4f8',
    link: '#0b7285',
  },
  radii: { sm: '0', md: '2px', lg: '4px' },
  spinner: { variant: 5 },
  cursor: { variant: 2 },
});

export const motoTheme: Theme = createTheme(baseTheme, {
  name: 'moto',
  colors: {
    primary: '#111111',
    onPrimary: '#ffffff',
    secondary: '#2b2b2b',
    onSecondary: '#f8f9fa',
    accent: '#c2410c',
    surface: '#f1f3f5',
    link: '#c2410c',
    sale: '#e03131',
  },
  typography: { weights: { bold: 800 } },
  radii: { sm: '0', md: '0', lg: '2px' },
  spinner: { variant: 9 },
  cursor: { variant: 3 },
});

export const PRESETS = {
  standard: standardTheme,
  business: businessTheme,
  moto: motoTheme,
} as const;
export type PresetName = keyof typeof PRESETS;
