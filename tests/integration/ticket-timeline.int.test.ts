import { randomUUID } from 'node:crypto';
import type postgres from 'postgres';
import { beforeAll, describe, expect, it } from 'vitest';
import { latestDecision } from '#shared/domain/ticket/decisions.ts';
import { timelineEntries } from '#shared/domain/ticket/timeline.ts';
import { failureOf } from '../fixtures/browser-client.ts';
import { signedInPerson, uploadedFiles, type Person } from '../fixtures/people.ts';
import { useTestServer } from '../fixtures/test-server.ts';

const request = () => ({
  details: { description: 'Login broken', categories: ['web' as const], budget: '$100' },
  requestKey: randomUUID(),
});

const milestone = (title: string) => ({
  title,
  description: `${title}, step by step`,
  estimatedMinutes: 90,
  hourlyRateCents: 5000,
});

describe('the request timeline (tickets.history)', () => {
  const { server, admin } = useTestServer();
  let owner: Person;
  let developer: Person;
  let moderator: Person;
  let ticketId: string;

  beforeAll(async () => {
    owner = await signedInPerson(server, 'customer');
    developer = await signedInPerson(server, 'developer', ['web']);
    moderator = await signedInPerson(server, 'moderator');
    ticketId = await workedOnRequest();
  });

  /**
   * A request taken to its second milestone through the API: a plan sent back for changes, the
   * first milestone paid, submitted with a file and a note, sent back, redone and approved, the
   * second paid, then a refund request a moderator resolves.
   */
  async function workedOnRequest(): Promise<string> {
    const { id } = await owner.api.tickets.createTicket.mutate(request());
    const on = { ticketId: id };
    let version = (await developer.api.tickets.grabTicket.mutate({ ...on, expectedVersion: 1 }))
      .version;
    for (const title of ['Fix login', 'Add tests']) {
      version = (
        await developer.api.tickets.addMilestone.mutate({
          ...on,
          expectedVersion: version,
          milestone: milestone(title),
        })
      ).version;
    }
    version = (await developer.api.tickets.submitPlan.mutate({ ...on, expectedVersion: version }))
      .version;
    version = (
      await owner.api.tickets.requestPlanChanges.mutate({
        ...on,
        expectedVersion: version,
        feedback: 'Please explain the tests',
      })
    ).version;
    version = (await developer.api.tickets.submitPlan.mutate({ ...on, expectedVersion: version }))
      .version;
    const approved = await owner.api.tickets.approvePlan.mutate({
      ...on,
      expectedVersion: version,
      feedback: 'Go ahead',
    });
    await owner.api.payments.sandboxPay.mutate({
      billingRecordId: approved.checkout.billingRecordId,
    });
    const funded = await developer.api.tickets.get.query(on);
    const milestoneId = funded.milestones[0]!.id;
    const work = { ...on, milestoneId };
    version = (
      await developer.api.tickets.startMilestone.mutate({
        ...work,
        expectedVersion: funded.version,
      })
    ).version;
    version = (
      await developer.api.tickets.submitMilestone.mutate({
        ...work,
        expectedVersion: version,
        files: await uploadedFiles(server, developer, 'fix.patch'),
        note: 'Run npm install first',
      })
    ).version;
    version = (
      await owner.api.tickets.rejectMilestone.mutate({
        ...work,
        expectedVersion: version,
        feedback: 'Still fails on Safari',
      })
    ).version;
    version = (
      await developer.api.tickets.startMilestone.mutate({ ...work, expectedVersion: version })
    ).version;
    version = (
      await developer.api.tickets.submitMilestone.mutate({
        ...work,
        expectedVersion: version,
        files: await uploadedFiles(server, developer, 'safari.patch'),
      })
    ).version;
    await owner.api.tickets.approveMilestone.mutate({
      ...work,
      expectedVersion: version,
      feedback: 'Works now',
    });
    // A refund can be asked for only while money is held: the second milestone is paid first.
    const next = await owner.api.payments.checkout.mutate({
      ...on,
      milestoneId: funded.milestones[1]!.id,
    });
    await owner.api.payments.sandboxPay.mutate({ billingRecordId: next.billingRecordId });
    version = (await owner.api.tickets.get.query(on)).version;
    version = (
      await owner.api.tickets.openDispute.mutate({
        ...on,
        expectedVersion: version,
        reason: 'No word on the tests for a week',
      })
    ).version;
    await moderator.api.moderation.cases.resolve.mutate({
      ...on,
      expectedVersion: version,
      outcome: 'resume',
      reason: 'The tests are planned for this week',
    });
    return id;
  }

  it('gives each party and moderators the steps in plain words, verified', async () => {
    const history = await owner.api.tickets.history.query({ ticketId });
    expect(history.verified).toBe(true);
    const said = timelineEntries(history.events).map((entry) => entry.text);
    expect(said).toEqual([
      'Created the request',
      'Took the request',
      'Submitted a plan of 2 milestones, $150.00 in total',
      'Asked for changes to the plan',
      'Submitted a plan of 2 milestones, $150.00 in total',
      'Approved the plan',
      // The customer's first funding has its first hour at half price: $75.00 less $25.00.
      'Received $50.00 for “Fix login”, held in escrow until its work is approved',
      'Started work on “Fix login”',
      'Submitted “Fix login” for review with 1 file',
      'Sent “Fix login” back for more work',
      'Started work on “Fix login”',
      'Submitted “Fix login” for review with 1 file',
      'Approved “Fix login”',
      'Released $67.50 to the Unblocker (90 %) and $7.50 to Unblock as its fee (10 %)',
      'Received $75.00 for “Add tests”, held in escrow until its work is approved',
      'Asked for a refund: a moderator will look into it',
      'Resolved the case: the work goes on',
    ]);
    expect(timelineEntries(history.events)[8]).toMatchObject({
      actor: { id: developer.id, role: 'developer' },
      items: ['fix.patch'],
      words: 'Run npm install first',
    });

    // The parties deal with "a moderator"; moderators see which of them acted.
    const resolved = history.events.at(-1);
    expect(resolved).toMatchObject({
      actorRole: 'moderator',
      actorId: null,
      actorName: 'A moderator',
    });
    const forModerator = await moderator.api.tickets.history.query({ ticketId });
    expect(forModerator.verified).toBe(true);
    expect(forModerator.events.at(-1)).toMatchObject({
      actorId: moderator.id,
      actorName: moderator.email,
    });

    const forDeveloper = await developer.api.tickets.history.query({ ticketId });
    expect(forDeveloper.verified).toBe(true);
    expect(latestDecision(forDeveloper.events, 'developer')).toMatchObject({
      label: 'Case resolved: the work goes on',
      words: 'The tests are planned for this week',
    });
  });

  it('answers NOT_FOUND to a stranger and to a developer who does not have the request', async () => {
    const stranger = await signedInPerson(server, 'customer');
    const otherDeveloper = await signedInPerson(server, 'developer', ['web']);
    for (const outsider of [stranger, otherDeveloper]) {
      expect(await failureOf(outsider.api.tickets.history.query({ ticketId }))).toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    // Nor may a developer read a pending request's history before taking it.
    const { id: pending } = await owner.api.tickets.createTicket.mutate(request());
    expect(await otherDeveloper.api.tickets.get.query({ ticketId: pending })).toMatchObject({
      status: 'AWAITING_ASSIGNMENT',
    });
    expect(
      await failureOf(otherDeveloper.api.tickets.history.query({ ticketId: pending })),
    ).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('says the history is not verified once an event was changed or the last one removed', async () => {
    // Only a superuser can do this: triggers do not fire for replication sessions.
    const bypassingTheTrigger = (change: (tx: postgres.TransactionSql) => Promise<unknown>) =>
      admin.begin(async (tx) => {
        await tx`set local session_replication_role = replica`;
        await change(tx);
      });

    const { id: rewritten } = await owner.api.tickets.createTicket.mutate(request());
    await developer.api.tickets.grabTicket.mutate({ ticketId: rewritten, expectedVersion: 1 });
    expect((await owner.api.tickets.history.query({ ticketId: rewritten })).verified).toBe(true);
    await bypassingTheTrigger(
      (tx) =>
        tx`update ticket_events set data = jsonb_set(data, '{details,budget}', '"$5"')
           where ticket_id = ${rewritten} and version = 1`,
    );
    const history = await owner.api.tickets.history.query({ ticketId: rewritten });
    expect(history.verified).toBe(false);
    // The steps are still told, with the warning beside them.
    expect(timelineEntries(history.events).map((entry) => entry.text)).toEqual([
      'Created the request',
      'Took the request',
    ]);

    // A history cut short links perfectly: only the ticket's own version shows a step is missing.
    const { id: cut } = await owner.api.tickets.createTicket.mutate(request());
    await developer.api.tickets.grabTicket.mutate({ ticketId: cut, expectedVersion: 1 });
    await bypassingTheTrigger(
      (tx) => tx`delete from ticket_events where ticket_id = ${cut} and version = 2`,
    );
    expect((await developer.api.tickets.history.query({ ticketId: cut })).verified).toBe(false);
  });
});
