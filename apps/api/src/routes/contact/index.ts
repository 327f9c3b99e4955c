import type { FastifyPluginAsync } from 'fastify';
import inquiryRoutes from './inquiries.js';

/**
 * The shop's side of the contact form. The operators' answers (admin-inquiries.ts) serve every
 * shop with one token, so app.ts registers them outside the shops' scope.
 */
const contact: FastifyPluginAsync = async (app) => {
  await app.register(inquiryRoutes);
};

export default contact;
