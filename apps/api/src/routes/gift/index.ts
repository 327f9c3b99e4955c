import type { FastifyPluginAsync } from 'fastify';
import socialGiftRoutes from './social-gifts.js';

/** Social gifts: the receiver of a gift chooses where and when it is delivered. */
const gift: FastifyPluginAsync = async (app) => {
  await app.register(socialGiftRoutes);
};

export default gift;
