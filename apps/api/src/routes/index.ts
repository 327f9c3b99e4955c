import type { FastifyPluginAsync } from 'fastify';
import addressRoutes from './addresses.js';
import authRoutes from './auth.js';
import cardRoutes from './cards.js';
import cart from './cart/index.js';
import decisionRoutes from './cart/decision.js';
import catalog from './catalog/index.js';
import content from './content/index.js';
import emailVerifyRoutes from './email-verify.js';
import inquiryRoutes from './inquiries.js';
import listRoutes from './lists.js';
import motoRoutes from './moto/index.js';
import oauthRoutes from './oauth.js';
import orderRoutes from './orders/index.js';
import paymentRoutes from './payments/index.js';
import pointRoutes from './points.js';
import reminderRoutes from './reminder.js';
import socialGiftRoutes from './social-gifts.js';
import systemMessageRoutes from './system-messages.js';
import userRoutes from './users.js';

/** Every route of a shop (channel resolved, member identified on demand). */
const shopRoutes: FastifyPluginAsync = async (app) => {
  await app.register(content);
  await app.register(catalog);
  await app.register(cart);
  await app.register(decisionRoutes);
  await app.register(paymentRoutes);
  await app.register(addressRoutes);
  await app.register(authRoutes);
  await app.register(userRoutes);
  await app.register(emailVerifyRoutes);
  await app.register(reminderRoutes);
  await app.register(oauthRoutes);
  await app.register(orderRoutes);
  await app.register(cardRoutes);
  await app.register(pointRoutes);
  await app.register(listRoutes);
  await app.register(systemMessageRoutes);
  await app.register(socialGiftRoutes);
  await app.register(motoRoutes);
  await app.register(inquiryRoutes);
};

export default shopRoutes;
