import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Env } from '#server/env.ts';
import { ProviderError, type PaymentProvider } from '#server/payments/provider.ts';
import { PAID_TWICE } from '#server/payments/process-event.ts';
import {
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxEvent,
} from '#server/payments/sandbox-provider.ts';
import {
  FLAGGED_PAYMENT_PAGE_SIZE,
  type FlaggedPayment,
  type FlaggedPaymentCursor,
} from '#shared/schemas/moderation.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { signedInPerson, type Person } from '../fixtures/people.ts';
import { useTestServer } from '../fixtures/test-server.ts';
import { grabAndPlan } from '../fixtures/ticket-flow.ts';

// Payments that funded nothing are refunded at once and flagged for a moderator
// (docs/decisions/0007-payments-and-escrow.md); the console lists them. Every flag here is made
// by a signed provider event through the real webhook, as a provider would send it.

const SECRET = 'flagged-payments-test-sandbox-secret';
type Api = Person['api'];

describe('the moderators’ flagged payments (moderation.payments.list)', () => {
  /** Payments whose refund the provider refuses for now: their refund stays pending. */
  const refusedRefunds = new Set<string>();

  const { server } = useTestServer({
    env: { SANDBOX_PAYMENTS_SECRET: SECRET },
    payments: (env: Env): PaymentProvider => {
      const sandbox = createSandboxProvider({ secret: SECRET, publicUrl: env.publicUrl });
      return {
        ...sandbox,
        refund: (refund) =>
          refusedRefunds.has(refund.paymentId)
            ? Promise.reject(new ProviderError('Refunds are down for maintenance'))
            : sandbox.refund(refund),
      };
    },
  });
  let moderator: Person;

  beforeAll(async () => {
    moderator = await signedInPerson(server, 'moderator');
  });

  /** A new customer's request, planned ($75, $50 with the first hour's discount) and approved. */
  async function approvedRequest() {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['web']);
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
      details: {
        description: 'Login broken\nBuilt with Cursor',
        categories: ['web'],
        budget: '$100',
      },
      requestKey: randomUUID(),
    });
    const version = await grabAndPlan(developer, ticketId, [
      { title: 'Fix', description: 'Work', estimatedMinutes: 90, hourlyRateCents: 5000 },
    ]);
    const { checkout } = await customer.api.tickets.approvePlan.mutate({
      ticketId,
      expectedVersion: version,
    });
    const plan = await customer.api.tickets.get.query({ ticketId });
    return { customer, ticketId, milestoneId: plan.milestones[0]!.id, checkout };
  }

  /** A payment the provider tells of, of a record, as the sandbox signs it. */
  const payment = (
    billingRecordId: string,
    amountCents: number,
    options: { currency?: string; paymentId?: string } = {},
  ) => ({
    id: `evt_${randomUUID()}`,
    type: 'payment.succeeded',
    billingRecordId,
    paymentId: options.paymentId ?? `pi_${randomUUID()}`,
    amountCents,
    currency: options.currency ?? 'usd',
  });

  /** Delivers a signed event to the webhook over HTTP; the webhook takes it. */
  async function deliver(event: ReturnType<typeof payment>) {
    const body = JSON.stringify(event);
    const response = await fetch(`${server.address}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(SECRET, body),
      },
      body,
    });
    expect(response.status).toBe(200);
  }

  /** Delivers an event once the clock has passed every payment so far: it arrives after them. */
  let lastDelivery = 0;
  async function deliverAfterTheOthers(event: ReturnType<typeof payment>) {
    await expect.poll(() => Date.now()).toBeGreaterThan(lastDelivery);
    await deliver(event);
    lastDelivery = Date.now();
  }

  const list = (api: Api, cursor?: FlaggedPaymentCursor | null) =>
    api.moderation.payments.list.query({ cursor });

  /** The whole list, page after page, with each page's size. */
  async function wholeList() {
    const items: FlaggedPayment[] = [];
    const sizes: number[] = [];
    let cursor: FlaggedPaymentCursor | null = null;
    do {
      const page = await list(moderator.api, cursor);
      items.push(...page.items);
      sizes.push(page.items.length);
      cursor = page.nextCursor;
      // A cursor that does not move on would page forever.
      if (sizes.length > 100) throw new Error('the list never ends');
    } while (cursor);
    return { items, sizes };
  }

  /** The list's own order: the latest to arrive first, then by id. */
  const inListOrder = (items: FlaggedPayment[]) =>
    [...items].sort((a, b) => b.paidAt.getTime() - a.paidAt.getTime() || b.id.localeCompare(a.id));

  it('lists nothing while every payment funded its milestone', async () => {
    const { customer, checkout } = await approvedRequest();
    await customer.api.payments.sandboxPay.mutate({ billingRecordId: checkout.billingRecordId });
    expect(await list(moderator.api)).toEqual({ items: [], nextCursor: null });
  });

  it('shows each payment that funded nothing, newest first: its request, what arrived, why, and whether the refund went out', async () => {
    // A checkout opened before the others, but paid after them: the list goes by arrival.
    const earlier = await approvedRequest();
    const { customer, ticketId, milestoneId, checkout } = await approvedRequest();
    expect(checkout.amountCents).toBe(5000);

    // 1 ¢ against the $50.00 checkout.
    await deliverAfterTheOthers(payment(checkout.billingRecordId, 1));
    // The right number of cents in euros, on the milestone's next checkout; the provider
    // refuses to give it back for now.
    const euroCheckout = await customer.api.payments.checkout.mutate({ ticketId, milestoneId });
    const euros = payment(euroCheckout.billingRecordId, 5000, { currency: 'eur' });
    refusedRefunds.add(euros.paymentId);
    await deliverAfterTheOthers(euros);
    // The right payment, then the same checkout paid a second time.
    const paidCheckout = await customer.api.payments.checkout.mutate({ ticketId, milestoneId });
    await deliverAfterTheOthers(payment(paidCheckout.billingRecordId, 5000));
    await deliverAfterTheOthers(payment(paidCheckout.billingRecordId, 5000));
    await deliverAfterTheOthers(payment(earlier.checkout.billingRecordId, 4999));

    // The refunds go out after the webhook answered (a job): until then they are pending.
    await expect
      .poll(async () => (await list(moderator.api)).items.map((item) => item.refunded))
      .toEqual([true, true, false, true]);
    const { items, nextCursor } = await list(moderator.api);
    expect(nextCursor).toBeNull();
    expect(items).toEqual([
      {
        id: earlier.checkout.billingRecordId,
        ticketId: earlier.ticketId,
        paidAt: expect.any(Date) as unknown,
        received: { amountCents: 4999, currency: 'usd' },
        reason: 'paid $49.99 instead of $50.00',
        refunded: true,
      },
      {
        // The further payment was booked on a record of its own beside the one it named.
        id: expect.not.stringMatching(paidCheckout.billingRecordId) as unknown,
        ticketId,
        paidAt: expect.any(Date) as unknown,
        received: { amountCents: 5000, currency: 'usd' },
        reason: PAID_TWICE,
        refunded: true,
      },
      {
        id: euroCheckout.billingRecordId,
        ticketId,
        paidAt: expect.any(Date) as unknown,
        received: { amountCents: 5000, currency: 'eur' },
        reason: 'paid in EUR, not USD',
        refunded: false,
      },
      {
        id: checkout.billingRecordId,
        ticketId,
        paidAt: expect.any(Date) as unknown,
        received: { amountCents: 1, currency: 'usd' },
        reason: 'paid $0.01 instead of $50.00',
        refunded: true,
      },
    ]);
    const times = items.map((item) => item.paidAt.getTime());
    expect(times).toEqual([...times].sort((a, b) => b - a));
    expect(new Set(times).size).toBe(times.length);
  });

  it('pages the list in its order, a page of 20 after another, unshaken by a payment flagged meanwhile', async () => {
    const before = (await wholeList()).items.length;
    const { customer, checkout } = await approvedRequest();
    await customer.api.payments.sandboxPay.mutate({ billingRecordId: checkout.billingRecordId });
    // The paid checkout paid again and again: each further payment is refunded and flagged.
    for (let index = 0; index < FLAGGED_PAYMENT_PAGE_SIZE + 2; index++) {
      await deliver(payment(checkout.billingRecordId, checkout.amountCents));
    }

    const { items, sizes } = await wholeList();
    expect(items).toHaveLength(before + FLAGGED_PAYMENT_PAGE_SIZE + 2);
    expect(sizes.slice(0, -1).every((size) => size === FLAGGED_PAYMENT_PAGE_SIZE)).toBe(true);
    expect(sizes.at(-1)).toBeGreaterThan(0);
    const ids = items.map((item) => item.id);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toEqual(inListOrder(items).map((item) => item.id));

    // A payment flagged after the first page was read goes on top; the second page goes on
    // from where the first ended.
    const first = await list(moderator.api);
    await deliverAfterTheOthers(payment(checkout.billingRecordId, checkout.amountCents));
    const second = await list(moderator.api, first.nextCursor);
    expect(second.items.map((item) => item.id)).toEqual(
      ids.slice(FLAGGED_PAYMENT_PAGE_SIZE, 2 * FLAGGED_PAYMENT_PAGE_SIZE),
    );
    const [newest] = (await list(moderator.api)).items;
    expect(ids).not.toContain(newest!.id);
  });

  it('refuses customers and developers with FORBIDDEN and signed-out callers with UNAUTHORIZED', async () => {
    const { customer } = await approvedRequest();
    const developer = await signedInPerson(server, 'developer', ['web']);
    for (const person of [customer, developer]) {
      expect(await failureOf(list(person.api))).toEqual({
        code: 'FORBIDDEN',
        reason: undefined,
        message: 'Only moderators can do this.',
      });
    }
    expect(await failureOf(list(createBrowserClient(server.address).client))).toMatchObject({
      code: 'UNAUTHORIZED',
      message: 'Please sign in to continue.',
    });
  });
});
