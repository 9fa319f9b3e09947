import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { profiles } from '#server/db/schema/index.ts';
import { signedInPerson } from '../fixtures/people.ts';
import { useTestServer } from '../fixtures/test-server.ts';

// Ticket mails (docs/lifecycle.md) greet the person by name, a developer who steps back and
// takes a request again does not tell its customer twice, and the customer hears of the step back.
describe('ticket mails', () => {
  const { server, admin } = useTestServer();

  const request = () => ({
    details: { description: 'App crashes\nOn start', categories: ['web' as const], budget: '$80' },
    requestKey: randomUUID(),
  });

  const mailsTo = (address: string) =>
    admin<{ subject: string; text: string; html: string }[]>`
      select subject, text, html from outbox_emails where "to" = ${address} order by created_at`;

  it('greets by name, tells of a step back, and tells of a grab once per developer', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['web']);
    const other = await signedInPerson(server, 'developer', ['web']);
    // A name with markup: the HTML part must show it as text.
    await server.db
      .update(profiles)
      .set({ firstName: 'Ada <b>&' })
      .where(eq(profiles.id, customer.id));
    // The customer is told who took their request, by name when the developer gave one.
    await server.db
      .update(profiles)
      .set({ firstName: 'Linus', lastName: 'Torvalds' })
      .where(eq(profiles.id, developer.id));

    const { id: ticketId } = await customer.api.tickets.createTicket.mutate(request());
    let version = (await developer.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 }))
      .version;
    version = (
      await developer.api.tickets.abandonTicket.mutate({ ticketId, expectedVersion: version })
    ).version;
    version = (
      await developer.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: version })
    ).version;
    version = (
      await developer.api.tickets.abandonTicket.mutate({ ticketId, expectedVersion: version })
    ).version;
    await other.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: version });

    const mails = await mailsTo(customer.email);
    expect(mails.map((mail) => mail.subject.replace(/#\w{6}/, '#ID'))).toEqual([
      'Linus Torvalds took your request #ID',
      'Your Unblocker stepped back from your request #ID',
      'Your Unblocker stepped back from your request #ID',
      'An Unblocker took your request #ID',
    ]);
    expect(mails[0]?.text).toContain('Linus Torvalds, an Unblocker, has been assigned');
    for (const mail of mails) {
      expect(mail.text.startsWith('Hi Ada <b>&,\n\n')).toBe(true);
      expect(mail.html).toContain('Hi Ada &lt;b&gt;&amp;,</p>');
      expect(mail.html).not.toContain('{{greeting}}');
    }
  });

  it("tells the customer of each developer's first grab only, whoever stepped back in between", async () => {
    const customer = await signedInPerson(server, 'customer');
    const first = await signedInPerson(server, 'developer', ['web']);
    const second = await signedInPerson(server, 'developer', ['web']);
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate(request());
    let version = 1;
    // Each takes the request and steps back, twice in turn: only each one's first grab is news.
    for (const developer of [first, second, first, second]) {
      version = (
        await developer.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: version })
      ).version;
      version = (
        await developer.api.tickets.abandonTicket.mutate({ ticketId, expectedVersion: version })
      ).version;
    }
    const took = 'An Unblocker took your request #ID';
    const steppedBack = 'Your Unblocker stepped back from your request #ID';
    const mails = await mailsTo(customer.email);
    expect(mails.map((mail) => mail.subject.replace(/#\w{6}/, '#ID'))).toEqual([
      took,
      steppedBack,
      took,
      steppedBack,
      steppedBack,
      steppedBack,
    ]);
    // The request remembers who stepped back, each once; a developer browsing the pool learns
    // only whether they themself did.
    const stranger = await signedInPerson(server, 'developer', ['web']);
    const steppedBackAs = async (person: typeof customer) =>
      (await person.api.tickets.get.query({ ticketId })).steppedBack;
    expect(await steppedBackAs(customer)).toEqual([first.id, second.id]);
    expect(await steppedBackAs(first)).toEqual([first.id]);
    expect(await steppedBackAs(stranger)).toEqual([]);
  });

  it('queues the mail with the change that wins a race, and none for the one that loses', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developers = await Promise.all([
      signedInPerson(server, 'developer', ['web']),
      signedInPerson(server, 'developer', ['web']),
    ]);
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate(request());

    const outcomes = await Promise.allSettled(
      developers.map((developer) =>
        developer.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 }),
      ),
    );
    expect(outcomes.map((outcome) => outcome.status).sort()).toEqual(['fulfilled', 'rejected']);
    expect(await mailsTo(customer.email)).toHaveLength(1);
  });

  it('tells the developer what the customer decided, with their words', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['web']);
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate(request());
    let version = (await developer.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 }))
      .version;
    const milestone = {
      title: 'Fix the login',
      description: 'Keep the session',
      estimatedMinutes: 60,
      hourlyRateCents: 5000,
    };
    version = (
      await developer.api.tickets.addMilestone.mutate({
        ticketId,
        expectedVersion: version,
        milestone,
      })
    ).version;
    version = (
      await developer.api.tickets.submitPlan.mutate({ ticketId, expectedVersion: version })
    ).version;
    version = (
      await customer.api.tickets.requestPlanChanges.mutate({
        ticketId,
        expectedVersion: version,
        feedback: 'Split it in two',
      })
    ).version;
    version = (
      await developer.api.tickets.submitPlan.mutate({ ticketId, expectedVersion: version })
    ).version;
    await customer.api.tickets.approvePlan.mutate({ ticketId, expectedVersion: version });

    const mails = (await mailsTo(developer.email)).map((mail) => ({
      subject: mail.subject.replace(/#\w{6}/, '#ID'),
      text: mail.text,
    }));
    expect(mails.map((mail) => mail.subject)).toEqual([
      'The customer asked for changes to your plan for request #ID',
      'The customer approved your plan for request #ID',
    ]);
    expect(mails[0]?.text).toContain("The customer's feedback: Split it in two");
    expect(mails[1]?.text).toContain('is paying for its first milestone');
    for (const mail of mails) expect(mail.text).not.toContain('made a decision');
  });

  it('says plain "Hi," to someone without a name', async () => {
    const customer = await signedInPerson(server, 'customer');
    const developer = await signedInPerson(server, 'developer', ['web']);
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate(request());
    await developer.api.tickets.grabTicket.mutate({ ticketId, expectedVersion: 1 });
    const [mail] = await mailsTo(customer.email);
    expect(mail?.text.startsWith('Hi,\n\n')).toBe(true);
  });
});
