import { randomUUID } from 'node:crypto';
import { beforeAll, afterAll, describe, expect, it } from 'vitest';
import { createSession } from '#server/auth/sessions.ts';
import { auditLedger } from '#server/payments/ledger-audit.ts';
import { createStripeProvider } from '#server/payments/stripe-provider.ts';
import { HELD_FOR_REVERSAL } from '#shared/domain/payments/payouts.ts';
import { createBrowserClient } from '../fixtures/browser-client.ts';
import {
  signedDelivery,
  startStripeStandIn,
  stripeEvent,
  type StripeStandIn,
} from '../fixtures/stripe-stand-in.ts';
import { useTestServer } from '../fixtures/test-server.ts';
import { grabAndPlan, startAndSubmit } from '../fixtures/ticket-flow.ts';
import { insertUser } from '../fixtures/users.ts';

// The payout flow through the Stripe path (docs/payments.md#payouts): the server's own Stripe
// provider against a local stand-in for api.stripe.com, its webhooks signed by Stripe's SDK, on
// the platform endpoint's secret and on the Connect endpoint's.

const WEBHOOK_SECRET = 'whsec_payouts_platform';
const CONNECT_SECRET = 'whsec_payouts_connect';

describe('payouts through Stripe', () => {
  let stripe: StripeStandIn;
  beforeAll(async () => {
    stripe = await startStripeStandIn();
  });
  afterAll(() => stripe.close());

  const { server, admin } = useTestServer({
    env: { REQUIRE_EMAIL_VERIFICATION: 'false' },
    payments: () =>
      createStripeProvider({
        secretKey: 'sk_test_payouts',
        webhookSecret: WEBHOOK_SECRET,
        connectWebhookSecret: CONNECT_SECRET,
        api: stripe.api,
      }),
    adminOptions: { max: 2, onnotice: () => {} },
  });

  async function signedIn(role: 'customer' | 'developer') {
    const user = await insertUser(server.db, role, role === 'developer' ? ['web'] : []);
    const { token } = await createSession(server.db, user.id);
    return {
      user,
      token,
      api: createBrowserClient(server.address, { sessionToken: token }).client,
    };
  }

  async function deliver(event: object, secret = WEBHOOK_SECRET) {
    const { body, headers } = signedDelivery(event, secret);
    const response = await fetch(`${server.address}/api/payments/webhook`, {
      method: 'POST',
      headers,
      body,
    });
    expect(response.status, await response.text()).toBe(200);
  }

  const payoutOf = async (billingRecordId: string) =>
    (
      await admin`select status, transfer_id, reversed_cents, last_error from payouts
        where billing_record_id = ${billingRecordId}`
    )[0];

  it('pays released shares once the Connect account is onboarded, tied to the customer’s charge where it covers them; a reversal and a dispute hold further payouts', async () => {
    const customer = await signedIn('customer');
    const developer = await signedIn('developer');
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
      details: {
        description: 'Stripe webhooks fail\nBuilt with v0',
        categories: ['web'],
        budget: '$200',
      },
      requestKey: randomUUID(),
    });
    let version = await grabAndPlan(developer, ticketId, [
      { title: 'Find it', description: 'Work', estimatedMinutes: 120, hourlyRateCents: 5000 },
      { title: 'Fix it', description: 'Work', estimatedMinutes: 120, hourlyRateCents: 5000 },
    ]);
    const approved = await customer.api.tickets.approvePlan.mutate({
      ticketId,
      expectedVersion: version,
    });

    /** Pays a milestone's open checkout on "Stripe", then it is submitted and approved. */
    async function payAndApprove(billingRecordId: string, index: number) {
      const [record] =
        await admin`select checkout_id from billing_records where id = ${billingRecordId}`;
      const session = stripe.payCheckout(String(record?.checkout_id));
      await deliver(stripeEvent('checkout.session.completed', session));
      const ticket = await developer.api.tickets.get.query({ ticketId });
      const milestoneId = ticket.milestones[index]!.id;
      version = await startAndSubmit(server, developer, {
        ticketId,
        milestoneId,
        version: ticket.version,
      });
      version = (
        await customer.api.tickets.approveMilestone.mutate({
          ticketId,
          expectedVersion: version,
          milestoneId,
        })
      ).version;
      return { session, milestoneId };
    }

    // The first milestone: $100, the beta first hour at half price, so the customer paid $75.
    const first = approved.checkout.billingRecordId;
    const firstPaid = await payAndApprove(first, 0);
    expect(await payoutOf(first)).toMatchObject({ status: 'waiting' });
    const ticket = await customer.api.tickets.get.query({ ticketId });
    const next = await customer.api.payments.checkout.mutate({
      ticketId,
      milestoneId: ticket.milestones[1]!.id,
    });
    const secondPaid = await payAndApprove(next.billingRecordId, 1);

    const { url } = await developer.api.payouts.startOnboarding.mutate();
    expect(url).toMatch(/^https:\/\//);
    const [account] =
      await admin`select account_id from payout_accounts where user_id = ${developer.user.id}`;
    const accountId = String(account?.account_id);
    expect(stripe.objects.accounts.get(accountId)).toMatchObject({ type: 'express' });
    // Pressed again: the same account, a fresh link.
    await developer.api.payouts.startOnboarding.mutate();
    expect([...stripe.objects.accounts.values()].filter((a) => a.id === accountId)).toHaveLength(1);
    expect(await developer.api.payouts.setup.query()).toMatchObject({ state: 'incomplete' });

    // Stripe tells the Connect endpoint the account is ready: the waiting shares go out.
    await deliver(
      stripeEvent('account.updated', stripe.completeOnboarding(accountId), { account: accountId }),
      CONNECT_SECRET,
    );
    expect(await developer.api.payouts.setup.query()).toEqual({ state: 'ready' });
    for (const id of [first, next.billingRecordId]) {
      await expect
        .poll(async () => await payoutOf(id), { timeout: 15_000 })
        .toEqual(expect.objectContaining({ status: 'paid', last_error: null }));
    }
    const transferOf = async (id: string) =>
      stripe.objects.transfers.get(String((await payoutOf(id))?.transfer_id));
    const chargeOf = (session: { payment_intent: unknown }) =>
      stripe.objects.paymentIntents.get(String(session.payment_intent))?.latest_charge;
    // $90 is more than the $75 the first payment brought: sent from the platform's balance.
    expect(await transferOf(first)).toMatchObject({
      amount: 9000,
      destination: accountId,
      source_transaction: null,
    });
    expect(chargeOf(firstPaid.session)).toBeTruthy();
    // The second ($100 paid) covers its $90: tied to its charge.
    expect(await transferOf(next.billingRecordId)).toMatchObject({
      amount: 9000,
      destination: accountId,
      source_transaction: chargeOf(secondPaid.session),
    });
    expect((await auditLedger(server.db)).problems).toEqual([]);

    // Stripe takes a transfer back: booked, and the developer's payouts are held.
    const transferId = String((await payoutOf(first))?.transfer_id);
    await deliver(stripeEvent('transfer.reversed', stripe.reverseTransfer(transferId)));
    expect(await payoutOf(first)).toMatchObject({ status: 'reversed', reversed_cents: 9000 });
    expect(await developer.api.payouts.setup.query()).toEqual({
      state: 'held',
      reason: HELD_FOR_REVERSAL,
    });
    expect((await auditLedger(server.db)).problems).toEqual([]);

    // The customer's bank disputes the second payment: recorded against its billing record.
    await deliver(
      stripeEvent(
        'charge.dispute.created',
        stripe.openDispute(String(secondPaid.session.payment_intent)),
      ),
    );
    const [disputed] = await admin`select billing_record_id from payment_events
      where type = 'payment.disputed'`;
    expect(disputed?.billing_record_id).toBe(next.billingRecordId);
    // The first hold's reason stands.
    expect(await developer.api.payouts.setup.query()).toEqual({
      state: 'held',
      reason: HELD_FOR_REVERSAL,
    });
  });
});
