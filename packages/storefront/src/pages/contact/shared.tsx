import {
  fetchCatalogues,
  fetchInquiryCategories,
  selectCatalogues,
  selectInquiryCategories,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { useEffect } from 'react';
import { useStorefront } from '../../kit/index.js';
import type { ContactKind } from './fields.js';

const NO_CATEGORIES: { id: number; name: string }[] = [];

/** The form's inquiry subjects, loaded once per visit. */
export function useInquiryCategories() {
  const dispatch = useAppDispatch();
  const categories = useAppSelector(selectInquiryCategories);
  useEffect(() => {
    void dispatch(fetchInquiryCategories());
  }, [dispatch]);
  return categories ?? NO_CATEGORIES;
}

/**
 * Which form /contact shows: a catalogue request when it comes from /catalog-order with
 * ?catalog={code} naming an orderable catalogue, else the business shop's form or the
 * consumer one. `catalogue` is undefined while the catalogues load, null for an unknown code.
 */
export function useContactKind(code: string | null) {
  const { theme } = useStorefront();
  const dispatch = useAppDispatch();
  const catalogues = useAppSelector(selectCatalogues);
  useEffect(() => {
    if (code && !catalogues) void dispatch(fetchCatalogues(undefined));
  }, [catalogues, code, dispatch]);
  const catalogue = !code
    ? null
    : catalogues
      ? (catalogues.find((entry) => entry.code === code && entry.is_orderable) ?? null)
      : undefined;
  const kind: ContactKind = catalogue
    ? 'catalog'
    : theme.kind === 'business'
      ? 'business'
      : 'contact';
  return { kind, catalogue, loading: Boolean(code) && catalogue === undefined };
}
