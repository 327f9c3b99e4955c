import type { FastifyPluginAsync } from 'fastify';
import account from './account/index.js';
import cart from './cart/index.js';
import decisionRoutes from './cart/decision.js';
import catalog from './catalog/index.js';
import contact from './contact/index.js';
import content from './content/index.js';
import gift from './gift/index.js';
import motoRoutes from './moto/index.js';
import mypage from './mypage/index.js';
import orderRoutes from './orders/index.js';
import paymentRoutes from './payments/index.js';

/** Every route of a shop (channel resolved, member identified on demand), one folder a feature. */
const shopRoutes: FastifyPluginAsync = async (app) => {
  await app.register(content);
  await app.register(catalog);
  await app.register(cart);
  await app.register(decisionRoutes);
  await app.register(paymentRoutes);
  await app.register(account);
  await app.register(mypage);
  await app.register(orderRoutes);
  await app.register(gift);
  await app.register(motoRoutes);
  await app.register(contact);
};

export default shopRoutes;
