import type { Loader, StoryObj } from '@storybook/react-vite';
import type { ThemeDefinition } from '@mise/storefront';
import { useStoryTheme } from './frame.js';
import { loadFixture, preloadPages, ShopPage } from './shop.js';
import type { Adjust, FixtureName, Network, PageFixture } from './shop.js';
import { ALL_THEMES, themesFor } from './themes.js';

type Loaded = { fixtures: Record<string, PageFixture> };

/**
 * Loads the fixture of the story's theme and the chunk of its page, so the page renders whole
 * at once: no spinner, no layout shift in the visual tests. All themes side by side load
 * nothing here: each theme's frame loads its own.
 */
export function fixtureLoader(name: FixtureName, routeId?: string): Loader {
  return async ({ globals }) => {
    if (globals.theme === ALL_THEMES) return { fixtures: {} } satisfies Loaded;
    const themes: readonly ThemeDefinition[] = themesFor(globals.theme);
    const entries = await Promise.all(
      themes.map(async (theme) => [theme.name, await loadFixture(theme, name)] as const),
    );
    if (routeId) await preloadPages(themes, routeId);
    return { fixtures: Object.fromEntries(entries) } satisfies Loaded;
  };
}

/** The fixture of the theme the story is rendered in. */
export function useFixture(loaded: unknown): PageFixture {
  const theme = useStoryTheme();
  const fixture = (loaded as Loaded).fixtures[theme.name];
  if (!fixture) throw new Error(`no fixture loaded for ${theme.name}`);
  return fixture;
}

function FixturePage({
  loaded,
  adjust,
  network,
}: {
  loaded: unknown;
  adjust?: Adjust;
  network?: Network;
}) {
  return <ShopPage fixture={useFixture(loaded)} adjust={adjust} network={network} />;
}

/**
 * A page story: the captured page in the story's theme, `adjust` for states the demo lacks,
 * `network: 'timeout'` for a page whose calls fail.
 */
export function pageStory(
  name: FixtureName,
  routeId: string,
  options: { adjust?: Adjust; phone?: boolean; network?: Network } = {},
): StoryObj {
  return {
    loaders: [fixtureLoader(name, routeId)],
    render: (_args, { loaded }) => (
      <FixturePage loaded={loaded} adjust={options.adjust} network={options.network} />
    ),
    ...(options.phone ? { globals: { viewport: { value: 'phone', isRotated: false } } } : {}),
  };
}

/** What every page story's meta has: the shop frame is the story's own, full width. */
export const PAGE_PARAMETERS = { shop: true, layout: 'fullscreen' } as const;
