import { render } from '@testing-library/react';
import type { RenderOptions, RenderResult } from '@testing-library/react';
import type { ReactElement } from 'react';
import { MemoryRouter } from 'react-router-dom';
import { standardTheme } from '../tokens/presets.js';
import type { Theme } from '../tokens/theme.js';
import { ThemeProvider } from '../tokens/ThemeProvider.js';

/** Renders inside the theme (standard unless given) and an in-memory router, as the storefront does. */
export function renderUi(
  ui: ReactElement,
  { theme = standardTheme, ...options }: RenderOptions & { theme?: Theme } = {},
): RenderResult {
  return render(
    <MemoryRouter>
      <ThemeProvider theme={theme}>{ui}</ThemeProvider>
    </MemoryRouter>,
    options,
  );
}
