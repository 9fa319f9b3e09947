import { runFixture } from '../fixtures/run-fixture.ts';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * The embedded PostgreSQL package hooks the process on import: its `beforeExit` hook ended every
 * process with exit code 0, so vitest reported a failed run as a success (CI's tier read "ok" with
 * a test failed) and an operator's script its refusal. server/db/embedded-postgres.ts removes its
 * hooks and stops a cluster on exit itself.
 */
describe('a process that started an embedded PostgreSQL', () => {
  let root: string;
  beforeAll(async () => {
    root = await fs.mkdtemp(path.join(os.tmpdir(), 'unblock-exit-'));
    await fs.chmod(root, 0o755);
  });
  afterAll(() => fs.rm(root, { recursive: true, force: true }));

  const run = (mode: 'code' | 'crash') =>
    runFixture('tests/fixtures/embedded-exit.ts', { DATA_DIR: path.join(root, mode), MODE: mode });

  it('ends with the exit code it set', async () => {
    const { code, output } = await run('code');
    expect(output).toContain('started');
    expect(code).toBe(3);
  }, 60_000);

  it('still stops its cluster when it crashes', async () => {
    const { code, output } = await run('crash');
    expect(output).toContain('crashed on purpose');
    expect(code).toBe(1);
    // PostgreSQL removes postmaster.pid when it has shut down.
    const pidFile = path.join(root, 'crash', 'postmaster.pid');
    await expect.poll(() => existsSync(pidFile), { timeout: 10_000 }).toBe(false);
  }, 60_000);
});
