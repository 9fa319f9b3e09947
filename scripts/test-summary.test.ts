import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { countResults, failedTests } from './test-summary.ts';

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

describe('failedTests', () => {
  it('names nothing without a report', () => {
    expect(failedTests(undefined, '/repo')).toEqual([]);
    expect(failedTests({ file: '/nonexistent.json', kind: 'vitest' }, '/repo')).toEqual([]);
  });

  it('names failed vitest tests and broken files with the first line of their error', () => {
    const file = write({
      numPassedTests: 1,
      numFailedTests: 1,
      testResults: [
        {
          name: '/repo/server/a.int.test.ts',
          status: 'failed',
          assertionResults: [
            { status: 'passed', fullName: 'a works', failureMessages: [] },
            {
              status: 'failed',
              fullName: 'a › hands changes out in order',
              failureMessages: [
                '\u001b[31mAssertionError: expected 2 to be 3\u001b[39m\n    at a.ts:1',
              ],
            },
          ],
        },
        {
          name: '/repo/server/b.test.ts',
          status: 'failed',
          message: 'Hook timed out',
          assertionResults: [],
        },
      ],
    });
    expect(failedTests({ file, kind: 'vitest' }, '/repo')).toEqual([
      'server/a.int.test.ts › a › hands changes out in order: AssertionError: expected 2 to be 3',
      'server/b.test.ts: Hook timed out',
    ]);
  });

  it('names unexpected and flaky Playwright tests under their describe, and global errors', () => {
    const file = write({
      stats: { expected: 1, unexpected: 1, flaky: 1 },
      errors: [{ message: 'webServer exited early' }],
      suites: [
        {
          title: 'chat.spec.ts',
          specs: [],
          suites: [
            {
              title: 'the chat',
              specs: [
                { title: 'sends', file: 'chat.spec.ts', line: 9, tests: [{ status: 'expected' }] },
                {
                  title: 'shows a file',
                  file: 'chat.spec.ts',
                  line: 20,
                  tests: [
                    {
                      status: 'unexpected',
                      results: [{ error: { message: 'Timeout 5000ms\nmore' } }],
                    },
                  ],
                },
                {
                  title: 'reconnects',
                  file: 'chat.spec.ts',
                  line: 31,
                  tests: [{ status: 'flaky', results: [{ error: { message: 'lost' } }, {}] }],
                },
              ],
            },
          ],
        },
      ],
    });
    expect(failedTests({ file, kind: 'playwright' }, '/repo')).toEqual([
      'chat.spec.ts:20 › the chat › shows a file: Timeout 5000ms',
      'chat.spec.ts:31 › the chat › reconnects (flaky): lost',
      'Playwright: webServer exited early',
    ]);
  });
});
