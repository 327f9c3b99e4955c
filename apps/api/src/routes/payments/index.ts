import type { FastifyPluginAsync } from 'fastify';
import fraudDetectionRoutes from './fraud-detection.js';
import paymentMethodRoutes from './methods.js';
import paymentServiceRoutes from './payment-service.js';
import sandboxTokenRoutes from './sandbox-tokens.js';

/**
 * Payment methods (GET /v1/payments, per cart with availability, the check), the payment
 * services' browser settings, the sandbox card tokeniser and the fraud-detection receiver.
 */
const paymentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(paymentMethodRoutes);
  await app.register(paymentServiceRoutes);
  await app.register(sandboxTokenRoutes);
  await app.register(fraudDetectionRoutes);
};

export default paymentRoutes;
