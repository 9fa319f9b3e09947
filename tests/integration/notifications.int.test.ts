import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { NotificationSignal } from '#shared/notifications.ts';
import { NOTIFICATION_PAGE_SIZE } from '#shared/notifications.ts';
import { failureOf } from '../fixtures/browser-client.ts';
import { liveClient } from '../fixtures/live-client.ts';
import { signedInPerson, type Person } from '../fixtures/people.ts';
import { grabAndPlan, startAndSubmit } from '../fixtures/ticket-flow.ts';
import { useTestServer } from '../fixtures/test-server.ts';

// The bell (docs/notifications.md): rows written with the changes that cause them, from the same
// notices as the mails, read by their owner only, and heard live over the WebSocket.
describe('notifications', () => {
  const { server, admin } = useTestServer({ env: { MESSAGE_EMAIL_DELAY_SECONDS: '1' } });

  const request = (categories: Array<'web' | 'mobile'> = ['web']) => ({
    details: { description: 'App crashes\nOn start', categories, budget: '$80' },
    requestKey: randomUUID(),
  });
  const milestone = {
    title: 'Fix the login',
    description: 'Keep the session',
    estimatedMinutes: 60,
    hourlyRateCents: 5000,
  };

  const rowsOf = (person: Pick<Person, 'id'>) =>
    admin<{ kind: string; title: string; href: string; ticket_id: string | null }[]>`
      select kind, title, href, ticket_id from notifications where user_id = ${person.id}
      order by created_at, id`;
  /** A party's notices of the request's progress (a developer also hears of it as new). */
  const progressOf = async (person: Pick<Person, 'id'>) =>
    (await rowsOf(person)).filter((row) => row.kind !== 'new_request');
  const subjectsTo = async (person: Pick<Person, 'email'>) =>
    (
      await admin<{ subject: string }[]>`
        select subject from outbox_emails where "to" = ${person.email} order by created_at`
    ).map((mail) => mail.subject);

  it('tells matching, active developers of a new request, and nobody else', async () => {
    const customer = await signedInPerson(server, 'customer');
    const web = await signedInPerson(server, 'developer', ['web', 'mobile']);
    const mobile = await signedInPerson(server, 'developer', ['mobile']);
    const suspended = await signedInPerson(server, 'developer', ['web']);
    await admin`update users set suspended_at = now(), suspension_reason = 'Spam'
      where id = ${suspended.id}`;
    // A moderator has no categories, and a customer none either: neither is a matching developer.
    const moderator = await signedInPerson(server, 'moderator');

    const { id: ticketId } = await customer.api.tickets.createTicket.mutate(request(['web']));

    const short = `#${ticketId.slice(-6).toUpperCase()}`;
    expect(await rowsOf(web)).toEqual([
      {
        kind: 'new_request',
        title: `New request ${short}: App crashes`,
        href: '/dashboard/developer/available',
        ticket_id: ticketId,
      },
    ]);
    for (const nobody of [mobile, suspended, customer, moderator]) {
      expect(await rowsOf(nobody)).toEqual([]);
    }
  });

  it('writes no new-request notice for a request that was not created (a retry of its key)', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['mobile']);
    const requestKey = randomUUID();
    const made = await Promise.all([
      customer.api.tickets.createTicket.mutate({ ...request(['mobile']), requestKey }),
      customer.api.tickets.createTicket.mutate({ ...request(['mobile']), requestKey }),
    ]);
    expect(made[0].id).toBe(made[1].id);
    expect((await rowsOf(developer)).map((row) => row.ticket_id)).toEqual([made[0].id]);
  });

  it('writes each ticket notice with its mail: plan, payment, milestone, approval, reviews', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['web']);
    await admin`update profiles set first_name = 'Grace', last_name = 'Hopper'
      where id = ${customer.id}`;
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate(request());
    const short = `#${ticketId.slice(-6).toUpperCase()}`;
    const customerPlan = `/dashboard/customer/plan/${ticketId}`;
    const developerPlan = `/dashboard/developer/plan/${ticketId}`;

    // A grab is mailed, but is none of the bell's kinds.
    const grabbed = await developer.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 });
    expect(await subjectsTo(customer)).toHaveLength(1);
    expect(await progressOf(customer)).toEqual([]);
    const added = await developer.api.tickets.addMilestone.mutate({
      ticketId,
      expectedVersion: grabbed.version,
      milestone,
    });
    const { version } = await developer.api.tickets.submitPlan.mutate({
      ticketId,
      expectedVersion: added.version,
    });
    const planned = await progressOf(customer);
    expect(planned).toEqual([
      {
        kind: 'plan_submitted',
        title: `The roadmap for your request ${short} is ready`,
        href: customerPlan,
        ticket_id: ticketId,
      },
    ]);
    // The same notice made the mail: its subject is the row's title.
    expect(await subjectsTo(customer)).toContain(planned[0]?.title);

    const { checkout } = await customer.api.tickets.approvePlan.mutate({
      ticketId,
      expectedVersion: version,
    });
    await customer.api.payments.sandboxPay.mutate({ billingRecordId: checkout.billingRecordId });
    const funded = `The customer funded "Fix the login" on request ${short}`;
    expect(await progressOf(developer)).toEqual([
      { kind: 'payment_received', title: funded, href: developerPlan, ticket_id: ticketId },
    ]);
    expect(await subjectsTo(developer)).toContain(funded);

    const ticket = await developer.api.tickets.get.query({ ticketId });
    const milestoneId = ticket.milestones[0]!.id;
    const submitted = await startAndSubmit(server, developer, {
      ticketId,
      milestoneId,
      version: ticket.version,
    });
    expect((await progressOf(customer)).map((row) => [row.kind, row.href])).toEqual([
      ['plan_submitted', customerPlan],
      ['milestone_submitted', customerPlan],
    ]);
    const done = await customer.api.tickets.approveMilestone.mutate({
      ticketId,
      expectedVersion: submitted,
      milestoneId,
    });
    const rated = await customer.api.tickets.rateTicket.mutate({
      ticketId,
      expectedVersion: done.version,
      rating: 5,
      feedback: null,
    });
    await developer.api.tickets.rateTicket.mutate({
      ticketId,
      expectedVersion: rated.version,
      rating: 4,
      feedback: 'Clear requests',
    });

    const toDeveloper = await progressOf(developer);
    expect(toDeveloper.map((row) => row.kind)).toEqual([
      'payment_received',
      'milestone_approved',
      'review',
    ]);
    expect(toDeveloper[2]).toEqual({
      kind: 'review',
      title: `Grace Hopper rated your work on request ${short}`,
      href: developerPlan,
      ticket_id: ticketId,
    });
    const toCustomer = await progressOf(customer);
    expect(toCustomer.at(-1)).toMatchObject({ kind: 'review', href: customerPlan });
    // Every row's title is one of its recipient's mails: never one without the other.
    for (const [person, rows] of [
      [developer, toDeveloper],
      [customer, toCustomer],
    ] as const) {
      const subjects = await subjectsTo(person);
      for (const row of rows) expect(subjects).toContain(row.title);
    }
  });

  it('writes nothing for a change that lost its race', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['web']);
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate(request());
    const grabbed = await developer.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 });
    const added = await developer.api.tickets.addMilestone.mutate({
      ticketId,
      expectedVersion: grabbed.version,
      milestone,
    });
    const outcomes = await Promise.allSettled([
      developer.api.tickets.submitPlan.mutate({ ticketId, expectedVersion: added.version }),
      developer.api.tickets.submitPlan.mutate({ ticketId, expectedVersion: added.version }),
    ]);
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect((await rowsOf(customer)).map((row) => row.kind)).toEqual(['plan_submitted']);
  });

  it('tells of a burst of messages once, as its mail does, linking to the conversation', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['web']);
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate(request());
    await developer.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 });
    for (const text of ['One', 'Two', 'Three']) {
      await developer.api.discussions.send.mutate({
        ticketId,
        text,
        files: {},
        messageKey: randomUUID(),
      });
    }
    await expect
      .poll(async () => (await rowsOf(customer)).filter((row) => row.kind === 'message'), {
        timeout: 10_000,
      })
      .toEqual([
        {
          kind: 'message',
          title: `New message for request #${ticketId.slice(-6).toUpperCase()}`,
          href: `/discussions/${ticketId}?with=${developer.id}`,
          ticket_id: ticketId,
        },
      ]);
    expect(await subjectsTo(customer)).toContain(
      `New message for request #${ticketId.slice(-6).toUpperCase()}`,
    );
    // The developer wrote them: nothing for them.
    expect((await rowsOf(developer)).filter((row) => row.kind === 'message')).toEqual([]);
  });

  it('lists, counts and marks read one’s own notices only', async () => {
    const owner = await signedInPerson(server, 'developer', ['infrastructure']);
    const stranger = await signedInPerson(server, 'developer', ['infrastructure']);
    // More than a page, some at the same millisecond: paging must neither skip nor repeat one.
    const count = NOTIFICATION_PAGE_SIZE + 5;
    await admin`insert into notifications (user_id, kind, title, href, created_at)
      select ${owner.id}, 'new_request', 'Notice ' || n, '/dashboard/developer/available',
        date_trunc('milliseconds', now()) - (n / 3) * interval '1 millisecond'
      from generate_series(1, ${count}) as n`;

    expect(await owner.api.notifications.unreadCount.query()).toEqual({ unread: count });
    expect(await stranger.api.notifications.unreadCount.query()).toEqual({ unread: 0 });
    expect((await stranger.api.notifications.list.query()).items).toEqual([]);

    const first = await owner.api.notifications.list.query();
    expect(first.items).toHaveLength(NOTIFICATION_PAGE_SIZE);
    expect(first.nextCursor).not.toBeNull();
    const second = await owner.api.notifications.list.query({ cursor: first.nextCursor });
    expect(second.nextCursor).toBeNull();
    const titles = [...first.items, ...second.items].map((item) => item.title);
    expect(new Set(titles).size).toBe(count);
    // Newest first.
    const times = [...first.items, ...second.items].map((item) => item.createdAt.getTime());
    expect(times).toEqual([...times].sort((x, y) => y - x));

    const notice = first.items[0]!;
    for (const id of [notice.id, randomUUID()]) {
      expect(await failureOf(stranger.api.notifications.markRead.mutate({ id }))).toMatchObject({
        code: 'NOT_FOUND',
      });
    }
    expect(await owner.api.notifications.unreadCount.query()).toEqual({ unread: count });
    expect(await owner.api.notifications.markRead.mutate({ id: notice.id })).toEqual({
      unread: count - 1,
    });
    const reread = await owner.api.notifications.list.query();
    expect(reread.items.find((item) => item.id === notice.id)?.readAt).toBeInstanceOf(Date);
    expect(await owner.api.notifications.markAllRead.mutate()).toEqual({ unread: 0 });
    expect(await owner.api.notifications.unreadCount.query()).toEqual({ unread: 0 });
  });

  it('tells the person’s open tabs over the WebSocket, and nobody else’s', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['ios']);
    const stranger = await signedInPerson(server, 'customer');
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
      details: { description: 'Model drifts', categories: ['ios'], budget: '$80' },
      requestKey: randomUUID(),
    });

    const bell = async (who: Person) => {
      const { client, close } = liveClient(server.address, who.token);
      const heard: NotificationSignal[] = [];
      await new Promise<void>((resolve) => {
        client.notifications.onChanged.subscribe(undefined, {
          onStarted: () => resolve(),
          onData: (signal) => heard.push(signal),
        });
      });
      return { heard, close };
    };
    const customerBell = await bell(customer);
    const strangerBell = await bell(stranger);
    try {
      await grabAndPlan(developer, ticketId, [milestone]);
      await expect.poll(() => customerBell.heard).toEqual([{ unread: 1 }]);
      // Marking it read in another tab is heard too.
      const [notice] = (await customer.api.notifications.list.query()).items;
      await customer.api.notifications.markRead.mutate({ id: notice!.id });
      await expect.poll(() => customerBell.heard).toEqual([{ unread: 1 }, { unread: 0 }]);
      // The stranger's own notice arrives after the customer's: had the customer's reached them,
      // it would be heard first.
      await admin`insert into notifications (user_id, kind, title, href)
        values (${stranger.id}, 'review', 'Probe', '/')`;
      await stranger.api.notifications.markAllRead.mutate();
      await expect.poll(() => strangerBell.heard).toEqual([{ unread: 0 }]);
    } finally {
      await customerBell.close();
      await strangerBell.close();
    }
  });
});
