// Pages the server sends for island hydration (catalogue pages opened from outside the app)
// load this instead of entry-client: the theme's identity and tokens, no layouts or routes.
import { identity } from '@mise/theme-standard/identity';
import { hydrateIslands } from '@mise/storefront/islands';

hydrateIslands(identity);
