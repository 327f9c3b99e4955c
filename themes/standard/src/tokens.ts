import { createTheme, standardTheme } from '@mise/ui';
import type { Theme } from '@mise/ui';

/**
 * The shop's design tokens: @mise/ui's standard preset under this theme's name. A theme made
 * with `pnpm create-theme` starts from here; overriding values (colours, type sizes, radii,
 * spinner and cursor variants) changes every component at once, since none has its own.
 */
export const tokens: Theme = createTheme(standardTheme, { name: 'standard' });
