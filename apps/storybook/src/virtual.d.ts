declare module 'virtual:mise-themes' {
  import type { ThemeDefinition } from '@mise/storefront';

  /** Every theme under themes/, found at build time (src/discover.ts), the standard one first. */
  export const THEMES: readonly ThemeDefinition[];
}
