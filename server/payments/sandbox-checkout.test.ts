import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { DATABASE_UNAVAILABLE, DatabaseUnavailableError } from '../db/errors.ts';
import { parseEnv } from '../env.ts';
import { deliverSandboxEvent } from './sandbox-checkout.ts';

// The sandbox's payment event goes to the webhook over real HTTP; here the webhook is a plain
// server answering what the real one answers in an outage or a failure.
let server: Server | undefined;
afterEach(
  () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
);

async function webhookAnswering(status: number, text: string) {
  server = createServer((_, response) => response.writeHead(status).end(text));
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return parseEnv({
    PUBLIC_URL: `http://127.0.0.1:${port}`,
    SANDBOX_PAYMENTS_SECRET: 'x'.repeat(32),
  });
}

describe('deliverSandboxEvent', () => {
  it("passes the webhook's 503 on as the database's 'try again'", async () => {
    const env = await webhookAnswering(503, DATABASE_UNAVAILABLE);
    const delivery = deliverSandboxEvent(env, { type: 'payment.succeeded' });
    await expect(delivery).rejects.toBeInstanceOf(DatabaseUnavailableError);
    await expect(delivery).rejects.toThrow(DATABASE_UNAVAILABLE);
  });

  it('any other refusal stays a failure of its own', async () => {
    const env = await webhookAnswering(400, 'bad signature');
    await expect(deliverSandboxEvent(env, { type: 'payment.succeeded' })).rejects.toThrow(
      'the sandbox webhook answered 400: bad signature',
    );
  });
});
