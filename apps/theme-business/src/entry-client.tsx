// The theme is imported first, on the server as here, so styled-components defines its
// components in the same order on both sides and the class names match at hydration.
import { theme } from '@mise/theme-business';
import { hydrateStorefront } from '@mise/storefront/client';

hydrateStorefront(theme);
