import type { PostalAddress, PostalLookup } from '@mise/ui';
import { useCallback } from 'react';
import { useApi } from '../../app/context.js';

/**
 * The address of a postal code for PostalCodeField (GET /v1/postal-code): prefecture, and the
 * city with its town when the code names one town only. An unknown code is null (the field
 * says so in Japanese and clears nothing); other failures are thrown.
 */
export function usePostalLookup(): PostalLookup {
  const api = useApi();
  return useCallback(
    async (code: string): Promise<PostalAddress | null> => {
      try {
        const { data } = await api.site.postalCode(code);
        const [first] = data;
        if (!first) return null;
        const sameTown = data.every(
          (entry) => entry.city === first.city && entry.town === first.town,
        );
        return {
          prefecture: first.prefecture,
          city: sameTown ? `${first.city}${first.town}` : first.city,
        };
      } catch (error) {
        if ((error as { status?: unknown }).status === 404) return null;
        throw error;
      }
    },
    [api],
  );
}
