import type { Config } from './config.js';
import type { Database } from './db/client.js';
import type { channels, users } from './db/schema.js';
import type { CatalogChanges } from './services/catalog-changes.js';
import type { CountsCache } from './services/counts-cache.js';
import type { ApiMetrics } from './plugins/metrics.js';
import type { MailWorker } from './services/mail-outbox.js';
import type { Mailer } from './services/mailer.js';

export type Channel = typeof channels.$inferSelect;
export type User = typeof users.$inferSelect;

/* eslint-disable @typescript-eslint/consistent-type-definitions -- module augmentation needs interfaces */
declare module 'fastify' {
  interface FastifyInstance {
    db: Database;
    config: Config;
    mailer: Mailer;
    /** Delivers the outbox (services/mail-outbox.ts). */
    mailWorker: MailWorker;
    /** Committed changes to the tables public answers come from (services/catalog-changes.ts). */
    catalogChanges: CatalogChanges;
    /** Catalogue counts kept for a few seconds (product list totals, category tree counts). */
    counts: CountsCache;
    /** Route `config.rateLimit` for the auth calls (login, registration, reminder, verify, OAuth). */
    authRateLimit: { max: number; timeWindow: string };
    /** This instance's Prometheus registry and counters (plugins/metrics.ts). */
    metrics: ApiMetrics;
    /** What GET /readyz answers from besides the database (routes/health.ts). */
    lifecycle: { migrated: boolean; shuttingDown: boolean; closing: boolean };
  }
  interface FastifyContextConfig {
    /**
     * Anonymous GETs of the route are answered from the response cache (plugins/public-cache.ts):
     * set it only where the answer depends on nothing but the shop, the URL and the catalogue.
     */
    publicCache?: boolean;
    /**
     * false: the route never writes the tables public answers come from, so its answer need not
     * wait for their change notice (app.ts). Unset means it may.
     */
    catalogWrites?: false;
    /**
     * The form's action name for bot protection (plugins/captcha.ts): when the shop has a site
     * key, the request needs a token the provider issued for this action.
     */
    captcha?: 'login' | 'register' | 'reminder' | 'contact' | 'review';
  }
  interface FastifyRequest {
    /** The shop this request is for (set for every /v1 route). */
    channel: Channel;
    /** The logged-in member, once `app.authenticate` or `app.identify` ran. */
    member: User | null;
    /** The member's login session (token family). */
    sessionId: string | null;
  }
}
/* eslint-enable @typescript-eslint/consistent-type-definitions */
