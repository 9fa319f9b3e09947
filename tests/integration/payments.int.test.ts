import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { createSession } from '#server/auth/sessions.ts';
import { MAX_ESTIMATED_MINUTES, MAX_HOURLY_RATE_CENTS } from '#shared/domain/money.ts';
import type { Env } from '#server/env.ts';
import { eq } from 'drizzle-orm';
import { billingRecords } from '#server/db/schema/index.ts';
import { postMovement } from '#server/payments/billing-records.ts';
import { auditLedger } from '#server/payments/ledger-audit.ts';
import { PAID_TWICE } from '#server/payments/process-event.ts';
import { auditTickets } from '#server/ticket-commands/audit.ts';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { ProviderError, type PaymentProvider } from '#server/payments/provider.ts';
import {
  createSandboxProvider,
  SANDBOX_SIGNATURE_HEADER,
  signSandboxEvent,
} from '#server/payments/sandbox-provider.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { deliveredMail } from '../fixtures/mailbox.ts';
import { liveClient } from '../fixtures/live-client.ts';
import { useTestServer } from '../fixtures/test-server.ts';
import { grabAndPlan, payThenNoSolution, startAndSubmit } from '../fixtures/ticket-flow.ts';
import { insertUser } from '../fixtures/users.ts';

const SECRET = 'payments-test-sandbox-secret';
type Api = ReturnType<typeof createBrowserClient>['client'];
type Signed = { user: { id: string }; api: Api; email: string; token: string };

describe('payments and escrow', () => {
  /** The provider the server uses; a test may make its checkouts fail. */
  let failCheckouts = false;
  /** The checkouts the server asked the provider to close. */
  const expiredCheckouts: string[] = [];

  const { server, admin } = useTestServer({
    env: { SANDBOX_PAYMENTS_SECRET: SECRET, REQUIRE_EMAIL_VERIFICATION: 'false' },
    payments: flakyProvider(),
    adminOptions: { max: 2, onnotice: () => {} },
  });

  function flakyProvider(): (env: Env) => PaymentProvider {
    return (env) => {
      const sandbox = createSandboxProvider({ secret: SECRET, publicUrl: env.publicUrl });
      return {
        ...sandbox,
        createCheckout: (checkout) =>
          failCheckouts
            ? Promise.reject(new ProviderError('Card payments are down for maintenance'))
            : sandbox.createCheckout(checkout),
        expireCheckout: async (checkoutId) => {
          expiredCheckouts.push(checkoutId);
          await sandbox.expireCheckout(checkoutId);
        },
      };
    };
  }

  async function signedIn(role: 'customer' | 'developer', categories: string[] = []) {
    const user = await insertUser(server.db, role, categories);
    const { token } = await createSession(server.db, user.id);
    const api = createBrowserClient(server.address, { sessionToken: token }).client;
    return { user, api, token, email: `${role}-${user.id}@example.com` } satisfies Signed;
  }

  /** A request with a submitted plan of the given milestones (minutes, rate in cents). */
  async function plannedTicket(
    milestones: Array<[number, number]> = [
      [90, 5000],
      [60, 5000],
    ],
  ) {
    const customer = await signedIn('customer');
    const developer = await signedIn('developer', ['web']);
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
      details: {
        description: 'Login broken\nBuilt with Cursor',
        categories: ['web'],
        budget: '$100',
      },
      requestKey: randomUUID(),
    });
    const version = await grabAndPlan(
      developer,
      ticketId,
      milestones.map(([estimatedMinutes, hourlyRateCents], index) => ({
        title: `Step ${index + 1}`,
        description: 'Work',
        estimatedMinutes,
        hourlyRateCents,
      })),
    );
    return { customer, developer, ticketId, version };
  }

  async function approvedTicket(milestones?: Array<[number, number]>) {
    const planned = await plannedTicket(milestones);
    const approved = await planned.customer.api.tickets.approvePlan.mutate({
      ticketId: planned.ticketId,
      expectedVersion: planned.version,
    });
    return { ...planned, checkout: approved.checkout, version: approved.version };
  }

  /** Approving the plan fails as the customer is told when its checkout cannot be opened. */
  async function expectApprovalRefused(
    customer: Signed,
    ticketId: string,
    version: number,
    reason: string,
  ) {
    expect(
      await failureOf(
        customer.api.tickets.approvePlan.mutate({ ticketId, expectedVersion: version }),
      ),
    ).toMatchObject({ code: 'BAD_GATEWAY', message: `Error creating billing record: ${reason}` });
  }

  /** Sends a sandbox provider event to the webhook over HTTP, signed unless told otherwise. */
  async function deliver(
    event: Record<string, unknown>,
    options: { body?: string; signature?: string } = {},
  ) {
    const body = JSON.stringify(event);
    return fetch(`${server.address}/api/payments/webhook`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        [SANDBOX_SIGNATURE_HEADER]: options.signature ?? signSandboxEvent(SECRET, body),
      },
      body: options.body ?? body,
    });
  }

  const paymentOf = (billingRecordId: string, amountCents: number, id = randomUUID()) => ({
    id: `evt_${id}`,
    type: 'payment.succeeded',
    billingRecordId,
    paymentId: `pi_${billingRecordId}`,
    amountCents,
    currency: 'usd',
  });

  async function recordRow(id: string) {
    const [row] = await admin`select status, amount_cents, discount_cents, list_cents, payment_id,
        review_reason from billing_records where id = ${id}`;
    return row!;
  }

  it('prices the first milestone from the plan, with the beta first hour at half price once per customer', async () => {
    const { customer, ticketId, checkout } = await approvedTicket([
      [90, 5000],
      [60, 5000],
    ]);
    // 1:30 at $50 = $75; the first hour at half price takes $25 off.
    expect(checkout).toMatchObject({ amountCents: 5000 });
    expect(new URL(checkout.checkoutUrl).pathname).toBe(
      `/sandbox/checkout/${checkout.billingRecordId}`,
    );
    expect(await recordRow(checkout.billingRecordId)).toMatchObject({
      status: 'pending',
      list_cents: 7500,
      discount_cents: 2500,
      amount_cents: 5000,
    });
    // Opening it again (a second click) reuses the same record.
    const ticket = await customer.api.tickets.get.query({ ticketId });
    const again = await customer.api.payments.checkout.mutate({
      ticketId,
      milestoneId: ticket.milestones[0]!.id,
    });
    expect(again.billingRecordId).toBe(checkout.billingRecordId);

    await customer.api.payments.sandboxPay.mutate({ billingRecordId: checkout.billingRecordId });
    // The next milestone: no discount any more, and any amount the client sends is ignored.
    const next = await customer.api.payments.checkout.mutate({
      ticketId,
      milestoneId: ticket.milestones[1]!.id,
      ...({ amountCents: 1 } as object),
    });
    expect(next.amountCents).toBe(5000);
    expect(await recordRow(next.billingRecordId)).toMatchObject({
      discount_cents: 0,
      list_cents: 5000,
    });
  });

  it('funds a milestone only from a verified event, and shows the payment live on the thank-you page', async () => {
    const { customer, developer, ticketId, checkout } = await approvedTicket();
    expect(
      await customer.api.payments.billingRecord.query({
        billingRecordId: checkout.billingRecordId,
      }),
    ).toMatchObject({ status: 'pending', amountCents: checkout.amountCents });

    // Refused deliveries: no signature match, stale, re-serialised body, another secret.
    const event = paymentOf(checkout.billingRecordId, checkout.amountCents);
    const body = JSON.stringify(event);
    const refused = [
      await deliver(event, { signature: signSandboxEvent('another-secret-entirely', body) }),
      await deliver(event, {
        signature: signSandboxEvent(SECRET, body, Math.floor(Date.now() / 1000) - 3600),
      }),
      await deliver(event, {
        body: JSON.stringify(event, null, 2),
        signature: signSandboxEvent(SECRET, body),
      }),
      await deliver(event, { signature: 'garbage' }),
    ];
    for (const response of refused) expect(response.status).toBe(400);
    expect(await recordRow(checkout.billingRecordId)).toMatchObject({ status: 'pending' });
    const [{ n: processed } = { n: -1 }] = await admin`select count(*)::int as n from payment_events
      where billing_record_id = ${checkout.billingRecordId}`;
    expect(processed).toBe(0);
    expect((await developer.api.tickets.get.query({ ticketId })).milestones[0]).toMatchObject({
      paid: false,
    });

    // The customer pays on the sandbox page: its signed event goes through the same webhook.
    await admin`update profiles set first_name = 'Grace' where id = ${customer.user.id}`;
    await customer.api.payments.sandboxPay.mutate({ billingRecordId: checkout.billingRecordId });
    expect(
      await customer.api.payments.billingRecord.query({
        billingRecordId: checkout.billingRecordId,
      }),
    ).toMatchObject({ status: 'paid' });
    expect((await developer.api.tickets.get.query({ ticketId })).milestones[0]).toMatchObject({
      paid: true,
    });
    const receipt = await deliveredMail(server.address, customer.email);
    expect(receipt.subject).toMatch(/^Receipt: Request #/);
    expect(receipt.text).toContain('$50.00');
    // Greeted by name, as every other mail.
    expect(receipt.text.startsWith('Hi Grace,')).toBe(true);
  });

  it('funds nothing with a payment of another amount or currency: books what arrived, gives it back, asks a moderator', async () => {
    const { customer, developer, ticketId, checkout } = await approvedTicket();
    const ledgerOf = (id: string) =>
      admin`select kind, account, amount_cents::int as cents from ledger_entries
        where billing_record_id = ${id} order by id`;

    // 1 ¢ against a $50.00 record, verified and signed as any payment.
    expect((await deliver(paymentOf(checkout.billingRecordId, 1))).status).toBe(200);
    expect(await recordRow(checkout.billingRecordId)).toMatchObject({ status: 'refunded' });
    const [row] = await admin`select received_cents, received_currency, review_reason
      from billing_records where id = ${checkout.billingRecordId}`;
    expect(row).toEqual({
      received_cents: 1,
      received_currency: 'usd',
      review_reason: 'paid $0.01 instead of $50.00',
    });
    expect((await developer.api.tickets.get.query({ ticketId })).milestones[0]).toMatchObject({
      paid: false,
    });
    // Exactly the cent that arrived, in and back out; no discount, fee or share was booked.
    expect(await ledgerOf(checkout.billingRecordId)).toEqual([
      { kind: 'funding', account: 'customer_payments', cents: -1 },
      { kind: 'funding', account: 'escrow', cents: 1 },
      { kind: 'refund', account: 'escrow', cents: -1 },
      { kind: 'refund', account: 'refunds', cents: 1 },
    ]);
    // The provider is asked to give back that cent (the job stores the refund's id).
    await expect
      .poll(
        async () =>
          (
            await admin<{ refund_id: string | null }[]>`select refund_id from billing_records
              where id = ${checkout.billingRecordId}`
          )[0]?.refund_id,
      )
      .toBe(`sbx_re_refund:${checkout.billingRecordId}`);
    const refundMail = await deliveredMail(server.address, customer.email);
    expect(refundMail.text).toContain('We refunded $0.01');

    // The customer can still pay the milestone, at its price, in dollars: a euro payment of the
    // right number of cents is refused the same way.
    const ticket = await customer.api.tickets.get.query({ ticketId });
    const again = await customer.api.payments.checkout.mutate({
      ticketId,
      milestoneId: ticket.milestones[0]!.id,
    });
    expect(again.billingRecordId).not.toBe(checkout.billingRecordId);
    const euros = { ...paymentOf(again.billingRecordId, again.amountCents), currency: 'eur' };
    expect((await deliver(euros)).status).toBe(200);
    expect(await recordRow(again.billingRecordId)).toMatchObject({ status: 'refunded' });
    const third = await customer.api.payments.checkout.mutate({
      ticketId,
      milestoneId: ticket.milestones[0]!.id,
    });
    expect((await deliver(paymentOf(third.billingRecordId, third.amountCents))).status).toBe(200);
    expect((await developer.api.tickets.get.query({ ticketId })).milestones[0]).toMatchObject({
      paid: true,
    });
    expect((await auditLedger(server.db)).problems).toEqual([]);
  });

  it('audits what each payment brought against its record', async () => {
    const { customer, checkout } = await approvedTicket();
    await customer.api.payments.sandboxPay.mutate({ billingRecordId: checkout.billingRecordId });
    expect((await auditLedger(server.db)).problems).toEqual([]);
    // A funded record whose payment was not its price, or that records no payment at all.
    try {
      for (const tampered of [1, null]) {
        await admin`update billing_records set received_cents = ${tampered}
          where id = ${checkout.billingRecordId}`;
        const { problems } = await auditLedger(server.db);
        expect(problems.length).toBeGreaterThan(0);
        for (const problem of problems) expect(problem).toContain(checkout.billingRecordId);
      }
    } finally {
      await admin`update billing_records set received_cents = amount_cents
        where id = ${checkout.billingRecordId}`;
    }
    expect((await auditLedger(server.db)).problems).toEqual([]);
  });

  /**
   * Approve Plan and Request Changes sent at once on the same version, Request Changes winning:
   * Approve Plan is held while it opens its checkout (a trigger waits on a lock the test holds)
   * until Request Changes has committed. Answers Approve Plan's outcome and its checkout's record.
   */
  async function approvalBeatenByRequestChanges(
    customer: Signed,
    ticketId: string,
    version: number,
  ) {
    const lock = await admin.reserve();
    await lock`select pg_advisory_lock(4646)`;
    await admin`create function hold_checkout() returns trigger language plpgsql
      as $$ begin perform pg_advisory_xact_lock_shared(4646); return new; end $$`;
    await admin`create trigger hold_checkout before insert on billing_records
      for each row execute function hold_checkout()`;
    try {
      const approval = failureOf(
        customer.api.tickets.approvePlan.mutate({ ticketId, expectedVersion: version }),
      );
      await expect
        .poll(
          async () =>
            (
              await admin<{ n: number }[]>`select count(*)::int as n from pg_locks
                where locktype = 'advisory' and not granted`
            )[0]?.n,
        )
        .toBe(1);
      await customer.api.tickets.requestPlanChanges.mutate({
        ticketId,
        expectedVersion: version,
        feedback: 'Split it in two',
      });
      await lock`select pg_advisory_unlock(4646)`;
      const refusal = await approval;
      const [record] = await admin<{ id: string; checkout_id: string }[]>`
        select id, checkout_id from billing_records where ticket_id = ${ticketId}`;
      return { refusal, record: record! };
    } finally {
      lock.release();
      await admin`drop trigger hold_checkout on billing_records`;
      await admin`drop function hold_checkout()`;
    }
  }

  /** The developer re-prices the first milestone and submits the plan again. */
  async function reprice(developer: Signed, ticketId: string, minutes: number, rateCents: number) {
    const ticket = await developer.api.tickets.get.query({ ticketId });
    const first = ticket.milestones[0]!;
    const { version } = await developer.api.tickets.editMilestone.mutate({
      ticketId,
      milestoneId: first.id,
      expectedVersion: ticket.version,
      milestone: {
        title: first.title,
        description: first.description,
        estimatedMinutes: minutes,
        hourlyRateCents: rateCents,
      },
    });
    return (await developer.api.tickets.submitPlan.mutate({ ticketId, expectedVersion: version }))
      .version;
  }

  it('never funds a re-priced milestone with a payment at its old price', async () => {
    const { customer, developer, ticketId, version } = await plannedTicket([[60, 5000]]);
    const { refusal, record: old } = await approvalBeatenByRequestChanges(
      customer,
      ticketId,
      version,
    );
    expect(refusal).toMatchObject({ code: 'CONFLICT' });
    // The losing approval leaves no open checkout: its record is void, its checkout closed.
    expect(await recordRow(old.id)).toMatchObject({ status: 'void', amount_cents: 2500 });
    await expect.poll(() => expiredCheckouts.includes(old.checkout_id)).toBe(true);
    expect(
      await failureOf(customer.api.payments.sandboxPay.mutate({ billingRecordId: old.id })),
    ).toMatchObject({ code: 'CONFLICT' });

    // $500/h for 10 hours, less the beta half-price first hour.
    const repriced = await reprice(developer, ticketId, 600, 50_000);
    const { checkout } = await customer.api.tickets.approvePlan.mutate({
      ticketId,
      expectedVersion: repriced,
    });
    expect(checkout.amountCents).toBe(475_000);

    // A signed payment of the old checkout, at its old price: booked, refunded, flagged.
    expect((await deliver(paymentOf(old.id, 2500))).status).toBe(200);
    expect(await recordRow(old.id)).toMatchObject({
      status: 'refunded',
      review_reason: expect.stringContaining('closed') as unknown,
    });
    expect(await recordRow(checkout.billingRecordId)).toMatchObject({ status: 'pending' });
    expect((await developer.api.tickets.get.query({ ticketId })).milestones[0]).toMatchObject({
      paid: false,
    });
    await expect
      .poll(
        async () =>
          (
            await admin<{ refund_id: string | null }[]>`select refund_id from billing_records
              where id = ${old.id}`
          )[0]?.refund_id,
      )
      .toBe(`sbx_re_refund:${old.id}`);

    // The current checkout, at the current price, funds it.
    await customer.api.payments.sandboxPay.mutate({ billingRecordId: checkout.billingRecordId });
    expect((await developer.api.tickets.get.query({ ticketId })).milestones[0]).toMatchObject({
      paid: true,
    });
    expect((await auditLedger(server.db)).problems).toEqual([]);
    expect((await auditTickets(server.db, [ticketId])).problems).toEqual([]);
  });

  it('audits each funding against the price its plan had then: a milestone funded at an old price is found', async () => {
    const { customer, developer, ticketId, version } = await plannedTicket([[60, 5000]]);
    const { record: old } = await approvalBeatenByRequestChanges(customer, ticketId, version);
    const repriced = await reprice(developer, ticketId, 600, 50_000);
    const { checkout } = await customer.api.tickets.approvePlan.mutate({
      ticketId,
      expectedVersion: repriced,
    });
    // What the payment of the old checkout used to do: fund the milestone at $50 through the old
    // record. Forged here below the webhook (the domain is told the current price, as a bug
    // would), so the audit is shown the outcome it must catch.
    const milestoneId = (await customer.api.tickets.get.query({ ticketId })).milestones[0]!.id;
    await admin`update billing_records set status = 'void' where id = ${checkout.billingRecordId}`;
    await admin`update billing_records set status = 'paid', paid_at = now(),
        payment_id = ${`pi_${old.id}`}, received_cents = 2500, received_currency = 'usd'
      where id = ${old.id}`;
    await executeTicketCommand(server.db, {
      ticketId,
      command: {
        type: 'FundMilestone',
        milestoneId,
        paymentId: `pi_${old.id}`,
        amountCents: 2500,
        listCents: 500_000,
      },
      actor: { id: 'payments', role: 'payments' },
      sideEffects: () => [
        async (tx) => {
          const [record] = await tx
            .select()
            .from(billingRecords)
            .where(eq(billingRecords.id, old.id));
          await postMovement(tx, record!, 'funding');
        },
      ],
    });
    const { problems } = await auditTickets(server.db, [ticketId]);
    expect(problems).toEqual([
      {
        ticketId,
        problem: expect.stringMatching(
          /paid billing record .* priced \$50\.00 while the plan asked \$5,000\.00/,
        ) as unknown,
      },
    ]);
  });

  it('refunds and flags a second payment of a checkout already paid, once however often it is told', async () => {
    const { developer, ticketId, checkout } = await approvedTicket([[60, 5000]]);
    const first = paymentOf(checkout.billingRecordId, checkout.amountCents);
    expect((await deliver(first)).status).toBe(200);
    // The same payment told again under another event id changes nothing.
    expect((await deliver({ ...first, id: `evt_${randomUUID()}` })).status).toBe(200);
    const second = { ...first, id: `evt_${randomUUID()}`, paymentId: `pi_second_${randomUUID()}` };
    for (const told of [second, { ...second, id: `evt_${randomUUID()}` }]) {
      expect((await deliver(told)).status).toBe(200);
    }
    const further = await admin<{ id: string; status: string; review_reason: string }[]>`
      select id, status, review_reason from billing_records where payment_id = ${second.paymentId}`;
    expect(further).toEqual([
      {
        id: expect.any(String) as unknown,
        status: 'refunded',
        review_reason: PAID_TWICE,
      },
    ]);
    await expect
      .poll(
        async () =>
          (
            await admin<{ refund_id: string | null }[]>`select refund_id from billing_records
              where id = ${further[0]!.id}`
          )[0]?.refund_id,
      )
      .toBe(`sbx_re_refund:${further[0]!.id}`);
    expect(await recordRow(checkout.billingRecordId)).toMatchObject({ status: 'paid' });
    expect((await developer.api.tickets.get.query({ ticketId })).milestones[0]).toMatchObject({
      paid: true,
    });
    expect((await auditLedger(server.db)).problems).toEqual([]);
    expect((await auditTickets(server.db, [ticketId])).problems).toEqual([]);
  });

  it('lets the dearest milestone the plan form accepts be approved and paid', async () => {
    const dearest: [number, number] = [MAX_ESTIMATED_MINUTES - 1, MAX_HOURLY_RATE_CENTS];
    const { developer, ticketId, checkout } = await approvedTicket([dearest]);
    // 999:59 at $1,000 an hour, less the beta half-price first hour ($500).
    expect(checkout.amountCents).toBe(99_998_333 - 50_000);
    expect((await deliver(paymentOf(checkout.billingRecordId, checkout.amountCents))).status).toBe(
      200,
    );
    expect((await developer.api.tickets.get.query({ ticketId })).milestones[0]).toMatchObject({
      paid: true,
    });
    expect((await auditLedger(server.db)).problems).toEqual([]);
  });

  it('tells the thank-you page of the payment as it happens', async () => {
    const { customer, checkout } = await approvedTicket();
    const statuses: string[] = [];
    const { token } = await createSession(server.db, customer.user.id);
    const subscriber = liveClient(server.address, token);
    await new Promise<void>((resolve, reject) => {
      const subscription = subscriber.client.payments.onBillingRecord.subscribe(
        { billingRecordId: checkout.billingRecordId },
        {
          onData(record) {
            statuses.push(record.status);
            if (record.status === 'pending' && statuses.length === 1) {
              customer.api.payments.sandboxPay
                .mutate({ billingRecordId: checkout.billingRecordId })
                .catch(reject);
            }
            if (record.status === 'paid') {
              subscription.unsubscribe();
              resolve();
            }
          },
          onError: reject,
        },
      );
    });
    expect(statuses[0]).toBe('pending');
    expect(statuses.at(-1)).toBe('paid');
    await subscriber.close();
  });

  it('announces a billing record when its status changes, not when it is opened or given its checkout', async () => {
    const heard: Array<{ billingRecord: string; status?: string }> = [];
    const listening = await admin.listen('unblock_live', (payload) => {
      const message = JSON.parse(payload) as { type: string; ids: (typeof heard)[number] };
      if (message.type === 'billing.changed') heard.push(message.ids);
    });
    try {
      // Approving opens the record, then writes its checkout on it: two writes, no new status.
      const { customer, checkout } = await approvedTicket();
      await customer.api.payments.sandboxPay.mutate({ billingRecordId: checkout.billingRecordId });
      await expect
        // Only this record's: a job of an earlier test may still change another one's status.
        .poll(() => heard.filter((ids) => ids.billingRecord === checkout.billingRecordId))
        .toEqual([{ billingRecord: checkout.billingRecordId, status: 'paid' }]);
    } finally {
      await listening.unlisten();
    }
  });

  it('applies each event once, whatever the order and however often it is delivered', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.integer({ min: 1, max: 3 }), { minLength: 4, maxLength: 4 }),
        fc.nat(),
        async (times, seed) => {
          const a = await approvedTicket([[60, 5000]]);
          const b = await approvedTicket([[120, 4000]]);
          const c = await approvedTicket([[30, 6000]]);
          const events = [
            paymentOf(a.checkout.billingRecordId, a.checkout.amountCents),
            paymentOf(b.checkout.billingRecordId, b.checkout.amountCents),
            {
              id: `evt_${randomUUID()}`,
              type: 'checkout.expired',
              billingRecordId: c.checkout.billingRecordId,
            },
            // The same payment told twice under two event ids (Stripe's completed and async_succeeded).
            paymentOf(a.checkout.billingRecordId, a.checkout.amountCents),
          ];
          const deliveries = events.flatMap((event, index) =>
            Array.from({ length: times[index]! }, () => event),
          );
          // A seeded shuffle, delivered two at a time so some deliveries race.
          const order = deliveries
            .map((event, index) => ({ event, key: (seed * 7919 + index * 104729) % 1000003 }))
            .sort((x, y) => x.key - y.key)
            .map(({ event }) => event);
          for (let index = 0; index < order.length; index += 2) {
            const batch = order.slice(index, index + 2).map((event) => deliver(event));
            for (const response of await Promise.all(batch)) expect(response.status).toBe(200);
          }
          expect(await recordRow(a.checkout.billingRecordId)).toMatchObject({ status: 'paid' });
          expect(await recordRow(b.checkout.billingRecordId)).toMatchObject({ status: 'paid' });
          expect(await recordRow(c.checkout.billingRecordId)).toMatchObject({ status: 'void' });
          const ids = [a, b, c].map((ticket) => ticket.checkout.billingRecordId);
          const [{ n } = { n: -1 }] = await admin`select count(*)::int as n from payment_events
          where billing_record_id in ${admin(ids)}`;
          expect(n).toBe(4);
          const [{ entries } = { entries: -1 }] =
            await admin`select count(*)::int as entries from ledger_entries
          where billing_record_id in ${admin(ids)}`;
          // One funding each for a and b (customer payment, promotion, escrow): never two.
          expect(entries).toBe(6);
          // A late payment on the expired checkout funds nothing: it is given back, never lost,
          // and a moderator is asked to look.
          expect(
            (await deliver(paymentOf(c.checkout.billingRecordId, c.checkout.amountCents))).status,
          ).toBe(200);
          expect(await recordRow(c.checkout.billingRecordId)).toMatchObject({
            status: 'refunded',
            review_reason: expect.stringContaining('closed') as unknown,
          });
        },
      ),
      { numRuns: 4, seed: 20261123 },
    );
    expect((await auditLedger(server.db)).problems).toEqual([]);
  }, 120_000);

  it('keeps the ticket as it was when the checkout cannot be created', async () => {
    const { customer, ticketId, version } = await plannedTicket();
    failCheckouts = true;
    try {
      await expectApprovalRefused(
        customer,
        ticketId,
        version,
        'Card payments are down for maintenance',
      );
    } finally {
      failCheckouts = false;
    }
    const ticket = await customer.api.tickets.get.query({ ticketId });
    expect(ticket).toMatchObject({ status: 'CUSTOMER_REVIEWING_PLAN', version });
    const records = await admin`select status from billing_records where ticket_id = ${ticketId}`;
    expect(records.map((row) => row.status as string)).toEqual(['void']);
    // It works once the provider is back, and takes the beta discount the void record did not.
    const approved = await customer.api.tickets.approvePlan.mutate({
      ticketId,
      expectedVersion: version,
    });
    expect(approved.checkout.amountCents).toBe(5000);
  });

  it('leaves the plan awaiting approval when its checkout cannot be recorded, and approving again works', async () => {
    const { customer, developer, ticketId, version } = await plannedTicket();
    // A real failure of the one statement that writes the session on the record.
    await admin`create function refuse_session() returns trigger language plpgsql
      as $$ begin raise exception 'refused by the test'; end $$`;
    await admin`create trigger refuse_session before update of checkout_url on billing_records
      for each row when (new.checkout_url is not null) execute function refuse_session()`;
    try {
      await expectApprovalRefused(customer, ticketId, version, 'Failed to create billing record');
    } finally {
      await admin`drop trigger refuse_session on billing_records`;
      await admin`drop function refuse_session()`;
    }
    // The session is written in the transaction that approves the plan: neither was kept.
    expect(await customer.api.tickets.get.query({ ticketId })).toMatchObject({
      status: 'CUSTOMER_REVIEWING_PLAN',
      version,
    });
    const mailsToDeveloper = () =>
      admin`select subject from outbox_emails where "to" = ${developer.email}
        and subject like 'The customer approved your plan%'`;
    expect(await mailsToDeveloper()).toEqual([]);
    // Its record is void, and the provider's checkout nobody was shown is closed.
    const [failed] = await admin<{ id: string; status: string; checkout_id: string }[]>`
      select id, status, checkout_id from billing_records where ticket_id = ${ticketId}`;
    expect(failed).toMatchObject({ status: 'void' });
    await expect.poll(() => expiredCheckouts.includes(failed!.checkout_id)).toBe(true);

    // Approving again works, with the beta discount the void record lost.
    const approved = await customer.api.tickets.approvePlan.mutate({
      ticketId,
      expectedVersion: version,
    });
    expect(approved).toMatchObject({ status: 'DEVELOPER_WORKING', version: version + 1 });
    expect(approved.checkout.amountCents).toBe(5000);
    expect(await recordRow(approved.checkout.billingRecordId)).toMatchObject({
      status: 'pending',
    });
    const [live] = await admin`select checkout_url from billing_records
      where id = ${approved.checkout.billingRecordId}`;
    expect(live).toEqual({ checkout_url: approved.checkout.checkoutUrl });
    expect(await mailsToDeveloper()).toHaveLength(1);
  });

  it("replaces an open checkout whose price is no longer the plan's, or that never got its session", async () => {
    const { customer, ticketId, checkout } = await approvedTicket();
    const milestoneId = (await customer.api.tickets.get.query({ ticketId })).milestones[0]!.id;
    // A record priced otherwise than the plan now is (as after a change of plan) is voided.
    await admin`update billing_records set list_cents = list_cents + 100,
        amount_cents = amount_cents + 100, developer_cents = developer_cents + 100
      where id = ${checkout.billingRecordId}`;
    const repriced = await customer.api.payments.checkout.mutate({ ticketId, milestoneId });
    expect(repriced.billingRecordId).not.toBe(checkout.billingRecordId);
    expect(await recordRow(checkout.billingRecordId)).toMatchObject({ status: 'void' });
    // Its discount went with it: the new record takes it again.
    expect(await recordRow(repriced.billingRecordId)).toMatchObject({
      status: 'pending',
      list_cents: 7500,
      discount_cents: 2500,
      amount_cents: 5000,
    });
    // A record whose session was never written (its write failed) is replaced the same way.
    await admin`update billing_records set checkout_url = null
      where id = ${repriced.billingRecordId}`;
    const reopened = await customer.api.payments.checkout.mutate({ ticketId, milestoneId });
    expect(reopened.billingRecordId).not.toBe(repriced.billingRecordId);
    expect(await recordRow(repriced.billingRecordId)).toMatchObject({ status: 'void' });
    const live = await admin`select id, checkout_url from billing_records
      where ticket_id = ${ticketId} and status = 'pending'`;
    expect(live).toEqual([{ id: reopened.billingRecordId, checkout_url: reopened.checkoutUrl }]);
  });

  it('releases 90 % to the developer on approval, and refunds what is left when no solution is found', async () => {
    const { customer, developer, ticketId, checkout } = await approvedTicket([
      [60, 5000],
      [60, 5000],
    ]);
    await customer.api.payments.sandboxPay.mutate({ billingRecordId: checkout.billingRecordId });
    const ticket = await developer.api.tickets.get.query({ ticketId });
    const [first, second] = ticket.milestones;
    const version = await startAndSubmit(server, developer, {
      ticketId,
      milestoneId: first!.id,
      version: ticket.version,
    });
    expect(await developer.api.payments.earnings.query()).toMatchObject({
      earnedCents: 0,
      heldCents: 4500,
    });
    await customer.api.tickets.approveMilestone.mutate({
      ticketId,
      expectedVersion: version,
      milestoneId: first!.id,
    });
    expect(await recordRow(checkout.billingRecordId)).toMatchObject({ status: 'released' });
    expect(await developer.api.payments.earnings.query()).toMatchObject({
      earnedCents: 4500,
      heldCents: 0,
    });

    const next = await payThenNoSolution(customer, developer, ticketId, second!.id);
    expect(await recordRow(next.billingRecordId)).toMatchObject({ status: 'refunded' });
    // The worker pays it back through the provider, once, and mails the customer.
    await expect
      .poll(
        async () =>
          (await admin`select refund_id from billing_records where id = ${next.billingRecordId}`)[0]
            ?.refund_id as string | undefined,
        { timeout: 10_000 },
      )
      .toBe(`sbx_re_refund:${next.billingRecordId}`);
    const refundMail = await deliveredMail(server.address, customer.email, 3);
    expect(refundMail.subject).toMatch(/^Refund: /);
    expect(await developer.api.payments.earnings.query()).toMatchObject({
      earnedCents: 4500,
      heldCents: 0,
    });
    expect((await auditLedger(server.db)).problems).toEqual([]);
  });

  it('lets exactly one of a concurrent approval and refund of one milestone win', async () => {
    for (let round = 0; round < 3; round++) {
      const { customer, developer, ticketId, checkout } = await approvedTicket([[60, 5000]]);
      await customer.api.payments.sandboxPay.mutate({ billingRecordId: checkout.billingRecordId });
      const ticket = await developer.api.tickets.get.query({ ticketId });
      const milestoneId = ticket.milestones[0]!.id;
      const version = await startAndSubmit(server, developer, {
        ticketId,
        milestoneId,
        version: ticket.version,
      });
      const outcomes = await Promise.allSettled([
        customer.api.tickets.approveMilestone.mutate({
          ticketId,
          expectedVersion: version,
          milestoneId,
        }),
        developer.api.tickets.declareNoSolution.mutate({
          ticketId,
          expectedVersion: version,
          reason: 'Stuck',
        }),
      ]);
      expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
      const { status } = await recordRow(checkout.billingRecordId);
      expect(['released', 'refunded']).toContain(status);
      expect(status).toBe(outcomes[0].status === 'fulfilled' ? 'released' : 'refunded');
    }
    expect((await auditLedger(server.db)).problems).toEqual([]);
  });

  it('answers NOT_FOUND to anyone but the customer', async () => {
    const { developer, ticketId, checkout } = await approvedTicket();
    const stranger = await signedIn('customer');
    const ref = { billingRecordId: checkout.billingRecordId };
    const calls = [
      () => stranger.api.payments.billingRecord.query(ref),
      () => stranger.api.payments.sandboxPay.mutate(ref),
      () => stranger.api.payments.sandboxCheckout.query(ref),
      () => developer.api.payments.billingRecord.query(ref),
      () => stranger.api.payments.checkout.mutate({ ticketId, milestoneId: randomUUID() }),
      () => developer.api.payments.checkout.mutate({ ticketId, milestoneId: randomUUID() }),
    ];
    for (const call of calls) {
      expect(await failureOf(call())).toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await recordRow(checkout.billingRecordId)).toMatchObject({ status: 'pending' });
  });
});
