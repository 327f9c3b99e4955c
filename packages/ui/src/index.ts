import './tokens/styled.js';
export { PRESETS, businessTheme, motoTheme, standardTheme } from './tokens/presets.js';
export type { PresetName } from './tokens/presets.js';
export { screenClass } from './tokens/screen.js';
export type { ScreenClass } from './tokens/screen.js';
export {
  baseTheme,
  createTheme,
  CURSOR_DEFAULT,
  FONT_FAMILY,
  SPINNER_DEFAULT_SIZE,
  themeFromColorScheme,
} from './tokens/theme.js';
export type {
  ColorSchemeTokens,
  CursorVariant,
  SpinnerVariant,
  Theme,
  ThemeColors,
} from './tokens/theme.js';
export { ThemeProvider } from './tokens/ThemeProvider.js';
export * from './components/index.js';
export * from './forms/index.js';
export * from './foundation/index.js';
export * from './templates/index.js';
