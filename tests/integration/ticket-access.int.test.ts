import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createSession } from '#server/auth/sessions.ts';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { useTestServer } from '../fixtures/test-server.ts';
import { insertUser } from '../fixtures/users.ts';
import { approveAndPay, grabAndPlan, startAndSubmit } from '../fixtures/ticket-flow.ts';
import { ticketDetails } from '../fixtures/tickets.ts';

const details = ticketDetails();

describe('who may see and act on a ticket', () => {
  const { server, admin } = useTestServer();

  async function signedIn(role: 'customer' | 'developer' | 'moderator', categories: string[] = []) {
    const user = await insertUser(server.db, role, categories);
    const { token } = await createSession(server.db, user.id);
    return {
      user,
      token,
      api: createBrowserClient(server.address, { sessionToken: token }).client,
    };
  }

  it('answers NOT_FOUND to everyone who may not see the ticket, and never leaks it through a list', async () => {
    const owner = await signedIn('customer');
    const otherCustomer = await signedIn('customer');
    const wrongCategory = await signedIn('developer', ['mobile']);
    const matching = await signedIn('developer', ['web']);
    const secondMatching = await signedIn('developer', ['web', 'backend']);
    const moderator = await signedIn('moderator');
    const anonymous = createBrowserClient(server.address).client;

    const ticketId = randomUUID();
    await executeTicketCommand(server.db, {
      ticketId,
      command: { type: 'CreateTicket', details },
      actor: owner.user,
    });

    expect(await failureOf(anonymous.tickets.get.query({ ticketId }))).toMatchObject({
      code: 'UNAUTHORIZED',
    });
    for (const outsider of [otherCustomer, wrongCategory]) {
      expect(await failureOf(outsider.api.tickets.get.query({ ticketId }))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Request not found',
      });
      expect(await failureOf(outsider.api.tickets.history.query({ ticketId }))).toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(await failureOf(outsider.api.tickets.ownRating.query({ ticketId }))).toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(
        await failureOf(outsider.api.tickets.receivedRating.query({ ticketId })),
      ).toMatchObject({ code: 'NOT_FOUND' });
      expect(
        await failureOf(outsider.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 })),
      ).toMatchObject({
        code: 'NOT_FOUND',
      });
      expect(
        await failureOf(outsider.api.tickets.deleteTicket.mutate({ ticketId, expectedVersion: 1 })),
      ).toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    expect(
      await otherCustomer.api.tickets.mine.query({ which: 'open' }).then((page) => page.items),
    ).toEqual([]);
    expect(await wrongCategory.api.tickets.available.query({}).then((page) => page.items)).toEqual(
      [],
    );

    // A matching developer sees the pending ticket in Available, but is not a participant yet.
    expect(
      (await matching.api.tickets.available.query({}).then((page) => page.items)).map((t) => t.id),
    ).toEqual([ticketId]);
    expect((await matching.api.tickets.get.query({ ticketId })).status).toBe('AWAITING_ASSIGNMENT');
    expect(await failureOf(matching.api.tickets.history.query({ ticketId }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    // The owner cannot grab their own ticket.
    expect(
      await failureOf(owner.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 })),
    ).toMatchObject({
      code: 'CONFLICT',
    });

    expect(
      await matching.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 }),
    ).toMatchObject({
      status: 'DEVELOPER_PLANNING',
      version: 2,
    });
    // Once assigned, the other matching developer no longer sees it anywhere.
    expect(await failureOf(secondMatching.api.tickets.get.query({ ticketId }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await secondMatching.api.tickets.available.query({}).then((page) => page.items)).toEqual(
      [],
    );

    expect(
      (await matching.api.tickets.assigned.query({ which: 'open' }).then((page) => page.items)).map(
        (t) => t.id,
      ),
    ).toEqual([ticketId]);
    expect(await matching.api.tickets.counters.query()).toEqual({
      inProgress: 1,
      awaitingResponse: 0,
      completed: 0,
    });
    // Each card names the other party: the developer for the customer, and the other way round.
    expect(
      await owner.api.tickets.mine.query({ which: 'open' }).then((page) => page.items),
    ).toMatchObject([
      { id: ticketId, otherParty: { email: `developer-${matching.user.id}@example.com` } },
    ]);
    expect(
      await matching.api.tickets.assigned.query({ which: 'open' }).then((page) => page.items),
    ).toMatchObject([
      { id: ticketId, otherParty: { email: `customer-${owner.user.id}@example.com` } },
    ]);

    const history = (await owner.api.tickets.history.query({ ticketId })).events;
    expect(history.map((event) => event.type)).toEqual(['TicketCreated', 'TicketGrabbed']);
    expect(history[1]?.actorName).toBe(`developer-${matching.user.id}@example.com`);
    expect((await moderator.api.tickets.history.query({ ticketId })).events.length).toBe(2);
  });

  it('hides a deleted ticket from its owner and every list, keeping its history', async () => {
    const owner = await signedIn('customer');
    const developer = await signedIn('developer', ['web']);
    const moderator = await signedIn('moderator');
    const ticketId = randomUUID();
    await executeTicketCommand(server.db, {
      ticketId,
      command: { type: 'CreateTicket', details },
      actor: owner.user,
    });
    await owner.api.tickets.deleteTicket.mutate({ ticketId, expectedVersion: 1 });
    expect(
      await owner.api.tickets.mine.query({ which: 'open' }).then((page) => page.items),
    ).toEqual([]);
    expect(await developer.api.tickets.available.query({}).then((page) => page.items)).toEqual([]);
    expect(await failureOf(owner.api.tickets.get.query({ ticketId }))).toMatchObject({
      code: 'NOT_FOUND',
    });
    const { events } = await moderator.api.tickets.history.query({ ticketId });
    expect(events.map((e) => e.type)).toEqual(['TicketCreated', 'TicketDeleted']);
  });

  it('runs a request from creation to an approved plan through the API, validating input', async () => {
    const owner = await signedIn('customer');
    const developer = await signedIn('developer', ['other']);
    const created = await owner.api.tickets.createTicket.mutate({
      details: {
        description: 'App is blank\nAfter deploy',
        categories: [],
        aiTool: 'CURSOR',
        aiToolOther: 'ignored',
        budget: '$50',
      },
      requestKey: randomUUID(),
    });
    const ticketId = created.id;
    const ticket = await owner.api.tickets.get.query({ ticketId });
    expect(ticket).toMatchObject({
      categories: ['other'],
      aiTool: 'CURSOR',
      aiToolOther: null,
      stack: '',
    });
    expect(
      await failureOf(
        developer.api.tickets.createTicket.mutate({
          details: { description: 'x', categories: [], budget: '1' },
          requestKey: randomUUID(),
        }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
    expect(
      await failureOf(
        owner.api.tickets.createTicket.mutate({
          details: { description: ' ', categories: [], budget: '' },
          requestKey: randomUUID(),
        }),
      ),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Description is required. Budget is required',
    });
    // Without a key a retry could make the request twice (docs/operations.md#faults).
    const keyless: unknown = { details: { description: 'No key', categories: [], budget: '$5' } };
    expect(
      await failureOf(
        owner.api.tickets.createTicket.mutate(
          keyless as Parameters<typeof owner.api.tickets.createTicket.mutate>[0],
        ),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'The client key must be a UUID.' });

    let version = (await developer.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 }))
      .version;
    expect(
      await failureOf(
        developer.api.tickets.addMilestone.mutate({
          ticketId,
          expectedVersion: version,
          milestone: { title: '', description: '', estimatedMinutes: 0, hourlyRateCents: 0 },
        }),
      ),
    ).toMatchObject({
      message:
        'Title is required. Description is required. Please specify estimated time. HourlyRate must be greater than zero',
    });
    version = (
      await developer.api.tickets.addMilestone.mutate({
        ticketId,
        expectedVersion: version,
        milestone: {
          title: 'Fix build',
          description: 'Repair the config',
          estimatedMinutes: 90,
          hourlyRateCents: 5000,
        },
      })
    ).version;
    // A stale version is refused rather than applied on top of a change the client never saw.
    expect(
      await failureOf(
        developer.api.tickets.submitPlan.mutate({ ticketId, expectedVersion: version - 1 }),
      ),
    ).toMatchObject({
      code: 'CONFLICT',
    });
    version = (
      await developer.api.tickets.submitPlan.mutate({ ticketId, expectedVersion: version })
    ).version;
    const approved = await owner.api.tickets.approvePlan.mutate({
      ticketId,
      expectedVersion: version,
    });
    expect(approved.status).toBe('DEVELOPER_WORKING');
    const plan = await owner.api.tickets.get.query({ ticketId });
    expect(plan.milestones).toMatchObject([
      { title: 'Fix build', estimatedMinutes: 90, hourlyRateCents: 5000, paid: false },
    ]);

    // The work: only a funded milestone starts; the provider's verified event funds it.
    const milestoneId = plan.milestones[0]!.id;
    expect(
      await failureOf(
        developer.api.tickets.startMilestone.mutate({
          ticketId,
          expectedVersion: plan.version,
          milestoneId,
        }),
      ),
    ).toMatchObject({ code: 'CONFLICT' });
    // The customer pays on the sandbox checkout; its signed event reaches the webhook.
    await owner.api.payments.sandboxPay.mutate({
      billingRecordId: approved.checkout.billingRecordId,
    });
    const funded = await developer.api.tickets.get.query({ ticketId });
    expect(funded.milestones[0]).toMatchObject({ paid: true });
    version = await startAndSubmit(server, developer, {
      ticketId,
      milestoneId,
      version: funded.version,
    });
    expect(
      await failureOf(
        owner.api.tickets.rejectMilestone.mutate({
          ticketId,
          expectedVersion: version,
          milestoneId,
          feedback: '',
        }),
      ),
    ).toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Please provide feedback before rejecting the milestone.',
    });
    const done = await owner.api.tickets.approveMilestone.mutate({
      ticketId,
      expectedVersion: version,
      milestoneId,
    });
    expect(done.status).toBe('CUSTOMER_APPROVED');
    version = (
      await owner.api.tickets.rateTicket.mutate({
        ticketId,
        expectedVersion: done.version,
        rating: 5,
        feedback: null,
      })
    ).version;
    await developer.api.tickets.rateTicket.mutate({
      ticketId,
      expectedVersion: version,
      rating: null,
      feedback: 'Clear requests',
    });
    const feedbackRows =
      await admin`select feedback_left_by, rating, feedback from user_feedback where ticket_id = ${ticketId} order by feedback_left_by`;
    expect(feedbackRows).toEqual([
      { feedback_left_by: 'customer', rating: 5, feedback: null },
      { feedback_left_by: 'developer', rating: null, feedback: 'Clear requests' },
    ]);
    // Each party reads back only their own, to edit it.
    expect(await owner.api.tickets.ownRating.query({ ticketId })).toEqual({
      rating: 5,
      feedback: null,
    });
    expect(await developer.api.tickets.ownRating.query({ ticketId })).toEqual({
      rating: null,
      feedback: 'Clear requests',
    });
    // And each sees the rating the other gave them.
    expect(await owner.api.tickets.receivedRating.query({ ticketId })).toEqual({
      rating: null,
      feedback: 'Clear requests',
    });
    expect(await developer.api.tickets.receivedRating.query({ ticketId })).toEqual({
      rating: 5,
      feedback: null,
    });
    expect(
      (await owner.api.tickets.mine.query({ which: 'history' }).then((page) => page.items)).map(
        (t) => t.id,
      ),
    ).toEqual([ticketId]);
    // Finished, it leaves the developer's active tickets for their history too.
    expect(
      await developer.api.tickets.assigned.query({ which: 'open' }).then((page) => page.items),
    ).toEqual([]);
    expect(
      (
        await developer.api.tickets.assigned.query({ which: 'history' }).then((page) => page.items)
      ).map((t) => t.id),
    ).toEqual([ticketId]);
  });

  it('lets a developer choose categories, which decide the available tickets', async () => {
    const owner = await signedIn('customer');
    const developer = await signedIn('developer');
    const { id } = await owner.api.tickets.createTicket.mutate({
      details: { description: 'Infra', categories: ['infrastructure'], budget: '$5' },
      requestKey: randomUUID(),
    });
    expect(await developer.api.tickets.available.query({}).then((page) => page.items)).toEqual([]);
    expect(
      await developer.api.profile.updateCategories.mutate({
        categories: ['infrastructure', 'web'],
      }),
    ).toEqual({
      categories: ['infrastructure', 'web'],
    });
    expect(
      (await developer.api.tickets.available.query({}).then((page) => page.items)).map((t) => t.id),
    ).toEqual([id]);
    expect(
      await failureOf(owner.api.profile.updateCategories.mutate({ categories: ['web'] })),
    ).toMatchObject({
      code: 'FORBIDDEN',
    });
    expect(
      await failureOf(
        developer.api.profile.updateCategories.mutate({ categories: ['cobol' as 'web'] }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('approves a milestone left in review for 14 days, after reminders at 7 and 12', async () => {
    const owner = await signedIn('customer');
    const developer = await signedIn('developer', ['web']);
    const { id: ticketId } = await owner.api.tickets.createTicket.mutate({
      details: { description: 'Timer', categories: ['web'], budget: '$5' },
      requestKey: randomUUID(),
    });
    const version = await grabAndPlan(developer, ticketId, [
      { title: 'Only', description: 'Work', estimatedMinutes: 60, hourlyRateCents: 5000 },
    ]);
    await approveAndPay(owner, ticketId, version);
    const funded = await owner.api.tickets.get.query({ ticketId });
    const milestoneId = funded.milestones[0]!.id;
    await startAndSubmit(server, developer, { ticketId, milestoneId, version: funded.version });

    const jobs = await admin<{ task: string; days: number }[]>`
      select t.identifier as task, round(extract(epoch from j.run_at - now()) / 86400)::int as days
      from graphile_worker._private_jobs j join graphile_worker._private_tasks t on t.id = j.task_id
      where j.payload->>'milestoneId' = ${milestoneId} order by j.run_at`;
    expect(jobs).toEqual([
      { task: 'review-reminder', days: 7 },
      { task: 'review-reminder', days: 12 },
      { task: 'auto-approve-milestone', days: 14 },
    ]);

    // Time passes, in order: first the reminders come due…
    const bringDue = (task: string) => admin`
      update graphile_worker._private_jobs set run_at = now()
      where payload->>'milestoneId' = ${milestoneId}
        and task_id = (select id from graphile_worker._private_tasks where identifier = ${task})`;
    const reviewMails = async () => {
      const [row] = await admin<{ n: number }[]>`
        select count(*)::int as n from outbox_emails
        where "to" = ${`customer-${owner.user.id}@example.com`} and subject like '%ready for review'`;
      return row?.n;
    };
    await bringDue('review-reminder');
    // The submission mail and the two reminders.
    await expect.poll(reviewMails, { timeout: 15_000 }).toBe(3);
    expect((await owner.api.tickets.get.query({ ticketId })).status).toBe(
      'CUSTOMER_REVIEWING_RESULTS',
    );

    // …then the fourteenth day.
    await bringDue('auto-approve-milestone');
    await expect
      .poll(async () => (await owner.api.tickets.get.query({ ticketId })).status, {
        timeout: 15_000,
      })
      .toBe('CUSTOMER_APPROVED');
    const history = (await owner.api.tickets.history.query({ ticketId })).events;
    expect(history.at(-2)).toMatchObject({
      type: 'MilestoneApproved',
      actorRole: 'system',
      actorName: 'Unblock',
    });
  }, 30_000);
});
