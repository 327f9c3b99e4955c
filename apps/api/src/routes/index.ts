import type { FastifyPluginAsync } from 'fastify';

/** Every route of a shop (channel resolved, member identified on demand). */
const shopRoutes: FastifyPluginAsync = async (app) => {
  void app;
};

export default shopRoutes;
