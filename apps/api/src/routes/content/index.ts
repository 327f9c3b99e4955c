import type { FastifyPluginAsync } from 'fastify';
import banners from './banners.js';
import blogs from './blogs.js';
import businessDates from './business-dates.js';
import catalogs from './catalogs.js';
import collections from './collections.js';
import colorschemes from './colorschemes.js';
import coupons from './coupons.js';
import ecommerceEvents from './ecommerce-events.js';
import files from './files.js';
import freeAreas from './free-areas.js';
import landingPages from './landing-pages.js';
import layouts from './layouts.js';
import messages from './messages.js';
import news from './news.js';
import popups from './popups.js';
import postalCodes from './postal-codes.js';
import publicInfo from './public.js';
import qas from './qas.js';
import schools from './schools.js';
import settings from './settings.js';
import staticPages from './static-pages.js';

/** The shop's settings and operator-written content: what every page reads before its own data. */
const contentRoutes: FastifyPluginAsync = async (app) => {
  await app.register(publicInfo);
  await app.register(settings);
  await app.register(colorschemes);
  await app.register(messages);
  await app.register(freeAreas);
  await app.register(staticPages);
  await app.register(schools);
  await app.register(news);
  await app.register(blogs);
  await app.register(banners);
  await app.register(popups);
  await app.register(qas);
  await app.register(landingPages);
  await app.register(layouts);
  await app.register(collections);
  await app.register(catalogs);
  await app.register(files);
  await app.register(businessDates);
  await app.register(postalCodes);
  await app.register(coupons);
  await app.register(ecommerceEvents);
};

export default contentRoutes;
