// pnpm create-theme <name>: a new theme (themes/<name>) and its storefront app
// (apps/theme-<name>) made from the standard ones, a demo channel for it in the API seed, the
// shop in the e2e route sweep and the bench (the demo runs every app's "demo" script), then
// install and build. See docs/theming.md.
import { spawnSync } from 'node:child_process';
import { cpSync, existsSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';

const USAGE = `usage: pnpm create-theme <name> [--site-name <shop name>] [--root <repo>] [--no-install] [--no-build]

  <name>        lower-case letters, digits and hyphens, starting with a letter (e.g. "outdoor");
                becomes the theme, its channel and its packages (@mise/theme-<name>, @mise/app-theme-<name>)
  --site-name   the shop's name as shoppers see it (default "Mise <name>")
  --root        the repository to work in (default: this one)
  --no-install  skip "pnpm install"
  --no-build    skip the turbo build of the new app`;

const NAME = /^[a-z][a-z0-9]*(?:-[a-z0-9]+)*$/;
const FIRST_PORT = 3000;
const SEED = 'apps/api/src/seed/channels.ts';
/** The e2e run's list of created shops (started with the run, swept by routes.spec.ts). */
const E2E_SHOPS = 'apps/e2e/shops.ts';
/** The shops the benchmarks measure. */
const BENCH_SHOPS = 'tooling/bench/src/lib.mjs';
/** Packages whose turbo tasks (e2e, bench) need the new app built first. */
const DEPENDENTS = ['apps/e2e/package.json', 'tooling/bench/package.json'];
/**
 * The standard preset's colours the new tokens.ts spells out, to be changed there: the theme's
 * tokens are what the shop shows (no colour scheme is selected for a new channel).
 */
const STARTING_COLORS = [
  ['primary', '#1f4e79', 'header band, buttons, headings'],
  ['accent', '#c2410c', 'badges, highlights'],
  ['link', '#1a5fb4', 'links'],
  ['surface', '#f5f7fa', 'panels and cards'],
];
/** Generated or installed; never copied into the new theme. */
const SKIPPED = new Set(['node_modules', 'dist', '.turbo', 'reports', 'test-results']);

export class CreateThemeError extends Error {}

const read = (file) => readFileSync(file, 'utf8');
const quote = (text) => `'${text.replaceAll('\\', '\\\\').replaceAll("'", "\\'")}'`;

/** `text` with `pattern` replaced, which must occur exactly once: the standard files' shape is part of the contract. */
function replaceOnce(text, pattern, replacement, where) {
  const matches = text.match(new RegExp(pattern.source, `${pattern.flags.replace('g', '')}g`));
  if (matches?.length !== 1) {
    throw new CreateThemeError(
      `${where}: expected exactly one ${pattern} (found ${matches?.length ?? 0}); update tooling/create-theme to the new shape`,
    );
  }
  return text.replace(pattern, replacement);
}

/** The ports the shops already use: each app's default PORT and the seed's channel hosts. */
function usedPorts(root) {
  const ports = [];
  for (const dir of readdirSync(path.join(root, 'apps'))) {
    const server = path.join(root, 'apps', dir, 'src/server.ts');
    if (!dir.startsWith('theme-') || !existsSync(server)) continue;
    const match = read(server).match(/process\.env\.PORT \?\? (\d+)/);
    if (match) ports.push(Number(match[1]));
  }
  for (const match of read(path.join(root, SEED)).matchAll(/'(?:localhost|127\.0\.0\.1):(\d+)'/g)) {
    ports.push(Number(match[1]));
  }
  return ports;
}

function rewriteJson(file, change) {
  const json = JSON.parse(read(file));
  change(json);
  writeFileSync(file, `${JSON.stringify(json, null, 2)}\n`);
}

/** The sources under `dir`/src, other than `derived`, that name the standard theme. */
function namingStandard(dir, derived) {
  return readdirSync(path.join(dir, 'src'), { recursive: true })
    .map((file) => `src/${file.split(path.sep).join('/')}`)
    .filter((file) => /\.[cm]?[jt]sx?$/.test(file) && !derived.has(file))
    .filter((file) => /'standard'|@mise\/theme-standard\b/.test(read(path.join(dir, file))));
}

const copyTree = (from, to) =>
  cpSync(from, to, { recursive: true, filter: (source) => !SKIPPED.has(path.basename(source)) });

function run(root, command, args) {
  console.log(`\n> ${[command, ...args].join(' ')}`);
  const result = spawnSync(command, args, { cwd: root, stdio: 'inherit' });
  if (result.error) throw result.error;
  if (result.status !== 0) {
    throw new CreateThemeError(`${command} ${args.join(' ')} exited with ${result.status}`);
  }
}

/**
 * Makes the theme and its app. Everything is checked before the first file is written, so a
 * refused name or an unexpected standard theme leaves the repository as it was.
 */
export function createTheme({
  name,
  siteName = `Mise ${name}`,
  root,
  install = true,
  build = true,
}) {
  if (!NAME.test(name) || name.length > 40) {
    throw new CreateThemeError(
      `"${name}" is not a valid theme name: use lower-case letters, digits and hyphens, starting with a letter (at most 40)`,
    );
  }
  // It goes into TypeScript string literals on one line each (theme, seed).
  if (!siteName.trim() || /[\p{Cc}]/u.test(siteName)) {
    throw new CreateThemeError('--site-name must be one line of text');
  }
  const themeDir = path.join(root, 'themes', name);
  const appDir = path.join(root, 'apps', `theme-${name}`);
  const seedFile = path.join(root, SEED);
  for (const dir of [themeDir, appDir]) {
    if (existsSync(dir)) {
      throw new CreateThemeError(`${path.relative(root, dir)} already exists: pick another name`);
    }
  }
  const seed = read(seedFile);
  if (seed.includes(`id: ${quote(name)},`)) {
    throw new CreateThemeError(`the API seed already has a channel "${name}": pick another name`);
  }
  const port = Math.max(FIRST_PORT - 1, ...usedPorts(root)) + 1;

  // The theme's names live in identity.ts (index.tsx spreads it), which the islands entry
  // imports on its own: the new shop's names go there.
  const themeIdentity = path.join(root, 'themes/standard/src/identity.ts');
  let identity = read(themeIdentity);
  identity = replaceOnce(identity, /name: 'standard',/, `name: ${quote(name)},`, themeIdentity);
  identity = replaceOnce(
    identity,
    /channel: 'standard',/,
    `channel: ${quote(name)},`,
    themeIdentity,
  );
  identity = replaceOnce(
    identity,
    /siteName: '[^'\n]*',/,
    `siteName: ${quote(siteName)},`,
    themeIdentity,
  );
  identity = identity.replace(
    /\/\*\* The standard consumer shop\. \*\//,
    `/** The ${name} shop (started from the standard theme with pnpm create-theme). */`,
  );

  // The new shop's look is its tokens.ts: the colours to change are written out, and nothing in
  // the API overrides them (its channel selects no colour scheme; themeFromColorScheme in @mise/ui).
  const themeTokens = path.join(root, 'themes/standard/src/tokens.ts');
  const tokens = replaceOnce(
    read(themeTokens),
    /createTheme\(standardTheme, \{ name: 'standard' \}\)/,
    [
      'createTheme(standardTheme, {',
      `  name: ${quote(name)},`,
      "  // This shop's own look, over @mise/ui's standard preset: change these (any key of Theme can",
      '  // be set: typography, radii, spinner, cursor). They show as written unless an operator',
      '  // selects a colour scheme for the channel.',
      '  colors: {',
      ...STARTING_COLORS.map(([key, value, use]) => `    ${key}: '${value}', // ${use}`),
      '  },',
      '})',
    ].join('\n'),
    themeTokens,
  );
  const themeSources = [
    { file: 'src/identity.ts', text: identity },
    { file: 'src/tokens.ts', text: tokens },
  ];

  // Each entry imports the theme, the islands entry its ./identity subpath.
  const appSources = ['src/server.ts', 'src/entry-client.tsx', 'src/entry-islands.tsx'].map(
    (file) => {
      const source = path.join(root, 'apps/theme-standard', file);
      let text = replaceOnce(
        read(source),
        /'@mise\/theme-standard(\/[\w-]+)?'/,
        `'@mise/theme-${name}$1'`,
        source,
      );
      if (file === 'src/server.ts') {
        text = replaceOnce(
          text,
          /process\.env\.PORT \?\? \d+/,
          `process.env.PORT ?? ${port}`,
          source,
        );
      }
      return { file, text };
    },
  );

  // Every other source is copied as it is, so one that names the standard theme (a new entry,
  // the names moved to another file) would make a shop that is the standard one in part.
  for (const [dir, derived] of [
    ['themes/standard', themeSources],
    ['apps/theme-standard', appSources],
  ]) {
    const stale = namingStandard(path.join(root, dir), new Set(derived.map(({ file }) => file)));
    if (stale.length > 0) {
      throw new CreateThemeError(
        `${stale.map((file) => `${dir}/${file}`).join(', ')} name the standard theme, which create-theme does not rename; update tooling/create-theme to the new shape`,
      );
    }
  }

  const entry = [
    '  {',
    `    id: ${quote(name)},`,
    `    name: ${quote(siteName)},`,
    "    kind: 'consumer',",
    `    theme: ${quote(name)},`,
    `    hosts: ['localhost:${port}', '127.0.0.1:${port}'],`,
    '  },',
    '',
  ].join('\n');
  const seedEnd = /(export const DEMO_CHANNELS = \[[\s\S]*?\n)(\] as const;)/;
  const newSeed = replaceOnce(seed, seedEnd, `$1${entry}$2`, seedFile);

  const e2eFile = path.join(root, E2E_SHOPS);
  const newE2e = replaceOnce(
    read(e2eFile),
    /(const CREATED_SHOPS: [^=]*= \[\n[\s\S]*?)(\];)/,
    `$1  { theme: ${quote(name)}, app: ${quote(`theme-${name}`)} },\n$2`,
    e2eFile,
  );
  const benchFile = path.join(root, BENCH_SHOPS);
  const newBench = replaceOnce(
    read(benchFile),
    /(export const SHOPS = \[\n[\s\S]*?)(\];)/,
    `$1  { theme: ${quote(name)}, app: ${quote(`theme-${name}`)}, channel: ${quote(name)} },\n$2`,
    benchFile,
  );
  const dependents = DEPENDENTS.map((file) => {
    const manifest = path.join(root, file);
    if (!existsSync(manifest)) throw new CreateThemeError(`${file} is missing`);
    return manifest;
  });

  // `npm run demo` is turbo's demo task: every package with a "demo" script, the new app too.
  const standardApp = JSON.parse(read(path.join(root, 'apps/theme-standard/package.json')));
  if (!standardApp.scripts?.demo) {
    throw new CreateThemeError(
      'apps/theme-standard/package.json has no "demo" script, which the new shop needs to be in npm run demo; update tooling/create-theme to the new shape',
    );
  }

  copyTree(path.join(root, 'themes/standard'), themeDir);
  for (const { file, text } of themeSources) writeFileSync(path.join(themeDir, file), text);
  rewriteJson(path.join(themeDir, 'package.json'), (pkg) => {
    pkg.name = `@mise/theme-${name}`;
    pkg.description = `The ${name} shop's look: tokens, layouts and page compositions`;
  });

  copyTree(path.join(root, 'apps/theme-standard'), appDir);
  for (const { file, text } of appSources) writeFileSync(path.join(appDir, file), text);
  rewriteJson(path.join(appDir, 'package.json'), (pkg) => {
    pkg.name = `@mise/app-theme-${name}`;
    pkg.description = `The ${name} shop: the ${name} theme served with SSR on port ${port}`;
    const { '@mise/theme-standard': version, ...rest } = pkg.dependencies;
    pkg.dependencies = Object.fromEntries(
      Object.entries({ ...rest, [`@mise/theme-${name}`]: version }).sort(([a], [b]) =>
        a.localeCompare(b),
      ),
    );
  });

  writeFileSync(seedFile, newSeed);
  writeFileSync(e2eFile, newE2e);
  writeFileSync(benchFile, newBench);
  for (const manifest of dependents) {
    rewriteJson(manifest, (pkg) => {
      pkg.devDependencies = Object.fromEntries(
        Object.entries({ ...pkg.devDependencies, [`@mise/app-theme-${name}`]: 'workspace:*' }).sort(
          ([a], [b]) => a.localeCompare(b),
        ),
      );
    });
  }

  // The lockfile gains two importers, so a frozen install (pnpm's default under CI) cannot work.
  if (install) run(root, 'pnpm', ['install', '--no-frozen-lockfile', '--prefer-offline']);
  if (build) {
    run(root, 'pnpm', ['exec', 'turbo', 'run', 'build', `--filter=@mise/app-theme-${name}...`]);
  }
  return { themeDir, appDir, port, siteName, built: build };
}

/** What was made and, numbered, what to do next. */
export function report(name, { siteName, port, built }) {
  const app = `@mise/app-theme-${name}`;
  const steps = [
    `Give it its own look: edit themes/${name}/src/tokens.ts (colours, type, radii, spinner and cursor)
     and, for its names and page templates, themes/${name}/src/identity.ts. No API change is needed:
     the new channel selects no colour scheme, so the theme's tokens show as written.`,
    `${built ? 'Rebuild it after editing' : 'Build it'}: pnpm exec turbo run build --filter=${app}...`,
    `See it: npm run demo, then http://localhost:${port}/ (the API adds the channel when it starts)`,
    `Check every route: pnpm --filter @mise/e2e exec playwright test tests/routes.spec.ts`,
    `Measure it: pnpm --filter @mise/bench exec node src/web.mjs --shops ${name}`,
    `Commit themes/${name}, apps/theme-${name}, ${SEED}, ${E2E_SHOPS}, ${BENCH_SHOPS},
     ${DEPENDENTS.join(', ')} and pnpm-lock.yaml`,
  ];
  return `
Created ${siteName}:
  themes/${name}          @mise/theme-${name}: tokens.ts (the look), identity.ts (names, templates), layouts, pages
  apps/theme-${name}      ${app} on port ${port} (PORT overrides), in npm run demo
  ${SEED}  channel "${name}" (hosts localhost:${port}, 127.0.0.1:${port}), no colour scheme selected
  ${E2E_SHOPS}  in the route sweep (routes.spec.ts)
  ${BENCH_SHOPS}  in the benchmarks (bench:web, bench:ssr)

Next steps:
${steps.map((step, index) => `  ${index + 1}. ${step}`).join('\n')}`;
}

function main(argv) {
  const { values, positionals } = parseArgs({
    args: argv,
    allowPositionals: true,
    options: {
      'site-name': { type: 'string' },
      root: { type: 'string' },
      'no-install': { type: 'boolean', default: false },
      'no-build': { type: 'boolean', default: false },
      help: { type: 'boolean', short: 'h', default: false },
    },
  });
  if (values.help) {
    console.log(USAGE);
    return;
  }
  if (positionals.length !== 1) throw new CreateThemeError(USAGE);
  const root = path.resolve(values.root ?? path.join(import.meta.dirname, '../..'));
  const name = positionals[0];
  const created = createTheme({
    name,
    siteName: values['site-name'],
    root,
    install: !values['no-install'],
    build: !values['no-build'],
  });
  console.log(report(name, created));
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  try {
    main(process.argv.slice(2));
  } catch (error) {
    // Refused input gets one line; anything else is a bug and keeps its stack.
    const refused = error instanceof CreateThemeError || error.code?.startsWith('ERR_PARSE_ARGS');
    if (!refused) throw error;
    console.error(`create-theme: ${error.message}`);
    process.exit(1);
  }
}
