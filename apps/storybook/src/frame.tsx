import type { ThemeDefinition } from '@mise/storefront';
import { AppNavigationContext, ThemeProvider, Toaster } from '@mise/ui';
import { createContext, useContext } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

const StoryTheme = createContext<ThemeDefinition | null>(null);

/** The theme the story is shown in (one column of the "all themes" mode, or the toolbar's). */
export function useStoryTheme(): ThemeDefinition {
  const theme = useContext(StoryTheme);
  if (!theme) throw new Error('useStoryTheme needs the preview decorator');
  return theme;
}

export function StoryThemeProvider({
  theme,
  children,
}: {
  theme: ThemeDefinition;
  children: ReactNode;
}) {
  return <StoryTheme.Provider value={theme}>{children}</StoryTheme.Provider>;
}

export function FollowLinks({ children }: { children: ReactNode }) {
  const navigate = useNavigate();
  return (
    <AppNavigationContext.Provider value={(path) => void navigate(path)}>
      {children}
    </AppNavigationContext.Provider>
  );
}

/**
 * A component story as the storefront renders it: in the theme's tokens, a router and the
 * toaster. Page stories bring their own (the shop's store and routes, ShopStory).
 */
export function ComponentFrame({
  theme,
  toaster,
  children,
}: {
  theme: ThemeDefinition;
  toaster: boolean;
  children: ReactNode;
}) {
  return (
    <MemoryRouter>
      <FollowLinks>
        <ThemeProvider theme={theme.tokens}>
          {children}
          {toaster && <Toaster />}
        </ThemeProvider>
      </FollowLinks>
    </MemoryRouter>
  );
}

const Columns = styled.div<{ $count: number }>`
  display: grid;
  grid-template-columns: repeat(${({ $count }) => $count}, minmax(360px, 1fr));
  gap: 16px;
  overflow-x: auto;
`;

const Column = styled.section`
  min-width: 0;
  border: 1px dashed #868e96;
  /* A page's fixed parts (drawers, toasts) stay inside their own column. */
  transform: translateZ(0);
`;

const ColumnTitle = styled.h2`
  margin: 0;
  padding: 4px 8px;
  background: #212529;
  color: #ffffff;
  font:
    600 13px/1.5 system-ui,
    sans-serif;
`;

/** The "all themes" mode: the same story once per theme, side by side. */
export function ThemeColumns({
  themes,
  render,
}: {
  themes: readonly ThemeDefinition[];
  render: (theme: ThemeDefinition, index: number) => ReactNode;
}) {
  return (
    <Columns $count={themes.length}>
      {themes.map((theme, index) => (
        <Column key={theme.name} aria-label={`${theme.siteName}（${theme.name}）`}>
          <ColumnTitle>
            {theme.siteName}（{theme.name}）
          </ColumnTitle>
          {render(theme, index)}
        </Column>
      ))}
    </Columns>
  );
}
