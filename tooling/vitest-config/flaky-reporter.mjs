import { mkdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/**
 * Writes the tests that failed and then passed on their retry (CI only) to `file`, one per line,
 * so tooling/scripts/test-summary.mjs names them flaky: Vitest's JSON report counts them passed.
 */
export default class FlakyReporter {
  flaky = [];

  constructor(file) {
    this.file = file;
  }

  onTestCaseResult(testCase) {
    if (testCase.diagnostic()?.flaky) this.flaky.push(testCase.fullName);
  }

  onTestRunEnd() {
    mkdirSync(path.dirname(this.file), { recursive: true });
    writeFileSync(this.file, this.flaky.map((name) => `${name}\n`).join(''));
  }
}
