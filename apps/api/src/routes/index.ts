import type { FastifyPluginAsync } from 'fastify';

export type ShopRouteOptions = { authRateLimit: number };

/** Every route of a shop (channel resolved, member identified on demand). */
const shopRoutes: FastifyPluginAsync<ShopRouteOptions> = async (app, options) => {
  void options;
  void app;
};

export default shopRoutes;
