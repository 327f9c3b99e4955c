import type { FastifyPluginAsync } from 'fastify';
import bookmarks from './bookmarks.js';
import productHistories from './product-histories.js';
import productRequests from './product-requests.js';
import products from './products.js';
import reference from './reference.js';
import searchHistories from './search-histories.js';
import vehicles from './vehicles.js';

/** The catalogue of a shop (spec section 7 "Products" and its reference data). */
const catalogRoutes: FastifyPluginAsync = async (app) => {
  await app.register(products);
  await app.register(reference);
  await app.register(productHistories);
  await app.register(searchHistories);
  await app.register(productRequests);
  await app.register(bookmarks);
  await app.register(vehicles);
};

export default catalogRoutes;
