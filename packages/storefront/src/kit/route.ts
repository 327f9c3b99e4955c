import type { LoaderFunctionArgs } from 'react-router-dom';
import type { RouteDef } from '../routes/table.js';
import type { StorefrontContextValue } from './context.js';

/** What the router keeps of each route: its entry of the route table (read by the frame and pages). */
export type RouteHandle = { route: RouteDef };

/** The critical data of a page, awaited before it renders (so the server paints it whole). */
export type PageLoader = (
  ctx: StorefrontContextValue,
  args: LoaderFunctionArgs,
) => Promise<unknown>;
