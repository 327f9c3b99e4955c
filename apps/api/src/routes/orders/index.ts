import type { FastifyPluginAsync } from 'fastify';
import guest from './guest.js';
import member from './member.js';
import memos from './memos.js';

/** Orders after the checkout (spec section 7 "Member data" and the guest receipt flow). */
const orderRoutes: FastifyPluginAsync = async (app) => {
  await app.register(member);
  await app.register(memos);
  await app.register(guest);
};

export default orderRoutes;
