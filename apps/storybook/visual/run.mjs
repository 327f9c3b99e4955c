// pnpm storybook:visual [--update] [playwright options]: the visual tests; --update writes the
// screenshots of this run as the new baselines (after a change meant to change the looks).
import { spawnSync } from 'node:child_process';
import { createRequire } from 'node:module';
import path from 'node:path';

const cli = createRequire(import.meta.url).resolve('@playwright/test/cli');
const args = process.argv.slice(2).map((arg) => (arg === '--update' ? '--update-snapshots' : arg));
const result = spawnSync(
  process.execPath,
  [cli, 'test', '-c', path.join(import.meta.dirname, 'playwright.config.ts'), ...args],
  { stdio: 'inherit' },
);
if (result.error) throw result.error;
process.exit(result.status ?? 1);
