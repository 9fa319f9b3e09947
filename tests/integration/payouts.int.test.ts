import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSession } from '#server/auth/sessions.ts';
import type { Env } from '#server/env.ts';
import { auditLedger } from '#server/payments/ledger-audit.ts';
import { ProviderError, type PaymentProvider } from '#server/payments/provider.ts';
import {
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxEvent,
} from '#server/payments/sandbox-provider.ts';
import { sendPayoutTask } from '#server/payouts/send-payout.task.ts';
import { HELD_FOR_DISPUTE, HELD_FOR_REVERSAL } from '#shared/domain/payments/payouts.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { useTestServer } from '../fixtures/test-server.ts';
import { approveAndPay, grabAndPlan, startAndSubmit } from '../fixtures/ticket-flow.ts';
import { insertUser } from '../fixtures/users.ts';

// Developers get paid (docs/payments.md#payouts): a released share waits for the developer's payout
// account, goes out once it can, once only, is retried when the provider fails, and a reversal or a
// dispute holds further payouts for a moderator. The sandbox provider, over real HTTP and a real
// PostgreSQL, with the worker running.

const SECRET = 'payouts-test-sandbox-secret';
type Api = ReturnType<typeof createBrowserClient>['client'];

describe('payouts', () => {
  /** Every transfer the server asked the provider for, in order. */
  const transfers: Array<{ idempotencyKey: string; amountCents: number; accountId: string }> = [];
  /** How many of the next transfers the provider refuses. */
  let refuseTransfers = 0;
  /** The provider the server was made with, for running the payout job by hand. */
  let provider: PaymentProvider;

  const { server, admin } = useTestServer({
    env: { SANDBOX_PAYMENTS_SECRET: SECRET, REQUIRE_EMAIL_VERIFICATION: 'false' },
    payments: countingProvider(),
    adminOptions: { max: 2, onnotice: () => {} },
  });

  function countingProvider(): (env: Env) => PaymentProvider {
    return (env) => {
      const sandbox = createSandboxProvider({ secret: SECRET, publicUrl: env.publicUrl });
      provider = {
        ...sandbox,
        transfer: async (request) => {
          if (refuseTransfers > 0) {
            refuseTransfers--;
            throw new ProviderError(
              'Your destination account needs to have at least one capability enabled.',
            );
          }
          transfers.push(request);
          return sandbox.transfer(request);
        },
      };
      return provider;
    };
  }

  async function signedIn(role: 'customer' | 'developer' | 'moderator', categories: string[] = []) {
    const user = await insertUser(server.db, role, categories);
    const { token } = await createSession(server.db, user.id);
    const api = createBrowserClient(server.address, { sessionToken: token }).client;
    return { user, api, token };
  }

  /** A milestone of `developer`'s, paid by a new customer and approved: its share is released. */
  async function releasedMilestone(developer: { api: Api; token: string }, minutes = 60) {
    const customer = await signedIn('customer');
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
      details: {
        description: 'Checkout broken\nBuilt with Bolt',
        categories: ['web'],
        budget: '$100',
      },
      requestKey: randomUUID(),
    });
    const planned = await grabAndPlan(developer, ticketId, [
      {
        title: 'Fix checkout',
        description: 'Work',
        estimatedMinutes: minutes,
        hourlyRateCents: 10_000,
      },
    ]);
    const checkout = await approveAndPay(customer, ticketId, planned);
    const ticket = await developer.api.tickets.get.query({ ticketId });
    const milestoneId = ticket.milestones[0]!.id;
    const version = await startAndSubmit(server, developer, {
      ticketId,
      milestoneId,
      version: ticket.version,
    });
    await customer.api.tickets.approveMilestone.mutate({
      ticketId,
      expectedVersion: version,
      milestoneId,
    });
    return { customer, ticketId, billingRecordId: checkout.billingRecordId };
  }

  async function payoutRow(billingRecordId: string) {
    const [row] = await admin`select status, amount_cents, transfer_id, attempts, last_error,
      reversed_cents from payouts where billing_record_id = ${billingRecordId}`;
    return row;
  }

  const payoutStatus = async (billingRecordId: string) =>
    (await payoutRow(billingRecordId))?.status as string | undefined;

  async function deliver(event: Record<string, unknown>) {
    const body = JSON.stringify({ id: `evt_${randomUUID()}`, ...event });
    const response = await fetch(`${server.address}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(SECRET, body),
      },
      body,
    });
    expect(response.status, await response.text()).toBe(200);
  }

  /** Onboarding through the sandbox's page, as the developer's browser does it. */
  async function onboard(developer: { api: Api }, finished = true) {
    const { url } = await developer.api.payouts.startOnboarding.mutate();
    expect(new URL(url).pathname).toBe('/sandbox/onboarding');
    await developer.api.payouts.sandboxFinishOnboarding.mutate({ finished });
  }

  const expectCleanAudit = async () => expect((await auditLedger(server.db)).problems).toEqual([]);

  it('keeps a released share waiting until the developer can be paid, then pays it once', async () => {
    const developer = await signedIn('developer', ['web']);
    expect(await developer.api.payouts.setup.query()).toEqual({ state: 'none' });
    const { billingRecordId } = await releasedMilestone(developer);
    // 1 h at $100: $90 for the developer.
    expect(await payoutRow(billingRecordId)).toMatchObject({
      status: 'waiting',
      amount_cents: 9000,
    });
    await expectCleanAudit();

    await onboard(developer, false);
    expect(await developer.api.payouts.setup.query()).toEqual({
      state: 'incomplete',
      requirements: ['individual.verification.document', 'external_account'],
    });
    expect(await payoutStatus(billingRecordId)).toBe('waiting');

    await onboard(developer);
    expect(await developer.api.payouts.setup.query()).toEqual({ state: 'ready' });
    await expect.poll(() => payoutStatus(billingRecordId), { timeout: 15_000 }).toBe('paid');
    expect(transfers.filter((t) => t.idempotencyKey === `payout:${billingRecordId}`)).toEqual([
      {
        idempotencyKey: `payout:${billingRecordId}`,
        amountCents: 9000,
        accountId: `sbx_acct_${developer.user.id}`,
        paymentId: `sbx_pi_${billingRecordId}`,
        // The customer's first payment: the beta first hour at half price.
        paymentCents: 5000,
        description: expect.any(String),
      },
    ]);
    const earnings = await developer.api.payments.earnings.query();
    expect(earnings).toMatchObject({ earnedCents: 9000, paidOutCents: 9000, heldCents: 0 });
    expect(earnings.records[0]?.payout).toMatchObject({ status: 'paid', problem: null });
    expect(earnings.records[0]?.payout?.paidOutAt).toBeInstanceOf(Date);
    const ledger = await admin`select kind, account, amount_cents from ledger_entries
      where billing_record_id = ${billingRecordId} and kind = 'payout' order by account`;
    expect(ledger.map((row) => [String(row.account), Number(row.amount_cents)])).toEqual([
      ['developer_payable', -9000],
      ['paid_out', 9000],
    ]);
    await expectCleanAudit();
  });

  it('sends a share at once to a developer who is set up, and never twice however often the job runs', async () => {
    const developer = await signedIn('developer', ['web']);
    await onboard(developer);
    const { billingRecordId } = await releasedMilestone(developer, 30);
    await expect.poll(() => payoutStatus(billingRecordId), { timeout: 15_000 }).toBe('paid');

    // The job run again, twice at once (a retry, a second worker): nothing more goes out.
    const task = sendPayoutTask({ db: server.db, provider });
    const helpers = {} as Parameters<typeof task>[1];
    await Promise.all([task({ billingRecordId }, helpers), task({ billingRecordId }, helpers)]);
    expect(transfers.filter((t) => t.idempotencyKey === `payout:${billingRecordId}`)).toHaveLength(
      1,
    );
    const [booked] = await admin`select count(*)::int as postings from ledger_entries
      where billing_record_id = ${billingRecordId} and kind = 'payout'`;
    expect(booked?.postings).toBe(2);
    await expectCleanAudit();
  });

  it('pays once when the same milestone is approved twice at once', async () => {
    const developer = await signedIn('developer', ['web']);
    await onboard(developer);
    const customer = await signedIn('customer');
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
      details: { description: 'Double approve', categories: ['web'], budget: '$100' },
      requestKey: randomUUID(),
    });
    const planned = await grabAndPlan(developer, ticketId, [
      { title: 'Fix it', description: 'Work', estimatedMinutes: 60, hourlyRateCents: 10_000 },
    ]);
    const checkout = await approveAndPay(customer, ticketId, planned);
    const ticket = await developer.api.tickets.get.query({ ticketId });
    const milestoneId = ticket.milestones[0]!.id;
    const version = await startAndSubmit(server, developer, {
      ticketId,
      milestoneId,
      version: ticket.version,
    });
    const outcomes = await Promise.allSettled(
      [1, 2].map(() =>
        customer.api.tickets.approveMilestone.mutate({
          ticketId,
          expectedVersion: version,
          milestoneId,
        }),
      ),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const id = checkout.billingRecordId;
    await expect.poll(() => payoutStatus(id), { timeout: 15_000 }).toBe('paid');
    expect(transfers.filter((t) => t.idempotencyKey === `payout:${id}`)).toHaveLength(1);
    await expectCleanAudit();
  });

  it('records a refused transfer for the developer, and the retry pays it', async () => {
    const developer = await signedIn('developer', ['web']);
    await onboard(developer);
    refuseTransfers = 1;
    const { billingRecordId } = await releasedMilestone(developer);
    await expect.poll(() => payoutStatus(billingRecordId), { timeout: 15_000 }).toBe('failed');
    const failed = await developer.api.payments.earnings.query();
    expect(failed.records[0]?.payout).toMatchObject({
      status: 'failed',
      problem: 'Your destination account needs to have at least one capability enabled.',
    });
    const moderator = await signedIn('moderator');
    expect((await moderator.api.payouts.issues.query()).failed).toContainEqual(
      expect.objectContaining({
        billingRecordId,
        amountCents: 9000,
        problem: 'Your destination account needs to have at least one capability enabled.',
        attempts: 1,
      }),
    );
    await expectCleanAudit();

    // graphile-worker retries it after a backoff; run it now as the retry would.
    const task = sendPayoutTask({ db: server.db, provider });
    await task({ billingRecordId }, {} as Parameters<typeof task>[1]);
    expect(await payoutRow(billingRecordId)).toMatchObject({
      status: 'paid',
      attempts: 2,
      last_error: null,
    });
    await expectCleanAudit();
  });

  it('holds further payouts after a reversed transfer, books what came back, and a moderator lifts the hold', async () => {
    const developer = await signedIn('developer', ['web']);
    const moderator = await signedIn('moderator');
    await onboard(developer);
    const first = await releasedMilestone(developer);
    await expect.poll(() => payoutStatus(first.billingRecordId), { timeout: 15_000 }).toBe('paid');
    const { transfer_id: transferId } = (await payoutRow(first.billingRecordId))!;

    await deliver({ type: 'transfer.reversed', transferId, amountReversedCents: 9000 });
    expect(await payoutRow(first.billingRecordId)).toMatchObject({
      status: 'reversed',
      reversed_cents: 9000,
    });
    expect(await developer.api.payouts.setup.query()).toEqual({
      state: 'held',
      reason: HELD_FOR_REVERSAL,
    });
    expect(await developer.api.payments.earnings.query()).toMatchObject({
      earnedCents: 9000,
      paidOutCents: 0,
    });
    await expectCleanAudit();

    // Held: the next share waits, even though the account could take it.
    const second = await releasedMilestone(developer);
    const task = sendPayoutTask({ db: server.db, provider });
    await task({ billingRecordId: second.billingRecordId }, {} as Parameters<typeof task>[1]);
    expect(await payoutStatus(second.billingRecordId)).toBe('waiting');

    expect((await moderator.api.payouts.issues.query()).holds).toContainEqual(
      expect.objectContaining({ developerId: developer.user.id, reason: HELD_FOR_REVERSAL }),
    );
    expect(await failureOf(developer.api.payouts.issues.query())).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      await failureOf(developer.api.payouts.liftHold.mutate({ developerId: developer.user.id })),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(await moderator.api.payouts.liftHold.mutate({ developerId: developer.user.id })).toBe(
      true,
    );
    await expect.poll(() => payoutStatus(second.billingRecordId), { timeout: 15_000 }).toBe('paid');
    await expectCleanAudit();
  });

  it('asks a moderator about a disputed payment and holds its developer’s payouts', async () => {
    const developer = await signedIn('developer', ['web']);
    const { billingRecordId, ticketId } = await releasedMilestone(developer);
    await deliver({ type: 'payment.disputed', paymentId: `sbx_pi_${billingRecordId}` });
    const moderator = await signedIn('moderator');
    expect((await moderator.api.payouts.issues.query()).holds).toContainEqual(
      expect.objectContaining({
        developerId: developer.user.id,
        reason: HELD_FOR_DISPUTE,
        ticketId,
      }),
    );
    expect(await developer.api.payouts.setup.query()).toEqual({
      state: 'held',
      reason: HELD_FOR_DISPUTE,
    });
    // Onboarding now does not send the waiting share.
    await onboard(developer);
    const task = sendPayoutTask({ db: server.db, provider });
    await task({ billingRecordId }, {} as Parameters<typeof task>[1]);
    expect(await payoutStatus(billingRecordId)).toBe('waiting');
    await expectCleanAudit();
  });

  it('is the developer’s alone; the payments list and receipts are the customer’s alone', async () => {
    const developer = await signedIn('developer', ['web']);
    const { customer, billingRecordId } = await releasedMilestone(developer);
    const stranger = await signedIn('customer');
    expect(await failureOf(customer.api.payouts.setup.query())).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(await failureOf(customer.api.payouts.startOnboarding.mutate())).toMatchObject({
      code: 'FORBIDDEN',
    });
    // The sandbox page of a developer with no account yet.
    expect(await failureOf(developer.api.payouts.sandboxOnboarding.query())).toMatchObject({
      code: 'NOT_FOUND',
    });

    const history = await customer.api.payments.history.query();
    expect(history.payments).toEqual([
      // The customer's first payment: the beta first hour at half price.
      expect.objectContaining({ id: billingRecordId, amountCents: 5000, status: 'released' }),
    ]);
    expect(await customer.api.payments.receipt.query({ billingRecordId })).toMatchObject({
      id: billingRecordId,
      listCents: 10_000,
      discountCents: 5000,
      amountCents: 5000,
      feeCents: 1000,
      status: 'released',
      refundedCents: null,
    });
    expect(await stranger.api.payments.history.query()).toEqual({ payments: [], nextCursor: null });
    for (const other of [stranger, developer]) {
      expect(await failureOf(other.api.payments.receipt.query({ billingRecordId }))).toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    expect(await failureOf(developer.api.payments.history.query())).toMatchObject({
      code: 'NOT_FOUND',
    });
  });
});
