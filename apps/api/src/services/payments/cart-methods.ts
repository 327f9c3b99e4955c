import type { Database } from '../../db/client.js';
import { loadCart, priceCart } from '../cart/index.js';
import { shownMethods, unavailableReason } from './methods.js';

/** Every shown method with whether this cart can be paid with it (priced with its fee). */
export async function methodsForCart(
  db: Database,
  channelId: string,
  token: string,
  userId: number | null,
) {
  const loaded = await loadCart(db, channelId, token, userId);
  const methods = await shownMethods(db, channelId);
  return Promise.all(
    methods.map(async (method) => {
      const { pricing } = await priceCart(db, { ...loaded, payment: method });
      const reason = unavailableReason(method, loaded, pricing.order);
      return { method, reason };
    }),
  );
}
