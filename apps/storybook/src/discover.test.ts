import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { findThemes, themesModule } from './discover.js';

const repo = path.resolve(import.meta.dirname, '../../..');
/** Everything `pnpm create-theme` reads or changes besides the theme itself. */
const TOUCHED = [
  'package.json',
  'apps/api/src/seed/channels.ts',
  'apps/e2e/shops.ts',
  'apps/e2e/package.json',
  'tooling/bench/src/lib.mjs',
  'tooling/bench/package.json',
];

describe('the themes the toolbar lists', () => {
  it('are the folders under themes/, the standard theme first', () => {
    const names = findThemes(repo).map((theme) => theme.name);
    expect(names[0]).toBe('standard');
    expect(names).toEqual(expect.arrayContaining(['standard', 'business', 'moto']));
  });

  it('come into the preview as one import per theme, by absolute path', () => {
    const source = themesModule([
      { name: 'standard', entry: '/repo/themes/standard/src/index.tsx' },
      { name: 'outdoor', entry: '/repo/themes/outdoor/src/index.tsx' },
    ]);
    expect(source).toContain('import { theme as t1 } from "/repo/themes/outdoor/src/index.tsx";');
    expect(source).toContain('export const THEMES = [t0, t1];');
  });
});

describe('a theme made with pnpm create-theme', () => {
  let root: string;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'mise-storybook-themes-'));
    const skip = (source: string) => !/[/\\](node_modules|dist|\.turbo|reports)$/.test(source);
    for (const dir of [
      'themes/standard',
      'themes/business',
      'themes/moto',
      'apps/theme-standard',
    ]) {
      cpSync(path.join(repo, dir), path.join(root, dir), { recursive: true, filter: skip });
    }
    for (const file of TOUCHED) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      cpSync(path.join(repo, file), path.join(root, file));
    }
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  it('shows in the toolbar without any change to Storybook', () => {
    const script = path.join(repo, 'tooling/create-theme/index.mjs');
    const made = spawnSync(
      process.execPath,
      [script, 'outdoor', '--root', root, '--no-install', '--no-build'],
      { encoding: 'utf8' },
    );
    expect(made.status, made.stderr).toBe(0);
    const themes = findThemes(root);
    expect(themes.map((theme) => theme.name)).toEqual(['standard', 'business', 'moto', 'outdoor']);
    expect(themesModule(themes)).toContain(path.join(root, 'themes/outdoor/src/index.tsx'));
  });
});
