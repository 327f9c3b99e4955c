import { fetchRegistrationTemplate } from '@mise/store';
import type { PageLoader } from '../../kit/index.js';

/** Data of the account pages the server paints with them. */
export const ACCOUNT_LOADERS: Record<string, PageLoader> = {
  // The form's starting values and the reminder's questions; never critical (the form has its own).
  register: async (ctx) => {
    await ctx.store.dispatch(fetchRegistrationTemplate());
    return null;
  },
};
