import type { Stylist } from '@mise/api-client';
import {
  selectStylist,
  selectStylistList,
  selectStylistListStatus,
  useAppSelector,
} from '@mise/store';

export type Loaded<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed' };

/** The shop's stylists, as /stylist lists them (its loader reads them each time the page opens). */
export function useStylists(): Loaded<Stylist[]> {
  const status = useAppSelector(selectStylistListStatus);
  const list = useAppSelector(selectStylistList);
  if (status === 'loaded') return { status: 'loaded', data: list };
  return status === 'failed' ? { status: 'failed' } : { status: 'loading' };
}

/** One stylist by key (a detail page's content, loaded by its loader); 'failed' when there is none. */
export function useStylist(key: string): Loaded<Stylist> {
  // Kept by key: another stylist's page shows loading until its own answer arrives.
  return useAppSelector((state) => selectStylist(state, key));
}
