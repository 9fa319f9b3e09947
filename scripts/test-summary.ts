import fs from 'node:fs';
import path from 'node:path';

export interface TierResult {
  name: string;
  seconds: number;
  exitCode: number;
  passed: number;
  failed: number;
  /** Each failed test named, with the first line of its error. */
  failures: string[];
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{
    name?: string;
    status: string;
    message?: string;
    assertionResults: Array<{ status?: string; fullName?: string; failureMessages?: string[] }>;
  }>;
}

interface PlaywrightSuite {
  title?: string;
  specs?: Array<{
    title: string;
    file?: string;
    line?: number;
    tests: Array<{ status: string; results?: Array<{ error?: { message?: string } }> }>;
  }>;
  suites?: PlaywrightSuite[];
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  errors: Array<{ message?: string }>;
  suites?: PlaywrightSuite[];
}

/**
 * Counts a tier's passed and failed tests from its JSON report. A tier that exited non-zero
 * without reporting a failure (a crash, a failed build, a hook error) still counts one failure,
 * so a broken run can never read as green.
 */
export function countResults(
  report: { file: string; kind: 'vitest' | 'playwright' } | undefined,
  exitCode: number,
): { passed: number; failed: number } {
  const fallback = { passed: exitCode === 0 ? 1 : 0, failed: exitCode === 0 ? 0 : 1 };
  if (!report || !fs.existsSync(report.file)) return fallback;

  let counts: { passed: number; failed: number };
  if (report.kind === 'vitest') {
    const data = JSON.parse(fs.readFileSync(report.file, 'utf8')) as VitestReport;
    // A file that failed outside any test (import error, failing beforeAll) has no failed test.
    const brokenFiles = data.testResults.filter(
      (file) => file.status === 'failed' && file.assertionResults.length === 0,
    ).length;
    counts = { passed: data.numPassedTests, failed: data.numFailedTests + brokenFiles };
  } else {
    const data = JSON.parse(fs.readFileSync(report.file, 'utf8')) as PlaywrightReport;
    // A flaky test failed at least once: that is a failure, not a pass.
    counts = {
      passed: data.stats.expected,
      failed: data.stats.unexpected + data.stats.flaky + data.errors.length,
    };
  }
  if (exitCode !== 0 && counts.failed === 0) counts.failed = 1;
  return counts;
}

/** The first line of an error message, without colour codes, short enough for a summary line. */
function firstLine(message: string | undefined): string {
  // eslint-disable-next-line no-control-regex -- the reporters colour their messages
  const plain = (message ?? '').replace(/\u001b\[[0-9;]*m/g, '').trim();
  const line = plain.split('\n')[0] ?? '';
  return line.length > 160 ? `${line.slice(0, 157)}...` : line;
}

/**
 * Names each failed test of a tier's JSON report with the first line of its error. The summary
 * prints them last, so whoever reads only the end of a run (a CI page shows its tail) still sees
 * which test failed and why; the unit tier's own report scrolls away above the other tiers.
 */
export function failedTests(
  report: { file: string; kind: 'vitest' | 'playwright' } | undefined,
  root: string,
): string[] {
  if (!report || !fs.existsSync(report.file)) return [];
  const relative = (file: string | undefined) =>
    file ? path.relative(root, file) || file : 'unknown file';
  const failed: string[] = [];
  if (report.kind === 'vitest') {
    const data = JSON.parse(fs.readFileSync(report.file, 'utf8')) as VitestReport;
    for (const file of data.testResults) {
      if (file.status === 'failed' && file.assertionResults.length === 0) {
        failed.push(`${relative(file.name)}: ${firstLine(file.message)}`);
      }
      for (const test of file.assertionResults) {
        if (test.status !== 'failed') continue;
        failed.push(
          `${relative(file.name)} › ${test.fullName ?? ''}: ${firstLine(test.failureMessages?.[0])}`,
        );
      }
    }
    return failed;
  }
  const data = JSON.parse(fs.readFileSync(report.file, 'utf8')) as PlaywrightReport;
  const walk = (suite: PlaywrightSuite, titles: string[]) => {
    const here = suite.title ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests) {
        if (test.status !== 'unexpected' && test.status !== 'flaky') continue;
        const error = test.results?.find((result) => result.error)?.error?.message;
        const where = spec.file ? `${spec.file}:${spec.line ?? 0}` : 'unknown file';
        const name = [...here.slice(1), spec.title].join(' › ');
        failed.push(
          `${where} › ${name}${test.status === 'flaky' ? ' (flaky)' : ''}: ${firstLine(error)}`,
        );
      }
    }
    for (const child of suite.suites ?? []) walk(child, here);
  };
  for (const suite of data.suites ?? []) walk(suite, []);
  for (const error of data.errors) failed.push(`Playwright: ${firstLine(error.message)}`);
  return failed;
}
