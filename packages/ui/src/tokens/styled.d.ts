import 'styled-components';
import type { Theme } from './theme.js';

declare module 'styled-components' {
  // eslint-disable-next-line @typescript-eslint/consistent-type-definitions, @typescript-eslint/no-empty-object-type -- styled-components' theme type is augmented by interface merging
  export interface DefaultTheme extends Theme {}
}
