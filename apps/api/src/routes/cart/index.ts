import type { FastifyPluginAsync } from 'fastify';
import accessoryRoutes from './accessories.js';
import cartRoutes from './cart.js';
import couponRoutes from './coupons.js';
import leadtimeRoutes from './leadtime.js';
import orderRoutes from './order.js';
import packingRoutes from './packings.js';
import productRoutes from './products.js';
import shippingRoutes from './shippings.js';

/** The cart calls (spec section 7, the cart calls). */
const cart: FastifyPluginAsync = async (app) => {
  // Carts, lines and coupons are no catalogue: stock is taken by the decision, not here.
  app.addHook('onRoute', (route) => {
    route.config = { ...route.config, catalogWrites: false };
  });
  await app.register(cartRoutes);
  await app.register(productRoutes);
  await app.register(shippingRoutes);
  await app.register(packingRoutes);
  await app.register(orderRoutes);
  await app.register(accessoryRoutes);
  await app.register(couponRoutes);
  await app.register(leadtimeRoutes);
};

export default cart;
