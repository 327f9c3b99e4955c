import type { FastifyPluginAsync } from 'fastify';
import devCarts from './carts.js';
import devClock from './clock.js';
import devOrders from './orders.js';
import devOutbox from './outbox.js';
import devSettings from './settings.js';
import devStock from './stock.js';

/** Test aids for the e2e suite and local work; app.ts registers them only outside production. */
const dev: FastifyPluginAsync = async (app) => {
  await app.register(devOutbox);
  await app.register(devCarts);
  await app.register(devStock);
  await app.register(devSettings);
  await app.register(devOrders);
  await app.register(devClock);
};

export default dev;
