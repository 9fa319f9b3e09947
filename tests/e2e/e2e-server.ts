// Where the end-to-end server runs: playwright.config.ts starts it there, and fixtures reach it
// (and its embedded database) there. Written once. E2E_PORT moves it, so that two runs (one spec
// each) can share a machine.
export const E2E_PORT = Number(process.env.E2E_PORT ?? 4100);
export const BASE_URL = `http://localhost:${E2E_PORT}`;
/** A fresh embedded PostgreSQL per run, so no test depends on what an earlier run left behind. */
export const E2E_DATA_DIR = E2E_PORT === 4100 ? '/tmp/unblock-e2e' : `/tmp/unblock-e2e-${E2E_PORT}`;
