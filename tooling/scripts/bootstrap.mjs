// Behind the README's two Quick start commands (`npm run demo`, `npm test`): a fresh
// machine has only Node and npm, so this brings the pinned pnpm, installs the
// workspace and then runs the demo, the whole test suite or Storybook (`pnpm storybook`) through
// Turborepo.
import { execFileSync, spawnSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const mode = process.argv[2];
if (mode !== 'demo' && mode !== 'test' && mode !== 'storybook') {
  console.error('usage: node tooling/scripts/bootstrap.mjs demo|test|storybook');
  process.exit(2);
}

const [major, minor] = process.versions.node.split('.').map(Number);
if (major < 20 || (major === 20 && minor < 19)) {
  console.error(`Mise needs Node.js 20.19 or newer; this is ${process.version}.`);
  process.exit(1);
}

const { packageManager } = JSON.parse(readFileSync(path.join(root, 'package.json'), 'utf8'));
const pinned = packageManager.replace(/^pnpm@/, '');

function installedPnpm() {
  try {
    return execFileSync('pnpm', ['--version'], {
      encoding: 'utf8',
      stdio: ['ignore', 'pipe', 'ignore'],
    }).trim();
  } catch {
    return null;
  }
}

// npx puts the pinned pnpm on PATH for everything below it, which turbo needs to run
// each package's scripts. A matching global pnpm is used as it is.
const pnpm = installedPnpm() === pinned ? ['pnpm'] : ['npx', '--yes', `pnpm@${pinned}`];

function run(args, extraEnv = {}) {
  const [command, ...rest] = [...pnpm, ...args];
  console.log(`\n> ${[command, ...rest].join(' ')}`);
  const result = spawnSync(command, rest, {
    cwd: root,
    stdio: 'inherit',
    env: { ...process.env, ...extraEnv },
  });
  if (result.error) throw result.error;
  return result.status ?? 1;
}

let status = run(['install']);
if (status !== 0) process.exit(status);

if (mode === 'demo') {
  process.exit(run(['exec', 'turbo', 'run', 'demo']));
}
// `pnpm storybook` from a fresh clone: the packages the stories import are built first.
if (mode === 'storybook') {
  process.exit(run(['exec', 'turbo', 'run', 'storybook', '--filter=@mise/storybook']));
}

status = run([
  'exec',
  'turbo',
  'run',
  'lint',
  'typecheck',
  'test',
  'build',
  'storybook:build',
  // Screenshots of the key stories against the committed baselines (apps/storybook/visual).
  'storybook:visual',
  'e2e',
  '--continue=dependencies-successful',
  // Four tasks at a time: on CI's two cores, Turborepo's default of ten ran every test suite
  // side by side, no faster in total (15–16 min; four at a time took 13–16) and with requests
  // waiting past the tests' timeouts.
  '--concurrency=4',
]);
// Scaffolding a real theme installs and builds, so it runs alone, after everything else.
const scaffold =
  status === 0
    ? run(['--filter', '@mise/create-theme', 'run', 'test:build'], {
        MISE_CREATE_THEME_BUILD: '1',
        MISE_REPORT: 'vitest-build',
      })
    : 0;
// The performance budgets of the catalogue pages (Lighthouse on the production builds made
// above), alone on the machine so other work does not skew the scores: for the visitor without
// cookies and for the shop's demo member with a product in the cart (issue 33: CLS ≤ 0.01, and
// the member's header never shows ログイン or a changing cart count).
const budgets =
  status === 0 ? run(['--filter', '@mise/bench', 'run', 'bench:web'], { BENCH_ADAPTIVE: '1' }) : 0;
const summary = run(['exec', 'node', 'tooling/scripts/test-summary.mjs']);
process.exit(status || scaffold || budgets || summary);
