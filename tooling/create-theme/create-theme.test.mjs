// The scaffolder, twice: against a small copy of what it touches (every generated name,
// port and seed entry), and once for real in this repository (install, build, serve), after
// which the throwaway theme is removed and the seed, lockfile and API build are as before.
// The package's dev dependencies on @mise/api and @mise/app-theme-standard make turbo build
// everything the real run needs before this test starts, so its own build only adds the new
// packages (and the API, whose seed changed).
import { spawn, spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';

const repo = path.resolve(import.meta.dirname, '../..');
const script = path.join(import.meta.dirname, 'index.mjs');
const SEED = 'apps/api/src/seed/channels.ts';
const E2E_SHOPS = 'apps/e2e/shops.ts';
const BENCH_SHOPS = 'tooling/bench/src/lib.mjs';
/** Every file outside the two new folders that the scaffolder changes. */
const REGISTERED = [
  SEED,
  E2E_SHOPS,
  BENCH_SHOPS,
  'apps/e2e/package.json',
  'tooling/bench/package.json',
];

const read = (file) => readFileSync(file, 'utf8');
const json = (file) => JSON.parse(read(file));

function createTheme(args, cwd = repo) {
  return spawnSync(process.execPath, [script, ...args], { cwd, encoding: 'utf8' });
}

describe('pnpm create-theme in a copy of what it touches', () => {
  let root;
  beforeEach(() => {
    root = mkdtempSync(path.join(tmpdir(), 'mise-create-theme-'));
    const skip = (source) => !/[/\\](node_modules|dist|\.turbo|reports)$/.test(source);
    for (const dir of [
      'themes/standard',
      'apps/theme-standard',
      'apps/theme-business',
      'apps/theme-moto',
    ]) {
      cpSync(path.join(repo, dir), path.join(root, dir), { recursive: true, filter: skip });
    }
    for (const file of REGISTERED) {
      mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
      cpSync(path.join(repo, file), path.join(root, file));
    }
    cpSync(path.join(repo, 'package.json'), path.join(root, 'package.json'));
  });
  afterEach(() => rmSync(root, { recursive: true, force: true }));

  const run = (...args) => createTheme([...args, '--root', root, '--no-install', '--no-build']);

  it('makes the theme and its app from the standard ones, on the next free port, with a channel', () => {
    const result = run('outdoor', '--site-name', 'Mise アウトドア');
    expect(result.stderr).toBe('');
    expect(result.status).toBe(0);
    expect(result.stdout).toContain('@mise/app-theme-outdoor on port 3003');

    const theme = path.join(root, 'themes/outdoor');
    const themeManifest = json(path.join(theme, 'package.json'));
    expect(themeManifest.name).toBe('@mise/theme-outdoor');
    // The islands entry imports the identity alone, without layouts and pages.
    expect(themeManifest.exports['./identity']).toEqual({
      types: './dist/identity.d.ts',
      default: './dist/identity.js',
    });
    const identity = read(path.join(theme, 'src/identity.ts'));
    expect(identity).toContain("name: 'outdoor',");
    expect(identity).toContain("channel: 'outdoor',");
    expect(identity).toContain("siteName: 'Mise アウトドア',");
    expect(identity).toContain('/** The outdoor shop (started from the standard theme');
    expect(identity).not.toContain("'standard'");
    const tokens = read(path.join(theme, 'src/tokens.ts'));
    expect(tokens).toContain("createTheme(standardTheme, {\n  name: 'outdoor',\n");
    // The look is spelled out in the one file to edit, with the preset's values to start from.
    expect(tokens).toMatch(/ {2}colors: \{\n {4}primary: '#1f4e79', \/\/ [^\n]+\n/);
    expect(tokens).not.toContain("'standard'");
    // The look comes along whole: the templates' look, layouts and page compositions.
    expect(identity).toContain("page: { variant: 'underline', width: 800, centered: true },");
    for (const file of [
      'src/index.tsx',
      'src/layouts/index.tsx',
      'src/layouts/parts.tsx',
      'src/pages/TopPage.tsx',
    ]) {
      expect(read(path.join(theme, file))).toBe(read(path.join(repo, 'themes/standard', file)));
    }
    expect(read(path.join(theme, 'src/index.tsx'))).toContain('...identity,');
    expect(existsSync(path.join(theme, 'node_modules'))).toBe(false);

    const app = path.join(root, 'apps/theme-outdoor');
    const manifest = json(path.join(app, 'package.json'));
    expect(manifest.name).toBe('@mise/app-theme-outdoor');
    expect(manifest.dependencies).toHaveProperty('@mise/theme-outdoor', 'workspace:*');
    expect(manifest.dependencies).not.toHaveProperty('@mise/theme-standard');
    expect(manifest.scripts.build).toBe(
      'vite build && vite build --mode islands && tsc -p tsconfig.build.json',
    );
    const server = read(path.join(app, 'src/server.ts'));
    expect(server).toContain("import('@mise/theme-outdoor')");
    expect(server).toContain('process.env.PORT ?? 3003');
    expect(read(path.join(app, 'src/entry-client.tsx'))).toContain("from '@mise/theme-outdoor'");
    const islands = read(path.join(app, 'src/entry-islands.tsx'));
    expect(islands).toContain("import { identity } from '@mise/theme-outdoor/identity';");
    expect(islands).toContain('hydrateIslands(identity);');
    const vite = read(path.join(app, 'vite.config.ts'));
    expect(vite).toBe(read(path.join(repo, 'apps/theme-standard/vite.config.ts')));
    expect(vite).toContain('themeAppConfig()');
    expect(existsSync(path.join(app, 'dist'))).toBe(false);

    const seed = read(path.join(root, SEED));
    expect(seed).toContain(
      [
        '  {',
        "    id: 'outdoor',",
        "    name: 'Mise アウトドア',",
        "    kind: 'consumer',",
        "    theme: 'outdoor',",
        "    hosts: ['localhost:3003', '127.0.0.1:3003'],",
        '  },',
        '] as const;',
      ].join('\n'),
    );
    // The demo shops stay as they were.
    expect(seed.replace(/ {2}\{\n {4}id: 'outdoor'[\s\S]*?\n {2}\},\n/, '')).toBe(
      read(path.join(repo, SEED)),
    );
  });

  it('adds the shop to the e2e route sweep, the bench and the demo, and says what to do next', () => {
    const result = run('outdoor', '--site-name', 'Mise アウトドア');
    expect(result.status).toBe(0);

    const e2e = read(path.join(root, E2E_SHOPS));
    expect(e2e).toContain(
      "  // pnpm create-theme adds a line here for each shop it makes.\n  { theme: 'outdoor', app: 'theme-outdoor' },\n];",
    );
    const bench = read(path.join(root, BENCH_SHOPS));
    expect(bench).toContain(
      "  { theme: 'moto', app: 'theme-moto', channel: 'moto' },\n  { theme: 'outdoor', app: 'theme-outdoor', channel: 'outdoor' },\n];",
    );
    // turbo builds the new app before the e2e and bench tasks.
    for (const file of ['apps/e2e/package.json', 'tooling/bench/package.json']) {
      const { devDependencies } = json(path.join(root, file));
      expect(devDependencies).toHaveProperty('@mise/app-theme-outdoor', 'workspace:*');
      const names = Object.keys(devDependencies);
      expect(names).toEqual([...names].sort((a, b) => a.localeCompare(b)));
    }
    // npm run demo is turbo's demo task: the app's own "demo" script puts it in.
    expect(json(path.join(root, 'apps/theme-outdoor/package.json')).scripts.demo).toBe(
      'node --max-semi-space-size=64 dist/server/server.js',
    );

    const steps = result.stdout.split('Next steps:\n')[1] ?? '';
    expect(steps.match(/^ {2}\d+\./gm)).toEqual(['  1.', '  2.', '  3.', '  4.', '  5.', '  6.']);
    expect(steps).toContain('  1. Give it its own look: edit themes/outdoor/src/tokens.ts');
    expect(steps).toContain('No API change is needed');
    expect(steps).toContain('http://localhost:3003/');
    expect(steps).toContain('--shops outdoor');

    // A second shop comes after the first in both lists.
    expect(run('garden').status).toBe(0);
    expect(read(path.join(root, E2E_SHOPS))).toContain(
      "  { theme: 'outdoor', app: 'theme-outdoor' },\n  { theme: 'garden', app: 'theme-garden' },\n];",
    );
    expect(read(path.join(root, BENCH_SHOPS))).toContain(
      "channel: 'outdoor' },\n  { theme: 'garden', app: 'theme-garden', channel: 'garden' },\n];",
    );
  });

  it('refuses an e2e shop list of another shape, and writes nothing', () => {
    const file = path.join(root, E2E_SHOPS);
    writeFileSync(file, read(file).replace('const CREATED_SHOPS', 'const MADE_SHOPS'));
    const before = REGISTERED.map((f) => read(path.join(root, f)));
    const result = run('outdoor');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${path.join(root, E2E_SHOPS)}: expected exactly one`);
    expect(existsSync(path.join(root, 'themes/outdoor'))).toBe(false);
    expect(REGISTERED.map((f) => read(path.join(root, f)))).toEqual(before);
  });

  it('gives each new theme the next port and a default shop name', () => {
    expect(run('garden').status).toBe(0);
    expect(run('pet-care').status).toBe(0);
    expect(read(path.join(root, 'apps/theme-pet-care/src/server.ts'))).toContain('PORT ?? 3004');
    expect(read(path.join(root, 'themes/pet-care/src/identity.ts'))).toContain(
      "siteName: 'Mise pet-care',",
    );
    expect(read(path.join(root, SEED))).toContain("hosts: ['localhost:3004', '127.0.0.1:3004'],");
  });

  it.each([
    ['Outdoor', 'is not a valid theme name'],
    ['9lives', 'is not a valid theme name'],
    ['out_door', 'is not a valid theme name'],
    ['outdoor-', 'is not a valid theme name'],
    ['standard', 'themes/standard already exists'],
    ['moto', 'apps/theme-moto already exists'],
  ])('refuses %s and writes nothing', (name, message) => {
    const before = REGISTERED.map((file) => read(path.join(root, file)));
    const result = run(name);
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(message);
    expect(REGISTERED.map((file) => read(path.join(root, file)))).toEqual(before);
  });

  it('refuses a standard source it would copy with the standard name in it, and writes nothing', () => {
    const worker = 'apps/theme-standard/src/entry-worker.tsx';
    writeFileSync(path.join(root, worker), "import { theme } from '@mise/theme-standard';\n");
    const seed = read(path.join(root, SEED));
    const result = run('outdoor');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain(`${worker} name the standard theme`);
    expect(existsSync(path.join(root, 'themes/outdoor'))).toBe(false);
    expect(read(path.join(root, SEED))).toBe(seed);
  });

  it('refuses a name the seed already has as a channel', () => {
    rmSync(path.join(root, 'apps/theme-business'), { recursive: true });
    const result = run('business');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('the API seed already has a channel "business"');
    expect(existsSync(path.join(root, 'themes/business'))).toBe(false);
  });

  it('refuses a shop name that is not one line of text', () => {
    const result = run('outdoor', '--site-name', 'Mise\nアウトドア');
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('--site-name must be one line of text');
    expect(existsSync(path.join(root, 'themes/outdoor'))).toBe(false);
  });

  it('explains its usage without a name', () => {
    const result = run();
    expect(result.status).toBe(1);
    expect(result.stderr).toContain('usage: pnpm create-theme <name>');
  });
});

/** A free loopback port for the shop's server. */
function freePort() {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });
}

/** Starts the built app's server and waits for the line it prints once it listens. */
function startShop(appDir, env) {
  const child = spawn(process.execPath, [path.join(appDir, 'dist/server/server.js')], {
    env: { ...process.env, ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const ready = new Promise((resolve, reject) => {
    let output = '';
    const timer = setTimeout(() => reject(new Error(`the shop did not start:\n${output}`)), 30_000);
    const collect = (chunk) => {
      output += chunk;
      if (output.includes(`http://127.0.0.1:${env.PORT}/`)) {
        clearTimeout(timer);
        resolve(output);
      }
    };
    child.stdout.on('data', collect);
    child.stderr.on('data', collect);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`the shop exited with ${code}:\n${output}`));
    });
  });
  return { child, ready };
}

// Installing and building a real theme changes node_modules and dist folders, so it never runs
// beside other suites: `npm test` runs it on its own after the Turborepo run (test:build).
describe.runIf(process.env.MISE_CREATE_THEME_BUILD === '1')(
  'pnpm create-theme in this repository',
  () => {
    const name = `throwaway-${process.pid}`;
    const restored = [...REGISTERED, 'pnpm-lock.yaml'].map((file) => ({
      file: path.join(repo, file),
      text: read(path.join(repo, file)),
    }));
    let shop;
    let api;

    afterAll(async () => {
      shop?.child.kill();
      await api?.close();
      // Put everything back even when the test failed half-way: the two new folders go, the
      // seed, the e2e and bench lists and manifests and the lockfile return (and the links to
      // the new app with them), and the API's build is restored from turbo's cache.
      for (const dir of [`themes/${name}`, `apps/theme-${name}`]) {
        rmSync(path.join(repo, dir), { recursive: true, force: true });
      }
      for (const { file, text } of restored) writeFileSync(file, text);
      // The e2e and bench packages linked the new app: the install drops their links to it.
      spawnSync('pnpm', ['install', '--prefer-offline'], { cwd: repo, stdio: 'inherit' });
      spawnSync(
        'pnpm',
        ['exec', 'turbo', 'run', 'build', '--filter=@mise/api', '--output-logs=errors-only'],
        {
          cwd: repo,
          stdio: 'inherit',
        },
      );
    });

    it('creates, builds and serves a new shop under its own name', async () => {
      const result = createTheme([name, '--site-name', 'Mise 使い捨て']);
      expect(result.status, `${result.stdout}\n${result.stderr}`).toBe(0);
      const appDir = path.join(repo, `apps/theme-${name}`);
      expect(existsSync(path.join(appDir, 'dist/server/server.js'))).toBe(true);
      const clientEntry = json(path.join(appDir, 'dist/client/.vite/manifest.json'))[
        'src/entry-client.tsx'
      ];
      const islandsEntry = json(path.join(appDir, 'dist/client/.vite/islands-manifest.json'))[
        'src/entry-islands.tsx'
      ];
      expect(clientEntry?.file).toBeTruthy();
      expect(islandsEntry?.file).toBeTruthy();

      // Imported only now: the scaffolder has just rebuilt the API with the new channel in its seed.
      const { startTestServer } = await import('@mise/api/testing');
      api = await startTestServer();
      const port = await freePort();
      shop = startShop(appDir, { PORT: String(port), API_URL: api.baseURL });
      await shop.ready;

      const response = await fetch(`http://127.0.0.1:${port}/`);
      expect(response.status).toBe(200);
      const html = await response.text();
      expect(html).toContain('<html lang="ja">');
      expect(html).toContain('Mise 使い捨て');
      // The top page is a catalogue page: it hydrates in islands, without the app's entry.
      expect(html).toContain(`src="/${islandsEntry.file}"`);
      expect(html).not.toContain(`/${clientEntry.file}`);
      const script = await fetch(`http://127.0.0.1:${port}/${islandsEntry.file}`);
      expect(script.status).toBe(200);
    });
  },
);
