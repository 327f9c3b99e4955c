import type { FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox';
import { Type } from 'typebox';
import { MESSAGES } from '../errors.js';
import { pingDatabase } from '../services/health.js';

/** How long /readyz waits for the database: a load balancer's probe must not hang on it. */
export const READY_DB_TIMEOUT_MS = 1000;

/** Liveness and readiness, outside any shop. */
const health: FastifyPluginAsyncTypebox = async (app) => {
  app.get(
    '/healthz',
    {
      schema: {
        tags: ['system'],
        response: {
          200: Type.Object({ status: Type.Literal('ok') }),
          503: Type.Object({ status: Type.String() }),
        },
      },
    },
    async (_request, reply) => {
      try {
        await pingDatabase(app.db);
        return { status: 'ok' as const };
      } catch {
        return reply.status(503).send({ status: 'database_unavailable' });
      }
    },
  );

  // Whether a load balancer should send traffic here: migrated, the database answering, and not
  // stopping (a stopping instance says so at once, before it stops taking connections).
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['system'],
        response: {
          200: Type.Object({ status: Type.Literal('ready') }),
          503: Type.Object({ message: Type.String() }),
        },
      },
      config: { catalogWrites: false },
    },
    async (_request, reply) => {
      if (app.lifecycle.shuttingDown)
        return reply.status(503).send({ message: MESSAGES.shuttingDown });
      if (!app.lifecycle.migrated) return reply.status(503).send({ message: MESSAGES.notReady });
      let timer: NodeJS.Timeout | undefined;
      try {
        await Promise.race([
          pingDatabase(app.db),
          new Promise((_resolve, reject) => {
            timer = setTimeout(() => reject(new Error('timeout')), READY_DB_TIMEOUT_MS);
          }),
        ]);
      } catch {
        return reply.status(503).send({ message: MESSAGES.notReady });
      } finally {
        clearTimeout(timer);
      }
      return { status: 'ready' as const };
    },
  );
};

export default health;
