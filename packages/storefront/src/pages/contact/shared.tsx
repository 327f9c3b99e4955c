import {
  selectCatalogues,
  selectCataloguesStatus,
  selectInquiryCategories,
  useAppSelector,
} from '@mise/store';
import { useStorefront } from '../../kit/index.js';
import type { ContactKind } from './fields.js';

const NO_CATEGORIES: { id: number; name: string }[] = [];

/** The form's inquiry subjects, loaded once per visit by the route's loader (CONTACT_LOADERS). */
export function useInquiryCategories() {
  const categories = useAppSelector(selectInquiryCategories);
  return categories ?? NO_CATEGORIES;
}

/**
 * Which form /contact shows: a catalogue request when it comes from /catalog-order with
 * ?catalog={code} naming an orderable catalogue, else the business shop's form or the
 * consumer one. `catalogue` is undefined while the catalogues load (the route's loader), null
 * for an unknown code, and for any code when they could not be loaded: no page would ask again.
 */
export function useContactKind(code: string | null) {
  const { theme } = useStorefront();
  const catalogues = useAppSelector(selectCatalogues);
  const failed = useAppSelector(selectCataloguesStatus) === 'failed';
  const catalogue = !code
    ? null
    : catalogues
      ? (catalogues.find((entry) => entry.code === code && entry.is_orderable) ?? null)
      : failed
        ? null
        : undefined;
  const kind: ContactKind = catalogue
    ? 'catalog'
    : theme.kind === 'business'
      ? 'business'
      : 'contact';
  return { kind, catalogue, loading: Boolean(code) && catalogue === undefined };
}
