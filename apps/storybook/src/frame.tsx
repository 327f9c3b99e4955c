import type { ThemeDefinition } from '@mise/storefront';
import { AppNavigationContext, ThemeProvider, Toaster } from '@mise/ui';
import { createContext, useContext, useEffect, useRef } from 'react';
import type { ReactNode } from 'react';
import { MemoryRouter, useNavigate } from 'react-router-dom';
import { styled } from 'styled-components';

const StoryTheme = createContext<ThemeDefinition | null>(null);

/** The theme the story is shown in (the toolbar's, or one frame's of the "all themes" mode). */
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
  children,
}: {
  theme: ThemeDefinition;
  children: ReactNode;
}) {
  return (
    <MemoryRouter>
      <FollowLinks>
        <ThemeProvider theme={theme.tokens}>
          {children}
          <Toaster />
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
  display: flex;
  flex-direction: column;
  min-width: 0;
  border: 1px dashed #868e96;
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

/** As tall as the window (a page's 100vh is the frame's), never shorter than a phone's half. */
const Frame = styled.iframe`
  display: block;
  width: 100%;
  height: max(480px, calc(100vh - 40px));
  border: 0;
`;

/** The story alone in one theme: Storybook's own iframe.html, with the theme in its globals. */
export function storyUrl(storyId: string, theme: string): string {
  const query = new URLSearchParams({ id: storyId, viewMode: 'story' });
  return `iframe.html?${query.toString()}&globals=theme:${encodeURIComponent(theme)}`;
}

/**
 * The "all themes" mode: the story once per theme, side by side, each in a frame of its own
 * (the story's iframe.html in that theme), so media queries, 100vh and the page's fixed parts
 * follow the frame, not the window: a 400-px column shows the theme's phone look. A frame's
 * preview talks to its parent as it would to the manager; those messages stop here.
 */
export function ThemeFrames({
  themes,
  storyId,
}: {
  themes: readonly ThemeDefinition[];
  storyId: string;
}) {
  const frames = useRef<(HTMLIFrameElement | null)[]>([]);
  useEffect(() => {
    const stop = (event: MessageEvent) => {
      if (frames.current.some((frame) => frame && frame.contentWindow === event.source))
        event.stopImmediatePropagation();
    };
    window.addEventListener('message', stop, true);
    return () => window.removeEventListener('message', stop, true);
  }, []);
  return (
    <Columns $count={themes.length}>
      {themes.map((theme, index) => {
        const label = `${theme.siteName}（${theme.name}）`;
        return (
          <Column key={theme.name} aria-label={label}>
            <ColumnTitle>{label}</ColumnTitle>
            <Frame
              ref={(frame) => {
                frames.current[index] = frame;
              }}
              title={label}
              src={storyUrl(storyId, theme.name)}
            />
          </Column>
        );
      })}
    </Columns>
  );
}
