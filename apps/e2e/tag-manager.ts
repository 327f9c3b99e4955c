import { API_PORT } from './shops.js';

/** The local fake of the tag manager (fakes/tag-manager.mjs), beside the run's API port. */
export const GTM_PORT = Number(process.env.E2E_GTM_PORT ?? API_PORT + 50);
/** The theme servers' GTM_ORIGIN: every container request of the run goes here. */
export const gtmOrigin = `http://127.0.0.1:${GTM_PORT}`;
