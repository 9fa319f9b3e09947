import fs from 'node:fs';

export interface TierResult {
  name: string;
  seconds: number;
  exitCode: number;
  passed: number;
  failed: number;
}

interface VitestReport {
  numPassedTests: number;
  numFailedTests: number;
  testResults: Array<{ status: string; assertionResults: unknown[] }>;
}

interface PlaywrightReport {
  stats: { expected: number; unexpected: number; flaky: number };
  errors: unknown[];
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
