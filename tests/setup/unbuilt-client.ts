import { tmpdir } from 'node:os';
import path from 'node:path';

/**
 * The web app a test server serves (CLIENT_DIR): none. The integration and cluster tests run while
 * `npm test` builds the web app into dist/client (scripts/test.ts), so they must not read a
 * half-written build; a server without one answers pages with the notice that says how to build it.
 */
export const UNBUILT_CLIENT_DIR = path.join(tmpdir(), 'unblock-tests-no-web-build');
