import { randomUUID } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readOrCreateSecret } from '#server/local-secret.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxEvent } from '#server/payments/sandbox-provider.ts';
import { startTestServer } from '../fixtures/test-server.ts';
import { createTestDatabase } from '../setup/test-database.ts';

// The constant every development instance used to accept events signed with.
const OLD_CONSTANT = 'unblock-sandbox-payments-development';

describe('the sandbox webhook secret', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let dataDir: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'unblock-sandbox-secret-'));
  });
  afterAll(async () => {
    await database?.drop();
    await fs.rm(dataDir, { recursive: true, force: true });
  });

  const paymentEvent = () =>
    JSON.stringify({
      id: `evt_${randomUUID()}`,
      type: 'payment.succeeded',
      billingRecordId: randomUUID(),
      paymentId: 'pi_forged',
      amountCents: 5000,
      currency: 'usd',
    });

  it('is made at random once per data directory, kept across restarts, and nothing else signs', async () => {
    const start = () => startTestServer({ databaseUrl: database.url, env: { DATA_DIR: dataDir } });
    const first = await start();
    let secret: string | undefined;
    try {
      const file = path.join(dataDir, 'sandbox-payments.secret');
      secret = (await fs.readFile(file, 'utf8')).trim();
      expect(secret).toMatch(/^[\w-]{32}$/);
      expect((await fs.stat(file)).mode & 0o777).toBe(0o600);
      expect(first.env.payments).toEqual({ provider: 'sandbox', secret });

      const deliver = (signWith: string) => {
        const body = paymentEvent();
        return fetch(`${first.address}/api/payments/webhook`, {
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(signWith, body),
          },
          body,
        });
      };
      // Forged with the constant anyone could read in the source: refused.
      expect((await deliver(OLD_CONSTANT)).status).toBe(400);
      // Signed with this instance's own secret: verified (an unknown record, so only recorded).
      expect((await deliver(secret)).status).toBe(200);
    } finally {
      await first.stop();
    }
    const second = await start();
    try {
      expect(second.env.payments).toEqual({ provider: 'sandbox', secret });
    } finally {
      await second.stop();
    }
    // A configured secret wins over the file.
    const configured = await startTestServer({
      databaseUrl: database.url,
      env: { DATA_DIR: dataDir, SANDBOX_PAYMENTS_SECRET: 'a-configured-sandbox-secret' },
    });
    await configured.stop();
    expect(configured.env.payments).toEqual({
      provider: 'sandbox',
      secret: 'a-configured-sandbox-secret',
    });
  });

  it('agrees on one secret when several processes make it at once', async () => {
    const file = path.join(dataDir, 'race', 'shared.secret');
    const secrets = await Promise.all(Array.from({ length: 8 }, () => readOrCreateSecret(file)));
    expect(new Set(secrets).size).toBe(1);
    expect(await readOrCreateSecret(file)).toBe(secrets[0]);
  });
});
