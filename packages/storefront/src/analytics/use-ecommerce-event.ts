import { postEcommerceEvent, selectSettings, useAppDispatch, useAppSelector } from '@mise/store';
import { useCallback } from 'react';

/**
 * Reports a shop event (add_to_cart, purchase) to the API when the shop tracks them
 * (ECOMMERCE_EVENT.IS_TRACKING); a popup in the answer is shown by the shop's shell. A report
 * that fails changes nothing for the shopper.
 */
export function useEcommerceEvent(): (
  name: string,
  args?: Record<string, unknown>,
) => Promise<void> {
  const dispatch = useAppDispatch();
  const tracking = useAppSelector(
    (state) => selectSettings(state)?.['ECOMMERCE_EVENT.IS_TRACKING'] === true,
  );
  return useCallback(
    async (name, args) => {
      if (!tracking) return;
      await dispatch(postEcommerceEvent({ name, ...(args ? { args } : {}) }))
        .unwrap()
        .catch(() => undefined);
    },
    [dispatch, tracking],
  );
}
