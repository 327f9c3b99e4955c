import type { Stylist } from '@mise/api-client';
import {
  fetchStylist,
  fetchStylists,
  selectStylist,
  selectStylistList,
  selectStylistListStatus,
  useAppDispatch,
  useAppSelector,
} from '@mise/store';
import { useEffect } from 'react';

export type Loaded<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed' };

/** The shop's stylists, as /stylist lists them (read again each time the page opens). */
export function useStylists(): Loaded<Stylist[]> {
  const dispatch = useAppDispatch();
  const status = useAppSelector(selectStylistListStatus);
  const list = useAppSelector(selectStylistList);
  useEffect(() => {
    void dispatch(fetchStylists());
  }, [dispatch]);
  if (status === 'loaded') return { status: 'loaded', data: list };
  return status === 'failed' ? { status: 'failed' } : { status: 'loading' };
}

/** One stylist by key (a detail page's content); 'failed' when there is none. */
export function useStylist(key: string): Loaded<Stylist> {
  const dispatch = useAppDispatch();
  useEffect(() => {
    void dispatch(fetchStylist(key));
  }, [dispatch, key]);
  // Kept by key: another stylist's page shows loading until its own answer arrives.
  return useAppSelector((state) => selectStylist(state, key));
}
