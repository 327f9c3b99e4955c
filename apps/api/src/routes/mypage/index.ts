import type { FastifyPluginAsync } from 'fastify';
import addressCsvRoutes from './address-csv.js';
import addressRoutes from './addresses.js';
import cardRoutes from './cards.js';
import listRoutes from './lists.js';
import pointRoutes from './points.js';
import systemMessageRoutes from './system-messages.js';

/** What a member keeps in my page: addresses, saved cards, lists, points and messages. */
const mypage: FastifyPluginAsync = async (app) => {
  await app.register(addressRoutes);
  await app.register(addressCsvRoutes);
  await app.register(cardRoutes);
  await app.register(pointRoutes);
  await app.register(listRoutes);
  await app.register(systemMessageRoutes);
};

export default mypage;
