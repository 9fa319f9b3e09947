import { randomUUID } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { beforeAll, describe, expect, it } from 'vitest';
import { ONLY_REFUNDS_NAME_A_MILESTONE } from '#shared/domain/ticket/decide.ts';
import { timelineEntries } from '#shared/domain/ticket/timeline.ts';
import {
  CASE_PAGE_SIZE,
  DECISION_REASON_MAX,
  type CaseCard,
  type CaseListCursor,
} from '#shared/schemas/moderation.ts';
import { NOT_REPORTABLE_TEXT } from '#server/discussions/report-message.ts';
import { auditLedger } from '#server/payments/ledger-audit.ts';
import { auditTickets } from '#server/ticket-commands/audit.ts';
import { STALE_VERSION } from '#server/ticket-commands/ticket-store.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { liveClient } from '../fixtures/live-client.ts';
import { mailTo } from '../fixtures/mailbox.ts';
import { signedInPerson, uploadedFiles, type Person } from '../fixtures/people.ts';
import { useTestServer } from '../fixtures/test-server.ts';

type Api = Person['api'];

const milestone = (title: string) => ({
  title,
  description: `${title}, step by step`,
  // 90 minutes at $50: $75.00, of which the developer earns $67.50 and the platform $7.50.
  estimatedMinutes: 90,
  hourlyRateCents: 5000,
});
const LIST_CENTS = 7500;

describe('the moderators’ case console (moderation.cases)', () => {
  const { server, admin } = useTestServer({ adminOptions: { max: 1, onnotice: () => {} } });
  let moderator: Person;

  beforeAll(async () => {
    moderator = await signedInPerson(server, 'moderator');
  });

  const versionOf = async (ticketId: string) =>
    (await moderator.api.tickets.get.query({ ticketId })).version;

  /** A request a developer took (DEVELOPER_PLANNING), made through the API. */
  async function grabbedRequest(description = 'Login broken\nSince the last deploy') {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['web']);
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
      details: { description, categories: ['web'], budget: '$100' },
      requestKey: randomUUID(),
    });
    await developer.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 });
    return { customer, developer, ticketId };
  }

  /** The developer's message in the request's discussion, reported by the customer. */
  async function reported(request: Awaited<ReturnType<typeof grabbedRequest>>, text: string) {
    const message = await request.developer.api.discussions.send.mutate({
      ticketId: request.ticketId,
      text,
      files: {},
      messageKey: randomUUID(),
    });
    await request.customer.api.discussions.report.mutate({ messageId: message.id });
    return message;
  }

  /**
   * A request whose first milestone is paid (through the sandbox checkout), worked on and in
   * review; with `fundSecond`, the second one is paid for too.
   */
  async function firstMilestoneInReview(count: number, options: { fundSecond?: boolean } = {}) {
    const request = await grabbedRequest();
    const { customer, developer, ticketId } = request;
    const on = { ticketId };
    let version = 2;
    for (let index = 1; index <= count; index++) {
      version = (
        await developer.api.tickets.addMilestone.mutate({
          ...on,
          expectedVersion: version,
          milestone: milestone(`Part ${index}`),
        })
      ).version;
    }
    version = (await developer.api.tickets.submitPlan.mutate({ ...on, expectedVersion: version }))
      .version;
    const approved = await customer.api.tickets.approvePlan.mutate({
      ...on,
      expectedVersion: version,
    });
    await customer.api.payments.sandboxPay.mutate({
      billingRecordId: approved.checkout.billingRecordId,
    });
    const plan = await customer.api.tickets.get.query(on);
    const ids = plan.milestones.map((m) => m.id);
    if (options.fundSecond) {
      const checkout = await customer.api.payments.checkout.mutate({ ...on, milestoneId: ids[1]! });
      await customer.api.payments.sandboxPay.mutate({ billingRecordId: checkout.billingRecordId });
    }
    const work = { ...on, milestoneId: ids[0]! };
    version = (
      await developer.api.tickets.startMilestone.mutate({
        ...work,
        expectedVersion: await versionOf(ticketId),
      })
    ).version;
    await developer.api.tickets.submitMilestone.mutate({
      ...work,
      expectedVersion: version,
      files: await uploadedFiles(server, developer, 'fix.patch'),
    });
    return { ...request, milestoneIds: ids };
  }

  /** The customer asks for a refund on a request with its first milestone in review. */
  async function disputed(count: number, options: { fundSecond?: boolean } = {}) {
    const request = await firstMilestoneInReview(count, options);
    const { version } = await request.customer.api.tickets.openDispute.mutate({
      ticketId: request.ticketId,
      expectedVersion: await versionOf(request.ticketId),
      reason: 'The fix does not work on Safari',
    });
    return { ...request, version };
  }

  /** The whole queue, page after page, with each page's size and count of all waiting. */
  async function wholeQueue() {
    const cards: CaseCard[] = [];
    const sizes: number[] = [];
    const counts: number[] = [];
    let cursor: CaseListCursor | null = null;
    do {
      const page = await moderator.api.moderation.cases.list.query({ cursor });
      cards.push(...page.items);
      sizes.push(page.items.length);
      counts.push(page.waitingCount);
      cursor = page.nextCursor;
      // A cursor that does not move on would page forever.
      if (sizes.length > 100) throw new Error('the queue never ends');
    } while (cursor);
    return { cards, sizes, counts };
  }

  const queueOf = async (...ticketIds: string[]) =>
    (await wholeQueue()).cards.filter((card) => ticketIds.includes(card.ticketId));

  /** The request's conversation as `who` reads it. */
  const conversation = async (who: Person, ticketId: string) =>
    (await who.api.discussions.thread.query({ ticketId })).messages;

  const ledgerOf = (ticketId: string) => admin<
    { kind: string; account: string; amount_cents: string }[]
  >`select e.kind, e.account, e.amount_cents from ledger_entries e
      join billing_records r on r.id = e.billing_record_id
      where r.ticket_id = ${ticketId} order by e.id`;

  async function expectCleanAudit() {
    expect((await auditLedger(server.db)).problems).toEqual([]);
    expect((await auditTickets(server.db)).problems).toEqual([]);
  }

  /** The texts of the mails to `who` whose subject starts so. */
  const mailsAbout = async (who: Person, subject: string) =>
    (await mailTo(server.address, who.email))
      .filter((mail) => mail.subject.startsWith(subject))
      .map((mail) => mail.text);

  /** Both parties were mailed the outcome with the moderator's reason, once. */
  async function expectBothMailed(
    request: { customer: Person; developer: Person },
    reason: string,
  ) {
    for (const party of [request.customer, request.developer]) {
      await expect
        .poll(() => mailsAbout(party, 'A moderator resolved the case on request'), {
          timeout: 10_000,
        })
        .toEqual([expect.stringContaining(`The moderator's reason: ${reason}`)]);
    }
  }

  it('lists the requests waiting for a moderator, longest waiting first, with why, who and the money in escrow', async () => {
    const quarrel = await grabbedRequest('Rude developer\nDetails inside');
    const rude = await reported(quarrel, 'You clearly have no idea what you are doing');
    const refund = await disputed(2);
    const calm = await grabbedRequest();

    let queue = await queueOf(quarrel.ticketId, refund.ticketId, calm.ticketId);
    expect(queue.map((card) => card.ticketId)).toEqual([quarrel.ticketId, refund.ticketId]);
    const [first, second] = queue;
    expect(first).toEqual({
      ticketId: quarrel.ticketId,
      title: 'Rude developer',
      version: await versionOf(quarrel.ticketId),
      since: expect.any(Date),
      why: {
        kind: 'report',
        messageId: rude.id,
        text: 'You clearly have no idea what you are doing',
        // People made for tests have no names: the console shows their email.
        authorName: quarrel.developer.email,
        reportedByName: quarrel.customer.email,
      },
      reportCount: 1,
      customer: { id: quarrel.customer.id, name: quarrel.customer.email, suspended: false },
      developer: { id: quarrel.developer.id, name: quarrel.developer.email, suspended: false },
      escrowCents: 0,
    });
    expect(second).toMatchObject({
      ticketId: refund.ticketId,
      title: 'Login broken',
      version: refund.version,
      why: { kind: 'dispute', reason: 'The fix does not work on Safari' },
      reportCount: 0,
      customer: { id: refund.customer.id },
      developer: { id: refund.developer.id },
      // The first milestone's list price is held, its beta discount included.
      escrowCents: LIST_CENTS,
    });
    expect(first!.since.getTime()).toBeLessThan(second!.since.getTime());
    const [entered] = await admin<{ occurred_at: Date }[]>`select occurred_at from ticket_events
      where ticket_id = ${quarrel.ticketId} and type = 'MessageReported'`;
    expect(first!.since).toEqual(entered?.occurred_at);

    // A second report leads the card and counts; the case keeps its start.
    const worse = await reported(quarrel, 'And I will not fix it');
    queue = await queueOf(quarrel.ticketId);
    expect(queue[0]).toMatchObject({
      since: first!.since,
      why: { kind: 'report', messageId: worse.id, text: 'And I will not fix it' },
      reportCount: 2,
    });
  });

  it('pages the queue in its order, a page of 20 after another, unshaken by a case resolved meanwhile', async () => {
    const opened: string[] = [];
    for (let index = 0; index < CASE_PAGE_SIZE + 2; index++) {
      const quarrel = await grabbedRequest(`Quarrel ${index}\nReported`);
      await reported(quarrel, `Rude ${index}`);
      opened.push(quarrel.ticketId);
    }
    const { cards, sizes, counts } = await wholeQueue();
    expect(sizes.slice(0, -1).every((size) => size === CASE_PAGE_SIZE)).toBe(true);
    expect(counts.every((count) => count === cards.length)).toBe(true);
    expect(sizes.at(-1)).toBeGreaterThan(0);
    const ids = cards.map((card) => card.ticketId);
    expect(new Set(ids).size).toBe(ids.length);
    // Longest waiting first, then by id, across pages; the new cases last, in the order opened.
    const order = [...cards].sort(
      (a, b) => a.since.getTime() - b.since.getTime() || a.ticketId.localeCompare(b.ticketId),
    );
    expect(ids).toEqual(order.map((card) => card.ticketId));
    expect(ids.slice(-opened.length)).toEqual(opened);

    // A case of the first page resolved before the second is asked for shifts nothing.
    const first = await moderator.api.moderation.cases.list.query({});
    const gone = first.items[0]!;
    await moderator.api.moderation.cases.resolve.mutate({
      ticketId: gone.ticketId,
      expectedVersion: gone.version,
      outcome: 'resume',
      reason: 'Within the rules.',
    });
    const second = await moderator.api.moderation.cases.list.query({ cursor: first.nextCursor });
    expect(second.items.map((card) => card.ticketId)).toEqual(
      ids.slice(CASE_PAGE_SIZE, 2 * CASE_PAGE_SIZE),
    );
    expect((await queueOf(gone.ticketId)).length).toBe(0);
  });

  it("fills in, for requests already waiting, since when they wait (migration 0017's backfill)", async () => {
    const quarrel = await grabbedRequest();
    await reported(quarrel, 'Rude');
    await reported(quarrel, 'Rude again');
    const [waiting] = await queueOf(quarrel.ticketId);
    const backfill = readFileSync('migrations/0017_moderation_queue.sql', 'utf8')
      .split('--> statement-breakpoint')
      .find((statement) => statement.includes('UPDATE "tickets"'))!;
    await admin`update tickets set moderation_since = null where status = 'REQUIRES_MOD_ASSISTANCE'`;
    await admin.unsafe(backfill);
    const [row] = await admin<{ since: Date }[]>`
      select moderation_since as since from tickets where id = ${quarrel.ticketId}`;
    expect(row?.since).toEqual(waiting?.since);
    expect(await queueOf(quarrel.ticketId)).toEqual([waiting]);
  });

  it('dismisses a report: the request returns to where it was, the report stays in its history, and both parties hear why', async () => {
    const quarrel = await grabbedRequest();
    const rude = await reported(quarrel, 'Rude words');
    const reason = 'Blunt, but within the rules. Please keep it polite.';
    const result = await moderator.api.moderation.cases.resolve.mutate({
      ticketId: quarrel.ticketId,
      expectedVersion: await versionOf(quarrel.ticketId),
      outcome: 'resume',
      reason: `  ${reason}  `,
    });
    expect(result).toMatchObject({ id: quarrel.ticketId, status: 'DEVELOPER_PLANNING' });
    expect(await queueOf(quarrel.ticketId)).toEqual([]);

    const detail = await moderator.api.moderation.cases.get.query({ ticketId: quarrel.ticketId });
    expect(detail).toMatchObject({
      status: 'DEVELOPER_PLANNING',
      outcomes: [],
      case: {
        open: false,
        reports: [{ messageId: rude.id, text: 'Rude words' }],
        dispute: null,
        resolution: { outcome: 'resume', reason, milestoneId: null },
      },
    });
    const history = await quarrel.customer.api.tickets.history.query({
      ticketId: quarrel.ticketId,
    });
    expect(timelineEntries(history.events).map((entry) => [entry.text, entry.words])).toEqual(
      expect.arrayContaining([
        ['Reported a message to the moderators', null],
        ['Resolved the case: the work goes on', reason],
      ]),
    );
    const messages = await conversation(quarrel.developer, quarrel.ticketId);
    expect(messages.find((message) => message.id === rude.id)?.isReported).toBe(true);
    expect(messages.at(-1)).toMatchObject({
      authorId: null,
      text: `A moderator resolved the case: the work goes on\n\n${reason}`,
    });
    await expectBothMailed(quarrel, reason);
    await expectCleanAudit();
  });

  it('refunds everything on a dispute: the request is rejected, the ledger gives the money back, the provider is asked, both hear why', async () => {
    const refund = await disputed(2);
    // The developer was told of the refund request.
    await expect
      .poll(
        async () => mailsAbout(refund.developer, 'The customer asked for a refund on request'),
        {
          timeout: 10_000,
        },
      )
      .toEqual([expect.stringContaining("The customer's reason: The fix does not work on Safari")]);

    const reason = 'The delivered fix does not solve the reported problem.';
    const result = await moderator.api.moderation.cases.resolve.mutate({
      ticketId: refund.ticketId,
      expectedVersion: refund.version,
      outcome: 'refund',
      reason,
    });
    expect(result.status).toBe('CUSTOMER_REJECTED');
    const ledger = await ledgerOf(refund.ticketId);
    expect(ledger.filter((entry) => entry.kind === 'refund')).toEqual([
      { kind: 'refund', account: 'escrow', amount_cents: String(-LIST_CENTS) },
      // The customer's first hour was at half price: they get back what they paid ($50.00).
      { kind: 'refund', account: 'refunds', amount_cents: '5000' },
      { kind: 'refund', account: 'promotions', amount_cents: '2500' },
    ]);
    // The provider is asked to pay it back (the refund job records the provider's refund id).
    await expect
      .poll(
        async () =>
          (
            await admin`select status, refund_id is not null as asked from billing_records
              where ticket_id = ${refund.ticketId}`
          ).map((row) => ({ ...row })),
        { timeout: 10_000 },
      )
      .toEqual([{ status: 'refunded', asked: true }]);

    const detail = await moderator.api.moderation.cases.get.query({ ticketId: refund.ticketId });
    expect(detail.escrowCents).toBe(0);
    expect(detail.milestones).toEqual([
      {
        milestoneId: refund.milestoneIds[0],
        title: 'Part 1',
        status: 'IN_REVIEW',
        costCents: LIST_CENTS,
        paidCents: 5000,
        heldCents: 0,
        releasedCents: 0,
        feeCents: 0,
        paidOutCents: 0,
        refundedCents: 5000,
        refundable: false,
      },
      {
        milestoneId: refund.milestoneIds[1],
        title: 'Part 2',
        status: 'PLANNED',
        costCents: LIST_CENTS,
        paidCents: 0,
        heldCents: 0,
        releasedCents: 0,
        feeCents: 0,
        paidOutCents: 0,
        refundedCents: 0,
        refundable: false,
      },
    ]);
    expect(detail.case).toMatchObject({
      open: false,
      reports: [],
      dispute: { reason: 'The fix does not work on Safari' },
      resolution: { outcome: 'refund', reason, milestoneId: null },
    });
    const messages = await conversation(refund.customer, refund.ticketId);
    expect(messages.map((message) => message.text)).toEqual(
      expect.arrayContaining([
        `A moderator resolved the case: the unfinished work is refunded\n\n${reason}`,
        'Milestone "Part 1" was refunded to the customer',
      ]),
    );
    await expectBothMailed(refund, reason);
    await expectCleanAudit();
  });

  it('refunds one milestone: the other one’s money stays in escrow and the work goes on', async () => {
    const refund = await disputed(2, { fundSecond: true });
    const [first, second] = refund.milestoneIds;
    const before = await moderator.api.moderation.cases.get.query({ ticketId: refund.ticketId });
    expect(before.outcomes).toEqual(['resume', 'refund', 'release']);
    expect(before.escrowCents).toBe(2 * LIST_CENTS);
    expect(before.milestones.map((m) => [m.heldCents, m.refundable])).toEqual([
      [LIST_CENTS, true],
      [LIST_CENTS, true],
    ]);

    const reason = 'Part 1 was not delivered as planned; part 2 goes ahead.';
    const result = await moderator.api.moderation.cases.resolve.mutate({
      ticketId: refund.ticketId,
      expectedVersion: before.version,
      outcome: 'refund',
      milestoneId: first,
      reason,
    });
    // Part 2 is paid for: the developer carries on with it.
    expect(result.status).toBe('DEVELOPER_WORKING');
    const after = await moderator.api.moderation.cases.get.query({ ticketId: refund.ticketId });
    expect(after.escrowCents).toBe(LIST_CENTS);
    expect(after.milestones.map((m) => [m.milestoneId, m.heldCents, m.refundedCents])).toEqual([
      [first, 0, 5000],
      [second, LIST_CENTS, 0],
    ]);
    expect(after.case?.resolution).toMatchObject({ outcome: 'refund', milestoneId: first });
    const ticket = await refund.developer.api.tickets.get.query({ ticketId: refund.ticketId });
    expect(ticket.milestones.map((m) => [m.paid, m.refunded])).toEqual([
      [true, true],
      [true, false],
    ]);
    // The developer can start the part still paid for.
    await refund.developer.api.tickets.startMilestone.mutate({
      ticketId: refund.ticketId,
      milestoneId: second!,
      expectedVersion: ticket.version,
    });
    const messages = await conversation(refund.customer, refund.ticketId);
    expect(messages.map((message) => message.text)).toContain(
      `A moderator resolved the case: the payment for "Part 1" goes back to the customer\n\n${reason}`,
    );
    await expectBothMailed(refund, reason);
    await expectCleanAudit();
  });

  it('releases the milestone in review: escrow goes 90 % to the developer and 10 % to the platform', async () => {
    const release = await disputed(1);
    const reason = 'The fix works in Safari 18; the issue was a cached build.';
    const customerAnswered = async () =>
      (await mailsAbout(release.developer, 'The customer approved')).length;
    const answeredBefore = await customerAnswered();
    const result = await moderator.api.moderation.cases.resolve.mutate({
      ticketId: release.ticketId,
      expectedVersion: release.version,
      outcome: 'release',
      reason,
    });
    expect(result.status).toBe('CUSTOMER_APPROVED');
    const ledger = await ledgerOf(release.ticketId);
    expect(ledger.filter((entry) => entry.kind === 'release')).toEqual([
      { kind: 'release', account: 'escrow', amount_cents: String(-LIST_CENTS) },
      { kind: 'release', account: 'developer_payable', amount_cents: '6750' },
      { kind: 'release', account: 'platform_revenue', amount_cents: '750' },
    ]);
    const detail = await moderator.api.moderation.cases.get.query({ ticketId: release.ticketId });
    expect(detail.milestones[0]).toMatchObject({
      status: 'ACCEPTED',
      heldCents: 0,
      releasedCents: 6750,
      feeCents: 750,
      // The Unblocker has no payout account yet: the share waits for one.
      paidOutCents: 0,
      refundedCents: 0,
    });
    await expectBothMailed(release, reason);
    // The developer hears the moderator's outcome, not "the customer answered".
    expect(await customerAnswered()).toBe(answeredBefore);
    await expectCleanAudit();
  });

  it('refuses a case already resolved, naming where the request stands, and a stale version', async () => {
    const quarrel = await grabbedRequest();
    await reported(quarrel, 'Rude');
    const version = await versionOf(quarrel.ticketId);
    const resolve = (expectedVersion: number) =>
      moderator.api.moderation.cases.resolve.mutate({
        ticketId: quarrel.ticketId,
        expectedVersion,
        outcome: 'resume',
        reason: 'Fine',
      });
    expect(await failureOf(resolve(version - 1))).toMatchObject({
      code: 'CONFLICT',
      message: STALE_VERSION,
    });
    await resolve(version);
    expect(await failureOf(resolve(version))).toMatchObject({
      code: 'CONFLICT',
      message: 'This case was already resolved: the request is now Planning.',
    });
    const refund = await disputed(1);
    await moderator.api.moderation.cases.resolve.mutate({
      ticketId: refund.ticketId,
      expectedVersion: refund.version,
      outcome: 'refund',
      reason: 'Refunded',
    });
    expect(
      await failureOf(
        moderator.api.moderation.cases.resolve.mutate({
          ticketId: refund.ticketId,
          expectedVersion: await versionOf(refund.ticketId),
          outcome: 'release',
          reason: 'Too late',
        }),
      ),
    ).toMatchObject({
      code: 'CONFLICT',
      message: 'This case was already resolved: the request is now Customer Rejected.',
    });
  });

  it("refuses malformed outcomes with the schema's texts, and an unknown request with NOT_FOUND", async () => {
    const refund = await disputed(2);
    const { resolve, get } = moderator.api.moderation.cases;
    const base = {
      ticketId: refund.ticketId,
      expectedVersion: refund.version,
      outcome: 'refund' as const,
    };
    const badRequest = (message: string) => ({ code: 'BAD_REQUEST', message });
    expect(await failureOf(resolve.mutate({ ...base, reason: '' }))).toMatchObject(
      badRequest('A reason is required'),
    );
    expect(await failureOf(resolve.mutate({ ...base, reason: '  \n ' }))).toMatchObject(
      badRequest('A reason is required'),
    );
    expect(
      await failureOf(resolve.mutate({ ...base, reason: 'x'.repeat(DECISION_REASON_MAX + 1) })),
    ).toMatchObject(badRequest('The reason can be at most 1000 characters'));
    expect(
      await failureOf(
        resolve.mutate({
          ...base,
          outcome: 'resume',
          milestoneId: refund.milestoneIds[0],
          reason: 'Go on',
        }),
      ),
    ).toMatchObject(badRequest(ONLY_REFUNDS_NAME_A_MILESTONE));
    // A milestone with nothing paid has nothing to give back.
    expect(
      await failureOf(
        resolve.mutate({ ...base, milestoneId: refund.milestoneIds[1], reason: 'Refund it' }),
      ),
    ).toMatchObject({ code: 'CONFLICT' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect(await failureOf(get.query({ ticketId: unknown }))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Request not found',
    });
    expect(
      await failureOf(resolve.mutate({ ...base, ticketId: unknown, reason: 'x' })),
    ).toMatchObject({ code: 'NOT_FOUND' });
    // Nothing changed; the longest reason is accepted.
    expect(await versionOf(refund.ticketId)).toBe(refund.version);
    await expect(
      resolve.mutate({ ...base, outcome: 'resume', reason: 'x'.repeat(DECISION_REASON_MAX) }),
    ).resolves.toMatchObject({ status: 'CUSTOMER_REVIEWING_RESULTS' });
  });

  it('refuses customers and developers with FORBIDDEN and signed-out callers with UNAUTHORIZED, the live queue included', async () => {
    const quarrel = await grabbedRequest();
    await reported(quarrel, 'Rude');
    const { ticketId } = quarrel;
    const expectedVersion = await versionOf(ticketId);
    // Each call made only when awaited, so no refusal goes unhandled meanwhile.
    const calls = (api: Api) => [
      () => api.moderation.cases.list.query({}),
      () => api.moderation.cases.get.query({ ticketId }),
      () =>
        api.moderation.cases.resolve.mutate({
          ticketId,
          expectedVersion,
          outcome: 'resume',
          reason: 'Mine now',
        }),
    ];
    for (const person of [quarrel.customer, quarrel.developer]) {
      for (const call of calls(person.api)) {
        expect(await failureOf(call())).toEqual({
          code: 'FORBIDDEN',
          reason: undefined,
          message: 'Only moderators can do this.',
        });
      }
      const live = liveClient(server.address, person.token);
      const error = await new Promise<unknown>((resolve) => {
        live.client.moderation.cases.feed.subscribe(undefined, {
          onError: resolve,
          onData: () => resolve('data'),
        });
      });
      expect((error as { data?: { code?: string } }).data?.code).toBe('FORBIDDEN');
      await live.close();
    }
    for (const call of calls(createBrowserClient(server.address).client)) {
      expect(await failureOf(call())).toMatchObject({
        code: 'UNAUTHORIZED',
        message: 'Please sign in to continue.',
      });
    }
    expect(await versionOf(ticketId)).toBe(expectedVersion);
  });

  it('tells moderators’ consoles live when a request enters the queue, is reported again, and leaves it', async () => {
    const live = liveClient(server.address, moderator.token);
    const heard: string[] = [];
    await new Promise<void>((resolve) => {
      live.client.moderation.cases.feed.subscribe(undefined, {
        onStarted: () => resolve(),
        onData: (change) => heard.push('ticketId' in change ? change.ticketId : 'refresh'),
      });
    });
    const quarrel = await grabbedRequest();
    // Taking a request is no news for the queue.
    const calm = await grabbedRequest();
    const about = () => heard.filter((id) => id === quarrel.ticketId).length;
    await reported(quarrel, 'Rude');
    await expect.poll(about).toBe(1);
    await reported(quarrel, 'Ruder');
    await expect.poll(about).toBe(2);
    await moderator.api.moderation.cases.resolve.mutate({
      ticketId: quarrel.ticketId,
      expectedVersion: await versionOf(quarrel.ticketId),
      outcome: 'resume',
      reason: 'Settled',
    });
    await expect.poll(about).toBe(3);
    expect(heard).not.toContain(calm.ticketId);
    await live.close();
  });

  it('lets a moderator read any request, its timeline and its conversation, and write in the request’s discussion as a moderator', async () => {
    const quarrel = await grabbedRequest();
    await reported(quarrel, 'Rude');
    const { ticketId } = quarrel;
    expect(await moderator.api.tickets.get.query({ ticketId })).toMatchObject({
      id: ticketId,
      status: 'REQUIRES_MOD_ASSISTANCE',
    });
    const history = await moderator.api.tickets.history.query({ ticketId });
    expect(history.verified).toBe(true);
    expect(history.events.map((event) => event.type)).toContain('MessageReported');

    const page = await moderator.api.discussions.thread.query({ ticketId });
    expect(page).toMatchObject({ developerId: quarrel.developer.id, writable: true });
    const sent = await moderator.api.discussions.send.mutate({
      ticketId,
      text: 'I am looking into this. Please both keep it civil meanwhile.',
      files: {},
      messageKey: randomUUID(),
    });
    expect(sent).toMatchObject({ authorId: moderator.id, authorRole: 'moderator' });
    for (const party of [quarrel.customer, quarrel.developer]) {
      const messages = await conversation(party, ticketId);
      expect(messages.find((message) => message.id === sent.id)).toMatchObject({
        authorRole: 'moderator',
        text: 'I am looking into this. Please both keep it civil meanwhile.',
      });
      expect(messages.find((message) => message.text === 'Rude')?.authorRole).toBe('developer');
      expect(messages.find((message) => message.authorId === null)?.authorRole).toBeNull();
    }
    // For both parties and neither one: nobody's unread count, and no one is mailed about it.
    const [row] = await admin`select recipient_id from messages where id = ${sent.id}`;
    expect(row).toEqual({ recipient_id: null });
    // Neither party can report the moderator's words.
    for (const party of [quarrel.customer, quarrel.developer]) {
      expect(
        await failureOf(party.api.discussions.report.mutate({ messageId: sent.id })),
      ).toMatchObject({ code: 'CONFLICT', message: NOT_REPORTABLE_TEXT });
    }
    const [flag] = await admin`select is_reported from messages where id = ${sent.id}`;
    expect(flag).toEqual({ is_reported: false });
  });

  it('lets a moderator write in a waiting request’s only conversation, and only read a question on a taken one', async () => {
    const customer = await signedInPerson(server, 'customer');
    const asker = await signedInPerson(server, 'developer', ['web']);
    const taker = await signedInPerson(server, 'developer', ['web']);
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
      details: { description: 'Slow page', categories: ['web'], budget: '$50' },
      requestKey: randomUUID(),
    });
    await asker.api.discussions.send.mutate({
      ticketId,
      text: 'Which hosting?',
      files: {},
      messageKey: randomUUID(),
    });
    expect(await moderator.api.discussions.thread.query({ ticketId })).toMatchObject({
      developerId: asker.id,
      writable: true,
    });
    await moderator.api.discussions.send.mutate({
      ticketId,
      text: 'Noted.',
      files: {},
      messageKey: randomUUID(),
    });

    await taker.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 });
    expect(
      await moderator.api.discussions.thread.query({ ticketId, developerId: asker.id }),
    ).toMatchObject({ writable: false });
    expect(
      await failureOf(
        moderator.api.discussions.send.mutate({
          ticketId,
          developerId: asker.id,
          text: 'Too late',
          files: {},
          messageKey: randomUUID(),
        }),
      ),
    ).toMatchObject({ code: 'CONFLICT', message: 'This conversation is read-only.' });
    expect(await moderator.api.discussions.thread.query({ ticketId })).toMatchObject({
      developerId: taker.id,
      writable: true,
    });
  });
});
