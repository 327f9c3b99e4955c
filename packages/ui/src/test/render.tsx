import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import type { ReactElement, ReactNode } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { standardTheme } from '../tokens/presets.js';
import type { Theme } from '../tokens/theme.js';
import { ThemeProvider } from '../tokens/ThemeProvider.js';
import { RouterNavigation } from './RouterNavigation.js';

/** Renders inside the theme (standard unless given) and an in-memory router, as the storefront does. */
export function renderUi(
  ui: ReactElement,
  { theme = standardTheme, ...options }: RenderOptions & { theme?: Theme } = {},
): RenderResult {
  // A wrapper (not a wrapped element) so that rerender keeps the theme and the router.
  const Wrapper = ({ children }: { children: ReactNode }) => (
    <MemoryRouter>
      <RouterNavigation>
        <ThemeProvider theme={theme}>{children}</ThemeProvider>
      </RouterNavigation>
    </MemoryRouter>
  );
  return render(ui, { wrapper: Wrapper, ...options });
}
