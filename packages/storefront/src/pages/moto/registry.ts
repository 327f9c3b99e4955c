import type { LazyPage } from '../../kit/index.js';
import { EMBROIDERY_PAGES } from './embroidery/registry.js';
import { MEASUREMENT_PAGES } from './measurements/registry.js';
import { MEMORIAL_PAGES } from './memorials/registry.js';
import { STYLIST_PAGES } from './stylists/registry.js';

/** The motorcycle shop's extras by route id: name embroidery, measurements, memorial days, stylists. */
export const MOTO_PAGES: Record<string, LazyPage> = {
  ...EMBROIDERY_PAGES,
  ...MEASUREMENT_PAGES,
  ...MEMORIAL_PAGES,
  ...STYLIST_PAGES,
};
