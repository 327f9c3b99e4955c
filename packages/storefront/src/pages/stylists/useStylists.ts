import type { Stylist } from '@mise/api-client';
import { useEffect, useState } from 'react';
import { useApi } from '../../app/context.js';

export type Loaded<T> =
  { status: 'loading' } | { status: 'loaded'; data: T } | { status: 'failed' };

/** The shop's stylists, as /stylist lists them. */
export function useStylists(): Loaded<Stylist[]> {
  const api = useApi();
  const [state, setState] = useState<Loaded<Stylist[]>>({ status: 'loading' });
  useEffect(() => {
    let current = true;
    api.stylists
      .list()
      .then((answer) => current && setState({ status: 'loaded', data: answer.data }))
      .catch(() => current && setState({ status: 'failed' }));
    return () => {
      current = false;
    };
  }, [api]);
  return state;
}

/** One stylist by key (a detail page's content); 'failed' when there is none. */
export function useStylist(key: string): Loaded<Stylist> {
  const api = useApi();
  // Kept with its key: another stylist's page shows loading until its own answer arrives.
  const [state, setState] = useState<{ key: string; loaded: Loaded<Stylist> } | null>(null);
  useEffect(() => {
    let current = true;
    api.stylists
      .get(key)
      .then(
        (answer) => current && setState({ key, loaded: { status: 'loaded', data: answer.data } }),
      )
      .catch(() => current && setState({ key, loaded: { status: 'failed' } }));
    return () => {
      current = false;
    };
  }, [api, key]);
  return state?.key === key ? state.loaded : { status: 'loading' };
}
