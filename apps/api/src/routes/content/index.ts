import type { FastifyPluginAsync } from 'fastify';
import colorschemes from './colorschemes.js';
import freeAreas from './free-areas.js';
import messages from './messages.js';
import publicInfo from './public.js';
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
};

export default contentRoutes;
