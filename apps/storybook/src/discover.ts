import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

/** A theme folder Storybook shows: its name (the folder's) and its entry (the ThemeDefinition). */
export type FoundTheme = { name: string; entry: string };

/** The virtual module the preview imports: `THEMES`, every theme's definition. */
export const THEMES_MODULE = 'virtual:mise-themes';
const RESOLVED = `\0${THEMES_MODULE}`;

/**
 * Every theme under `root`/themes, read from the disk at build time: a theme made with
 * `pnpm create-theme` has the same shape (src/index.tsx exporting `theme`), so it shows up in
 * the toolbar without anyone editing Storybook. The standard theme comes first (the default).
 */
export function findThemes(root: string): FoundTheme[] {
  const dir = path.join(root, 'themes');
  if (!existsSync(dir)) return [];
  return readdirSync(dir, { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => ({ name: entry.name, entry: path.join(dir, entry.name, 'src/index.tsx') }))
    .filter((theme) => existsSync(theme.entry))
    .sort((a, b) =>
      a.name === 'standard' ? -1 : b.name === 'standard' ? 1 : a.name.localeCompare(b.name),
    );
}

/** The source of the virtual module: one import per theme, by absolute path. */
export function themesModule(themes: readonly FoundTheme[]): string {
  const imports = themes.map(
    (theme, index) => `import { theme as t${index} } from ${JSON.stringify(theme.entry)};`,
  );
  const list = themes.map((_theme, index) => `t${index}`).join(', ');
  return `${imports.join('\n')}\nexport const THEMES = [${list}];\n`;
}

/**
 * Vite plugin behind `virtual:mise-themes`. The themes are compiled from their sources (a
 * designer's change to tokens.ts shows at once in `pnpm storybook`); their imports of the
 * packages resolve from each theme's own folder, as in the shops.
 */
export function themesPlugin(root: string): Plugin {
  return {
    name: 'mise-themes',
    resolveId: (id) => (id === THEMES_MODULE ? RESOLVED : undefined),
    load: (id) => (id === RESOLVED ? themesModule(findThemes(root)) : undefined),
  };
}
