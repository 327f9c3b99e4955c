import type { NoImageProps, PageTemplateStyle, SingleItemTemplateStyle, Theme } from '@mise/ui';
import type { ComponentType, ReactNode } from 'react';
import type { PageEntry } from './lazy-page.js';
import type { LayoutName, RouteDef } from '../routes/table.js';

export type LayoutProps = { children: ReactNode; route: RouteDef };

/** Another shop of the operator, by its API channel id and the name shoppers know it by. */
export type SyncChannel = { id: string; name: string };

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
  /** Who the shop sells to: business shops register company members. Consumer unless given. */
  kind?: 'consumer' | 'business';
  /**
   * The operator's other shops whose accounts can log in here (/login_sync); the demo shops
   * other than this one unless given.
   */
  syncChannels?: readonly SyncChannel[];
  /**
   * The look of the two page templates (@mise/ui's PageTemplate and SingleItemTemplate) and of
   * the no-image panel, chosen once for the whole theme; the components' defaults unless given.
   */
  templates?: {
    page?: PageTemplateStyle;
    singleItem?: SingleItemTemplateStyle;
    noImage?: NoImageProps;
  };
  /**
   * Shows 車種から探す (maker, model, model year) above the product list and makes the top page
   * and the list load its choices (a motorcycle-parts shop); the top page places it itself.
   */
  vehicleSearch?: boolean;
  /**
   * Page compositions by route id; routes without one use the shared page. Pages of the cart,
   * my page and forms go in as `lazyPage(() => import(...))` so they load only when entered.
   */
  pages?: Partial<Record<string, PageEntry>>;
};

/**
 * What a theme is without its layouts and pages: all the islands entry loads (a theme exports
 * it from a module of its own, `@mise/theme-<name>/identity`).
 */
export type ThemeIdentity = Omit<ThemeDefinition, 'layouts' | 'pages'>;
