// Reads what each runner wrote and prints one line per suite, then the total that CI reads.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

const dir = process.argv[2];
const read = (file) => JSON.parse(readFileSync(join(dir, file), 'utf8'));
const rows = [];

for (const file of readdirSync(dir)
  .filter((f) => f.startsWith('check-'))
  .sort()) {
  const check = read(file);
  rows.push({ suite: check.name, passed: check.passed, failed: check.failed, skipped: 0 });
}

for (const [file, suite] of [
  ['jest.json', 'jest'],
  ['jest-outage.json', 'jest (outage)'],
]) {
  if (!existsSync(join(dir, file))) {
    rows.push({ suite, passed: 0, failed: 1, skipped: 0, note: 'did not report' });
    continue;
  }
  const jest = read(file);
  // A suite that failed to load has no test results but must still count as a failure.
  const brokenSuites = jest.numRuntimeErrorTestSuites ?? 0;
  rows.push({
    suite,
    passed: jest.numPassedTests,
    failed: jest.numFailedTests + brokenSuites,
    skipped: jest.numPendingTests + jest.numTodoTests,
  });
}

if (existsSync(join(dir, 'playwright.json'))) {
  const { stats } = read('playwright.json');
  rows.push({
    suite: 'playwright',
    passed: stats.expected,
    failed: stats.unexpected,
    skipped: stats.skipped,
  });
} else {
  rows.push({ suite: 'playwright', passed: 0, failed: 1, skipped: 0, note: 'did not report' });
}

const total = { passed: 0, failed: 0, skipped: 0 };
for (const row of rows) {
  total.passed += row.passed;
  total.failed += row.failed;
  total.skipped += row.skipped;
  const note = row.note ? ` (${row.note})` : '';
  console.log(
    `${row.suite.padEnd(16)} ${row.passed} passed, ${row.failed} failed, ${row.skipped} skipped${note}`,
  );
}
console.log(`${total.passed} passed, ${total.failed} failed, ${total.skipped} skipped`);
process.exit(total.failed === 0 ? 0 : 1);
