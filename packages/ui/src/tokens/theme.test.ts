import { describe, expect, it } from 'vitest';
import { motoTheme, standardTheme } from './presets.js';
import { createTheme, themeFromColorScheme } from './theme.js';

// What a theme made with `pnpm create-theme` writes in its tokens.ts after a first edit.
const ownTokens = createTheme(standardTheme, {
  name: 'outdoor',
  colors: { primary: '#2d6a4f', accent: '#e76f51' },
  radii: { md: '12px' },
  spinner: { variant: 7 },
});

const selectedScheme = {
  spinner: 4,
  cursor: 2,
  colors: { primary: '#7b5e3b', on_primary: '#ffffff', accent: '#e09f3e', unknown: '#000000' },
};

describe('the shop theme: the theme tokens first, a colour scheme only when the channel selected one', () => {
  it("shows the theme's own tokens when the channel has no colour scheme", () => {
    for (const none of [null, undefined]) {
      const theme = themeFromColorScheme(ownTokens, none, { sm: 767, md: 1023 });
      expect(theme.colors).toEqual(ownTokens.colors);
      expect(theme.colors.primary).toBe('#2d6a4f');
      expect(theme.spinner.variant).toBe(7);
      expect(theme.cursor).toEqual(ownTokens.cursor);
      expect(theme.radii.md).toBe('12px');
      expect(theme.name).toBe('outdoor');
    }
  });

  it('lets the colour scheme the channel selected win over the theme tokens', () => {
    const theme = themeFromColorScheme(ownTokens, selectedScheme);
    expect(theme.colors.primary).toBe('#7b5e3b');
    expect(theme.colors.accent).toBe('#e09f3e');
    expect(theme.colors.onPrimary).toBe('#ffffff');
    expect(theme.spinner.variant).toBe(4);
    expect(theme.cursor.variant).toBe(2);
    // Only colours and the spinner and cursor come from the scheme: the rest is the theme's.
    expect(theme.radii.md).toBe('12px');
    expect(theme.colors.link).toBe(ownTokens.colors.link);
    expect(theme).not.toHaveProperty('colors.unknown');
  });

  it('gives two themes without a scheme two looks, and one scheme the same colours in both', () => {
    expect(themeFromColorScheme(motoTheme, null).colors.primary).not.toBe(
      themeFromColorScheme(ownTokens, null).colors.primary,
    );
    expect(themeFromColorScheme(motoTheme, selectedScheme).colors.primary).toBe(
      themeFromColorScheme(ownTokens, selectedScheme).colors.primary,
    );
  });

  it("takes the shop's breakpoint settings over the theme's", () => {
    expect(themeFromColorScheme(ownTokens, null, { sm: 600, md: 900 }).breakpoints).toEqual({
      sm: 600,
      md: 900,
    });
    expect(themeFromColorScheme(ownTokens, null, {}).breakpoints).toEqual(ownTokens.breakpoints);
  });
});
