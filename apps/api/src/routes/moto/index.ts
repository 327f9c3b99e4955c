import type { FastifyPluginAsync } from 'fastify';
import embroideryRoutes from './embroidery.js';
import memorialRoutes from './memorials.js';
import { stylistRoutes } from './stylists.js';
import timeseriesRoutes from './timeseries.js';

/**
 * The motorcycle shop's extras (spec section 1): memorials, measurements, name embroidery and
 * stylists. Served for every shop (a shop without them answers empty lists and 404s), so the
 * API needs no per-theme switch.
 */
const motoRoutes: FastifyPluginAsync = async (app) => {
  await app.register(memorialRoutes);
  await app.register(timeseriesRoutes);
  await app.register(embroideryRoutes);
  await app.register(stylistRoutes);
};

export default motoRoutes;
