import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countResults } from './test-summary.ts';

const write = (data: unknown) => {
  const file = path.join(fs.mkdtempSync(path.join(os.tmpdir(), 'summary-')), 'report.json');
  fs.writeFileSync(file, JSON.stringify(data));
  return file;
};

describe('countResults', () => {
  it('counts a tier without a report as one check', () => {
    expect(countResults(undefined, 0)).toEqual({ passed: 1, failed: 0 });
    expect(countResults(undefined, 2)).toEqual({ passed: 0, failed: 1 });
    expect(countResults({ file: '/nonexistent.json', kind: 'vitest' }, 1)).toEqual({
      passed: 0,
      failed: 1,
    });
  });

  it('counts vitest tests and files that broke outside any test', () => {
    const file = write({
      numPassedTests: 7,
      numFailedTests: 1,
      testResults: [
        { status: 'failed', assertionResults: [{}] },
        { status: 'failed', assertionResults: [] },
        { status: 'passed', assertionResults: [{}] },
      ],
    });
    expect(countResults({ file, kind: 'vitest' }, 1)).toEqual({ passed: 7, failed: 2 });
  });

  it('counts flaky Playwright tests and global errors as failures', () => {
    const file = write({ stats: { expected: 5, unexpected: 1, flaky: 1 }, errors: [{}] });
    expect(countResults({ file, kind: 'playwright' }, 1)).toEqual({ passed: 5, failed: 3 });
  });

  it('never reports green for a tier that exited non-zero', () => {
    const file = write({ stats: { expected: 5, unexpected: 0, flaky: 0 }, errors: [] });
    expect(countResults({ file, kind: 'playwright' }, 1)).toEqual({ passed: 5, failed: 1 });
  });
});
