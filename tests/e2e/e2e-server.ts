import { SERVER_NODE_FLAGS } from '../../scripts/server-node-flags.ts';

// Where the end-to-end servers run. Each test worker has its own server and embedded database
// (playwright.config.ts starts one per worker), so the tests of one worker never see another's
// data, just as when they ran one at a time. E2E_PORT moves the first port, so that two runs (one
// spec each) can share a machine; E2E_WORKERS sets how many run at once. Written once.
export const E2E_WORKERS = Number(process.env.E2E_WORKERS ?? 2);
const FIRST_PORT = Number(process.env.E2E_PORT ?? 4100);

/** The server of test worker `index` (Playwright's parallel index: 0 … workers − 1). */
export function e2eServer(index: number) {
  const port = FIRST_PORT + index;
  return {
    port,
    baseURL: `http://localhost:${port}`,
    /** A fresh embedded PostgreSQL per run, so no test depends on what an earlier run left. */
    dataDir: `/tmp/unblock-e2e-${port}`,
  };
}

/**
 * How worker `index`'s server starts, on a fresh data directory: by Playwright
 * (playwright.config.ts), or by `npm test` while the other tiers finish (scripts/test.ts), which
 * then sets E2E_SERVERS_STARTED=1 and Playwright uses the servers already answering.
 */
export function e2eServerStart(index: number) {
  const { port, dataDir } = e2eServer(index);
  return {
    dataDir,
    command: ['node', ...SERVER_NODE_FLAGS, '--import', 'tsx', 'server/index.ts'] as const,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      // Tests present their own client address (see tests/e2e/fixtures.ts).
      TRUST_PROXY: 'true',
    },
  };
}

/**
 * How long a server may take to answer its health check: a start on a loaded machine (initdb,
 * migrations) can take over a minute.
 */
export const E2E_SERVER_START_MS = 180_000;

/** Set by `npm test` when it has started the servers itself. */
export const E2E_SERVERS_STARTED = process.env.E2E_SERVERS_STARTED === '1';

// Inside a test worker, its own server; Playwright sets the index before it loads any test file.
const own = e2eServer(Number(process.env.TEST_PARALLEL_INDEX ?? 0));
export const BASE_URL = own.baseURL;
export const E2E_DATA_DIR = own.dataDir;
