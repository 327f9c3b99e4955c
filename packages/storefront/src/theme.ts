import type { Theme } from '@mise/ui';
import type { ComponentType, ReactNode } from 'react';
import type { LayoutName, RouteDef } from './routes/table.js';

export type LayoutProps = { children: ReactNode; route: RouteDef };

/** What every page composition receives: its route entry (title, id) and the theme. */
export type PageProps = { route: RouteDef };

/**
 * A theme: everything a new look needs, and nothing else. Page logic (routes, guards, data,
 * forms) stays in @mise/storefront; a theme swaps layouts, tokens (colours, type, spinner and
 * cursor variants) and page compositions.
 */
export type ThemeDefinition = {
  /** Theme name; matches `themes` of theme-only routes (e.g. 'moto'). */
  name: string;
  /** The shop (API channel) this theme serves. */
  channel: string;
  /** Shop name for titles until the settings arrive. */
  siteName: string;
  /** Design tokens; the API's colour scheme and breakpoints are laid over them. */
  tokens: Theme;
  /** default, simple, sample, maintenance, invalid-channel. */
  layouts: Record<LayoutName, ComponentType<LayoutProps>>;
  /** Page compositions by route id; routes without one use the shared default page. */
  pages?: Partial<Record<string, ComponentType<PageProps>>>;
};
