import { runFixture } from '../fixtures/run-fixture.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../setup/test-database.ts';

/** A new connection failing as it starts must not end the server (server/db/driver-faults.ts). */
describe("the driver's dropped array-types failure", () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;

  beforeAll(async () => {
    database = await createTestDatabase({ empty: true });
  });

  afterAll(async () => {
    await database?.drop();
  });

  const run = (mode: 'bare' | 'survive' | 'other') =>
    runFixture('tests/fixtures/array-types-failure.ts', { DATABASE_URL: database.url, MODE: mode });

  it('ends a process without the listener, as upstream leaves it', async () => {
    const { code, output } = await run('bare');
    expect(code).not.toBe(0);
    expect(output).toContain('canceling statement due to statement timeout');
    expect(output).not.toContain('survived');
  });

  it('is logged and survived with it', async () => {
    const { code, output } = await run('survive');
    expect(output).toContain('query failed');
    expect(output).toContain('a new connection failed as it started');
    expect(output).toContain('survived');
    expect(code).toBe(0);
  });

  it('leaves any other unhandled rejection fatal', async () => {
    const { code, output } = await run('other');
    expect(code).not.toBe(0);
    expect(output).toContain('an unrelated failure');
    expect(output).not.toContain('survived');
  });
});
