// Adds up the JSON reports every Vitest and Playwright run writes under
// <package>/reports/ and prints one closing line for the whole suite.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';

const root = path.resolve(import.meta.dirname, '../..');
const groups = ['packages', 'apps', 'themes', 'tooling'];

let passed = 0;
let failed = 0;
let skipped = 0;
let flaky = 0;
const rows = [];
/** What failed and why, printed last: CI's log keeps only its tail, where the reporters' own
 * lines about a failure are long gone. */
const failures = [];

for (const group of groups) {
  const groupDir = path.join(root, group);
  if (!existsSync(groupDir)) continue;
  for (const name of readdirSync(groupDir).sort()) {
    const reports = path.join(groupDir, name, 'reports');
    if (!existsSync(reports)) continue;
    for (const file of readdirSync(reports)
      .filter((f) => f.endsWith('.json'))
      .sort()) {
      const report = JSON.parse(readFileSync(path.join(reports, file), 'utf8'));
      const counts = countReport(report);
      const outcomes = outcomesOf(report);
      for (const failure of outcomes.failed) failures.push(`  ${group}/${name}: ${failure}`);
      for (const test of outcomes.flaky) console.log(`flaky (passed on the retry): ${test}`);
      // Vitest's JSON counts a test that passed on its retry as passed (see vitest-config).
      const flakyList = path.join(reports, file.replace(/\.json$/, '.flaky.txt'));
      if (existsSync(flakyList)) {
        const names = readFileSync(flakyList, 'utf8').split('\n').filter(Boolean);
        counts.flaky = names.length;
        for (const name of names) console.log(`flaky (passed on the retry): ${name}`);
      }
      passed += counts.passed;
      failed += counts.failed;
      skipped += counts.skipped;
      flaky += counts.flaky;
      rows.push(
        `  ${`${group}/${name}/reports/${file}`.padEnd(52)} ${counts.passed} passed, ${counts.failed} failed${counts.flaky ? ` (${counts.flaky} flaky: passed on the retry)` : ''}`,
      );
    }
  }
}

/** Vitest writes Jest-style totals; Playwright writes `stats`. */
function countReport(report) {
  if (typeof report.numPassedTests === 'number') {
    return {
      passed: report.numPassedTests,
      // A file whose setup failed fails none of its tests: it counts as one failure.
      failed:
        report.numFailedTests +
        (report.numRuntimeErrorTestSuites ?? 0) +
        (report.testResults ?? []).filter(setupFailed).length,
      skipped: (report.numPendingTests ?? 0) + (report.numTodoTests ?? 0),
      flaky: 0,
    };
  }
  // A test that failed, then passed on its retry (CI only, see apps/e2e/playwright.config.ts),
  // counts as passed and is named flaky.
  if (report.stats) {
    return {
      passed: (report.stats.expected ?? 0) + (report.stats.flaky ?? 0),
      failed: report.stats.unexpected ?? 0,
      skipped: report.stats.skipped ?? 0,
      flaky: report.stats.flaky ?? 0,
    };
  }
  return { passed: 0, failed: 1, skipped: 0, flaky: 0 };
}

/** A Vitest file that failed without a failed test: its setup did. */
function setupFailed(file) {
  return (
    file.status === 'failed' && !file.assertionResults.some((test) => test.status === 'failed')
  );
}

/**
 * Each failed test's name and the start of its error, and each Playwright test that passed only
 * on its retry, with its first try's error (Vitest's are listed by flaky-reporter.mjs).
 */
function outcomesOf(report) {
  const failed = [];
  const flaky = [];
  if (Array.isArray(report.testResults)) {
    for (const file of report.testResults) {
      const where = path.relative(root, file.name);
      for (const test of file.assertionResults.filter((test) => test.status === 'failed'))
        failed.push(`${where} › ${test.fullName}: ${errorStart(test.failureMessages?.[0])}`);
      if (setupFailed(file)) failed.push(`${where}: ${errorStart(file.message)}`);
    }
  } else if (report.suites) {
    const walk = (suite, titles) => {
      for (const spec of suite.specs ?? []) {
        for (const test of spec.tests) {
          const line = `${[...titles, spec.title].join(' › ')}: ${errorStart(test.results[0]?.errors?.[0]?.message)}`;
          if (test.status === 'unexpected') failed.push(line);
          if (test.status === 'flaky') flaky.push(line);
        }
      }
      for (const child of suite.suites ?? []) walk(child, [...titles, child.title]);
    };
    for (const suite of report.suites) walk(suite, [suite.title]);
    for (const error of report.errors ?? []) failed.push(errorStart(error.message));
  }
  return { failed, flaky };
}

function errorStart(message) {
  // eslint-disable-next-line no-control-regex -- the reporters' colour codes
  const plain = String(message ?? '(no message)').replace(/\u001b\[[0-9;]*m/g, '');
  // Three lines: Playwright's first says only which matcher failed.
  const lines = plain
    .split('\n')
    .map((line) => line.trim())
    .filter(Boolean);
  return lines.slice(0, 3).join(' / ').slice(0, 300) || '(no message)';
}

console.log('\nTest reports:');
console.log(rows.join('\n') || '  (none found)');
if (failures.length > 0) {
  console.log(`\nFailed (${failures.length}):`);
  console.log(failures.slice(0, 50).join('\n'));
  if (failures.length > 50) console.log(`  … and ${failures.length - 50} more`);
}
console.log(
  `\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped${flaky ? ` (${flaky} flaky)` : ''}`,
);
process.exit(failed > 0 || passed === 0 ? 1 : 0);
