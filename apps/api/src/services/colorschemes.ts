import { and, asc, eq } from 'drizzle-orm';
import type { Database } from '../db/client.js';
import { colorschemes } from '../db/schema.js';

/**
 * The colours every theme reads. A scheme saved without some of them still renders: the
 * missing ones come from this neutral palette instead of leaving the theme's CSS variables unset.
 */
export const BASE_PALETTE = {
  primary: '#1f2937',
  on_primary: '#ffffff',
  secondary: '#6b7280',
  on_secondary: '#ffffff',
  accent: '#d97706',
  text: '#111827',
  text_muted: '#6b7280',
  background: '#ffffff',
  surface: '#f9fafb',
  border: '#e5e7eb',
  link: '#1d4ed8',
  error: '#b91c1c',
  warning: '#b45309',
  success: '#15803d',
  info: '#0369a1',
  sale: '#dc2626',
} as const;

export type Palette = Record<keyof typeof BASE_PALETTE, string> & Record<string, string>;

/** The scheme the shop has selected (the first, should several be), or undefined. */
export async function selectedColorscheme(db: Database, channelId: string) {
  const [scheme] = await db
    .select()
    .from(colorschemes)
    .where(and(eq(colorschemes.channelId, channelId), eq(colorschemes.isSelected, true)))
    .orderBy(asc(colorschemes.id))
    .limit(1);
  return scheme;
}

/** The colours of the scheme the shop has selected over the neutral palette (mails use them too). */
export async function selectedPalette(db: Database, channelId: string): Promise<Palette> {
  const [scheme] = await db
    .select({ colors: colorschemes.colors })
    .from(colorschemes)
    .where(and(eq(colorschemes.channelId, channelId), eq(colorschemes.isSelected, true)))
    .orderBy(asc(colorschemes.id))
    .limit(1);
  return { ...BASE_PALETTE, ...scheme?.colors };
}
