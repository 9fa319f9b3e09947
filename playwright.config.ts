import { existsSync } from 'node:fs';
import { defineConfig, devices } from '@playwright/test';
import {
  BASE_URL,
  E2E_SERVER_START_MS,
  E2E_SERVERS_STARTED,
  E2E_WORKERS,
  e2eServer,
  e2eServerStart,
} from './tests/e2e/e2e-server.ts';

// Debian's chromium-headless-shell, never a Playwright download (the machine has no internet for
// it): the same Chromium build as Debian's `chromium` without the browser around it, which is
// what Playwright itself runs for headless tests. The tier takes about 60 % of the time it takes
// with the full browser (docs/decisions/0030-end-to-end-on-chromium-headless-shell.md).
// E2E_CHROMIUM=/usr/bin/chromium runs the same tests in the full browser.
const executablePath = process.env.E2E_CHROMIUM || '/usr/bin/chromium-headless-shell';
if (!existsSync(executablePath)) {
  throw new Error(
    `Chromium not found at ${executablePath}. ` +
      'Install it with: sudo apt-get install -y chromium-headless-shell',
  );
}

/** The spec files that take longest: about 50 s or more each on this machine. */
const LONGEST_SPECS = [
  'accounts',
  'app-shell',
  'workspace',
  'moderation-cases',
  'auth-dialog',
  'plan-stumbles',
  'request-stumbles',
  'public-info-pages',
].map((name) => `**/${name}.spec.ts`);

// The device preset sets no channel; keep it that way so executablePath above is used.
const chromium = { ...devices['Desktop Chrome'] };

export default defineConfig({
  testDir: 'tests/e2e',
  // A spec file's tests run in order in one worker; the files are shared between the workers,
  // each with its own server and database (tests/e2e/e2e-server.ts). The tier is CPU-bound here
  // (one worker keeps the 2-core machine ~77 % busy, Chromium most of it): two workers took 13.0
  // minutes against 14.3 for one.
  fullyParallel: false,
  workers: E2E_WORKERS,
  retries: 0,
  // Every wait is for a condition; these bound it. Playwright's 5 s per expectation and 30 s per
  // test hold on an idle machine, not on a loaded one (a lazy route chunk took longer than 5 s to
  // show with other test suites running beside it). A passing test takes no longer for them.
  timeout: 60_000,
  expect: { timeout: 15_000 },
  forbidOnly: !!process.env.CI,
  // scripts/test.ts reads the JSON report to count passed and failed tests.
  reporter: [['list'], ['json', { outputFile: 'reports/playwright.json' }]],
  use: {
    // Read in each worker, where it is that worker's own server.
    baseURL: BASE_URL,
    // Recording a trace of every test costs a sixth of the tier's time on this machine (measured
    // on escrow and profile: 92 s with, 76 s without), so it is opt-in: E2E_TRACE=1 keeps the
    // failures' traces. A failure always leaves its screenshot and page snapshot.
    trace: process.env.E2E_TRACE ? 'retain-on-failure' : 'off',
    screenshot: 'only-on-failure',
    // Playwright bounds neither an action nor a navigation by default: one that never completed
    // failed only at the test's end, as "Test timeout exceeded", naming no step. These bounds
    // name it, well above what a busy machine takes.
    actionTimeout: 30_000,
    navigationTimeout: 60_000,
    launchOptions: {
      executablePath,
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        // The GPU process's compositor on a thread of the browser process instead (there is no
        // GPU; it composites in software either way): 4–8 % less Chromium CPU in two pairs of
        // runs of three specs, one IPC hop fewer per frame (docs/testing.md).
        '--in-process-gpu',
      ],
    },
  },
  // Two projects only to order the work: Playwright hands out spec files in the order of their
  // project, then alphabetically, so the longest files go first and the short ones fill in at the
  // end. In alphabetical order the longest (workspace) started last and one worker stood idle for
  // its last 70 s. A file missing from the list only runs later; its tests are unchanged.
  projects: [
    { name: 'chromium (longest first)', testMatch: LONGEST_SPECS, use: chromium },
    { name: 'chromium', testIgnore: LONGEST_SPECS, use: chromium },
  ],
  webServer: Array.from({ length: E2E_WORKERS }, (_, index) => {
    const { baseURL } = e2eServer(index);
    const { dataDir, command, env } = e2eServerStart(index);
    return {
      command: `rm -rf ${dataDir} && exec ${command.join(' ')}`,
      env,
      url: `${baseURL}/healthz`,
      reuseExistingServer: E2E_SERVERS_STARTED,
      timeout: E2E_SERVER_START_MS,
      stdout: 'pipe' as const,
      stderr: 'pipe' as const,
    };
  }),
});
