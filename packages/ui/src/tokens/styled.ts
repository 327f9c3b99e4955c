import type { Theme } from './theme.js';

// A module (not a .d.ts) so the augmentation ships in dist/ and every package using @mise/ui
// sees the token types on styled-components' `theme`.
declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- styled-components' theme type is augmented by interface merging
  export interface DefaultTheme extends Theme {}
}
