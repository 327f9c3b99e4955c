import type { Decorator, Preview } from '@storybook/react-vite';
import { toast } from 'react-hot-toast';
import { ComponentFrame, StoryThemeProvider, ThemeFrames } from '../src/frame.js';
import { ALL_THEMES, THEMES, themesFor, viewportsOf } from '../src/themes.js';

/**
 * Every story inside the theme of the toolbar, or in each theme side by side (each in a frame
 * of its own: ThemeFrames). Component stories (ui's) get the tokens, a router and the toaster
 * here; page stories (parameters.shop) make the shop's own store, routes and theme from the
 * story's theme.
 */
const withThemes: Decorator = (Story, { globals, parameters, id }) => {
  const themes = themesFor(globals.theme);
  if (themes.length > 1) return <ThemeFrames themes={themes} storyId={id} />;
  const theme = themes[0]!;
  return (
    <StoryThemeProvider theme={theme}>
      {parameters.shop === true ? (
        <Story />
      ) : (
        <ComponentFrame theme={theme}>
          <Story />
        </ComponentFrame>
      )}
    </StoryThemeProvider>
  );
};

const preview: Preview = {
  decorators: [withThemes],
  // Toasts live in a module-wide store: one story's toasts must not show up in the next.
  beforeEach: () => {
    toast.remove();
  },
  globalTypes: {
    theme: {
      description: 'テーマ（themes/ にあるもの全部）',
      toolbar: {
        title: 'テーマ',
        icon: 'paintbrush',
        items: [
          ...THEMES.map((theme) => ({
            value: theme.name,
            title: `${theme.siteName}（${theme.name}）`,
          })),
          { value: ALL_THEMES, title: 'すべてのテーマを並べる', icon: 'sidebyside' },
        ],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: THEMES[0]?.name ?? 'standard' },
  parameters: {
    // Violations show as failures in the accessibility panel, not as to-dos.
    a11y: { test: 'error' },
    controls: { expanded: true },
    viewport: { options: viewportsOf(THEMES) },
  },
};

export default preview;
