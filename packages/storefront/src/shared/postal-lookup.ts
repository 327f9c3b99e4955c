import { lookupPostalCode, useAppDispatch } from '@mise/store';
import type { PostalLookup } from '@mise/ui';
import { useCallback } from 'react';

/**
 * The address of a postal code for PostalCodeField (GET /v1/postal-code): prefecture, and the
 * city with its town when the code names one town only. An unknown code is null (the field
 * says so in Japanese and clears nothing); other failures are thrown.
 */
export function usePostalLookup(): PostalLookup {
  const dispatch = useAppDispatch();
  return useCallback((code: string) => dispatch(lookupPostalCode(code)).unwrap(), [dispatch]);
}
