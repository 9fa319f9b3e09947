import { describe, expect, it } from 'vitest';
import { InvalidProviderEvent } from './provider.ts';
import {
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxEvent,
} from './sandbox-provider.ts';

const secret = 'sandbox-secret-for-tests';
const provider = createSandboxProvider({ secret, publicUrl: 'http://localhost:3000' });
const event = {
  id: 'sbx_evt_1',
  type: 'payment.succeeded',
  billingRecordId: '0b7d6c1e-8f1a-4c53-9a43-0e6f0b3f9a11',
  paymentId: 'sbx_pi_1',
  amountCents: 5_000,
  currency: 'usd',
};
const body = JSON.stringify(event);
const headers = (signature: string) => ({ [SANDBOX_SIGNATURE_HEADER]: signature });

describe('sandbox payment provider', () => {
  it('opens its checkout on the app’s own page', async () => {
    await expect(
      provider.createCheckout({
        billingRecordId: event.billingRecordId,
        amountCents: 5_000,
        description: '#ABCDEF · Fix the login',
        customerEmail: 'ann@example.com',
        successUrl: 'http://localhost:3000/paidSuccessful/x',
        cancelUrl: 'http://localhost:3000/',
      }),
    ).resolves.toEqual({
      checkoutId: `sbx_cs_${event.billingRecordId}`,
      url: `http://localhost:3000/sandbox/checkout/${event.billingRecordId}`,
    });
  });

  it('reads a delivery signed with its secret', () => {
    expect(provider.parseEvent(Buffer.from(body), headers(signSandboxEvent(secret, body)))).toEqual(
      event,
    );
  });

  it('refuses a delivery that is unsigned, signed with another secret, stale or altered', () => {
    const refused = [
      provider.parseEvent.bind(null, Buffer.from(body), {}),
      provider.parseEvent.bind(null, Buffer.from(body), headers(signSandboxEvent('other', body))),
      provider.parseEvent.bind(
        null,
        Buffer.from(body),
        headers(signSandboxEvent(secret, body, Math.floor(Date.now() / 1000) - 3600)),
      ),
      // The same JSON, serialised again: the signature covers the exact bytes.
      provider.parseEvent.bind(
        null,
        Buffer.from(JSON.stringify(event, null, 2)),
        headers(signSandboxEvent(secret, body)),
      ),
      provider.parseEvent.bind(
        null,
        Buffer.from(body.replace('5000', '1')),
        headers(signSandboxEvent(secret, body)),
      ),
    ];
    for (const parse of refused) expect(parse).toThrow(InvalidProviderEvent);
  });

  it('refuses a signed event it does not understand', () => {
    const odd = JSON.stringify({ ...event, amountCents: -5 });
    expect(() =>
      provider.parseEvent(Buffer.from(odd), headers(signSandboxEvent(secret, odd))),
    ).toThrow('unknown event shape');
  });

  it('refunds idempotently', async () => {
    const refund = { paymentId: 'sbx_pi_1', amountCents: 5_000, idempotencyKey: 'refund:r1' };
    expect(await provider.refund(refund)).toEqual(await provider.refund(refund));
  });
});
