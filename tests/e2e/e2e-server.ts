// Where the end-to-end server runs: playwright.config.ts starts it there, and fixtures reach it
// (and its embedded database) there. Written once.
export const E2E_PORT = 4100;
export const BASE_URL = `http://localhost:${E2E_PORT}`;
/** A fresh embedded PostgreSQL per run, so no test depends on what an earlier run left behind. */
export const E2E_DATA_DIR = '/tmp/unblock-e2e';
