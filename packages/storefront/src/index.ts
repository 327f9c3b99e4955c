export { decideAccess } from './routes/guards.js';
export type { GuardDecision, SessionView, SiteView } from './routes/guards.js';
export { ROUTES, routesFor } from './routes/table.js';
export type { Access, LayoutName, RouteDef } from './routes/table.js';
