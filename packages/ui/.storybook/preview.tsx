import type { Decorator, Preview } from '@storybook/react-vite';
import { toast } from 'react-hot-toast';
import { MemoryRouter } from 'react-router-dom';
import { Toaster } from '../src/foundation/Toast/Toaster.js';
import { RouterNavigation } from '../src/test/RouterNavigation.js';
import { PRESETS } from '../src/tokens/presets.js';
import type { PresetName } from '../src/tokens/presets.js';
import { ThemeProvider } from '../src/tokens/ThemeProvider.js';

const THEME_TITLES: Record<PresetName, string> = {
  standard: 'スタンダード',
  business: 'ビジネス',
  moto: 'モト',
};

const isPreset = (name: unknown): name is PresetName =>
  typeof name === 'string' && Object.hasOwn(PRESETS, name);

/** Every story as the storefront renders it: inside a theme, a router and the toaster. */
const withShop: Decorator = (Story, { globals }) => (
  <MemoryRouter>
    <RouterNavigation>
      <ThemeProvider theme={PRESETS[isPreset(globals.theme) ? globals.theme : 'standard']}>
        <Story />
        <Toaster />
      </ThemeProvider>
    </RouterNavigation>
  </MemoryRouter>
);

const preview: Preview = {
  decorators: [withShop],
  // Toasts live in a module-wide store: one story's toasts must not show up in the next.
  beforeEach: () => {
    toast.remove();
  },
  globalTypes: {
    theme: {
      description: 'テーマ（トークン一式）',
      toolbar: {
        title: 'テーマ',
        icon: 'paintbrush',
        items: (Object.keys(PRESETS) as PresetName[]).map((name) => ({
          value: name,
          title: THEME_TITLES[name],
        })),
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'standard' },
  parameters: {
    // Violations show as failures in the accessibility panel, not as to-dos.
    a11y: { test: 'error' },
    controls: { expanded: true },
  },
};

export default preview;
