import { defineConfig, mergeConfig } from 'vitest/config';
import FlakyReporter from './flaky-reporter.mjs';

// MISE_REPORT names the report of an extra run of the same package (it must not overwrite the first).
const report = `reports/${process.env.MISE_REPORT ?? 'vitest'}`;

// Every run also writes a JSON report: tooling/scripts/test-summary.mjs adds them up
// into the one closing line CI reads, even when turbo replays a cached run.
const base = defineConfig({
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'test/**/*.test.{ts,tsx}'],
    reporters: [
      'default',
      ['json', { outputFile: `${report}.json` }],
      new FlakyReporter(`${report}.flaky.txt`),
    ],
    // CI runs the suites side by side on two cores, where a test waiting on a server has been
    // seen to miss its time (a LISTEN taking over expect.poll's default second to start). There
    // a failed test runs once more, as the browser tests do, and is named flaky if it passes then.
    expect: { poll: { timeout: 10_000 } },
    retry: process.env.CI ? 1 : 0,
    restoreMocks: true,
    unstubEnvs: true,
    unstubGlobals: true,
  },
});

/** Preset for code that runs on Node: API server, validation, api-client. */
export function nodePreset(overrides = {}) {
  return mergeConfig(mergeConfig(base, { test: { environment: 'node' } }), overrides);
}

/** Preset for React code tested in a simulated browser (jsdom must be a dev dependency). */
export function domPreset(overrides = {}) {
  return mergeConfig(mergeConfig(base, { test: { environment: 'jsdom', css: false } }), overrides);
}
