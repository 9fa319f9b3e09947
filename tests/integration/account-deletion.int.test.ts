import { randomUUID } from 'node:crypto';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { hashPassword } from '#server/auth/passwords.ts';
import { outboxEmails, profiles, storedFiles, tickets, users } from '#server/db/schema/index.ts';
import { auditLedger } from '#server/payments/ledger-audit.ts';
import { auditTickets } from '#server/ticket-commands/audit.ts';
import { INVALID_CREDENTIALS } from '#shared/auth-messages.ts';
import { shortTicketId } from '#shared/format.ts';
import { createBrowserClient, failureOf } from '../fixtures/browser-client.ts';
import { signedInPerson, uploadedFiles, type Person } from '../fixtures/people.ts';
import { approveAndPay, completeRequest, grabAndPlan } from '../fixtures/ticket-flow.ts';
import { uploadsFolderOf, useTestServer } from '../fixtures/test-server.ts';

const password = 'a long and unusual passphrase 7';
const plan = [
  { title: 'Fix it', description: 'The fix', estimatedMinutes: 60, hourlyRateCents: 5000 },
];

describe('deleting an account', () => {
  const { server } = useTestServer({
    env: { SANDBOX_PAYMENTS_SECRET: 'account-deletion-test-sandbox-secret' },
  });

  async function withPassword(role: Person['role'], categories: string[] = []) {
    const person = await signedInPerson(server, role, categories);
    await server.db
      .update(users)
      .set({ passwordHash: await hashPassword(password) })
      .where(eq(users.id, person.id));
    return person;
  }
  const request = (who: Person, description: string, files: Record<string, string> = {}) =>
    who.api.tickets.createTicket.mutate({
      details: { description, categories: ['web'], budget: '$50', files },
      requestKey: randomUUID(),
    });

  it('is refused, with what to finish first, while work is open or money is in escrow', async () => {
    const customer = await withPassword('customer');
    const developer = await withPassword('developer', ['web']);
    const { id: ticketId } = await request(customer, 'Login loops forever');
    const planned = await grabAndPlan(developer, ticketId, plan);

    const inProgress = 'You have 1 request in progress: finish or cancel it first.';
    expect(await customer.api.account.data.deletionCheck.query()).toEqual({
      allowed: false,
      reasons: [inProgress],
    });
    expect(await developer.api.account.data.deletionCheck.query()).toEqual({
      allowed: false,
      reasons: [inProgress],
    });

    await approveAndPay(customer, ticketId, planned);
    const escrow = `Money is held in escrow for request ${shortTicketId(ticketId)}: it must be released or refunded first.`;
    expect((await customer.api.account.data.deletionCheck.query()).reasons).toEqual([
      inProgress,
      escrow,
    ]);
    expect(
      await failureOf(
        customer.api.account.data.deleteAccount.mutate({
          currentPassword: password,
          confirm: 'DELETE',
        }),
      ),
    ).toMatchObject({ code: 'CONFLICT', message: `${inProgress} ${escrow}` });
    // Nothing changed: still signed in, still named by their address.
    expect(await customer.api.auth.me.query()).toMatchObject({ email: customer.email });
  });

  it('erases the person: no sign-in, "Deleted user" to the other party, their loose files gone, the audit clean', async () => {
    const customer = await withPassword('customer');
    const developer = await withPassword('developer', ['web']);
    await server.db
      .update(profiles)
      .set({ firstName: 'Ada', lastName: 'Lovelace', bio: 'Builds things' })
      .where(eq(profiles.id, customer.id));
    const { ticketId } = await completeRequest(server, customer, developer, 'Broken login');
    await customer.api.discussions.send.mutate({
      ticketId,
      developerId: developer.id,
      text: 'Thank you for the fix',
      messageKey: randomUUID(),
    });
    // A request nobody took yet goes with the account; a loose upload goes too.
    const attached = await uploadedFiles(server, customer, 'screen.png', 'png bytes');
    const { id: waitingId } = await request(customer, 'Another problem', attached);
    const loose = await uploadedFiles(server, customer, 'notes.txt', 'private notes');
    const [looseKey] = Object.keys(loose);

    expect(await customer.api.account.data.deletionCheck.query()).toEqual({
      allowed: true,
      reasons: [],
    });
    expect(
      await failureOf(
        customer.api.account.data.deleteAccount.mutate({
          currentPassword: 'not the password',
          confirm: 'DELETE',
        }),
      ),
    ).toMatchObject({ code: 'BAD_REQUEST', message: 'That password is not right.' });
    await customer.api.account.data.deleteAccount.mutate({
      currentPassword: password,
      confirm: 'DELETE',
    });

    // Signed out, and signing in again fails as a wrong password does.
    expect(await customer.api.auth.me.query()).toBeNull();
    const browser = createBrowserClient(server.address).client;
    expect(
      await failureOf(browser.auth.signIn.mutate({ email: customer.email, password })),
    ).toMatchObject({ code: 'UNAUTHORIZED', message: INVALID_CREDENTIALS });

    const [row] = await server.db
      .select({ email: users.email, deletedAt: users.deletedAt, profile: profiles })
      .from(users)
      .innerJoin(profiles, eq(profiles.id, users.id))
      .where(eq(users.id, customer.id));
    expect(row).toMatchObject({
      email: `deleted-${customer.id}@deleted.invalid`,
      deletedAt: expect.any(Date),
      profile: { firstName: null, lastName: null, bio: null, profileImageKey: null },
    });

    // The mails they were sent went with their address.
    const mails = await server.db
      .select({ id: outboxEmails.id })
      .from(outboxEmails)
      .where(eq(outboxEmails.to, customer.email));
    expect(mails).toEqual([]);

    // The other party sees the request's history and the conversation under "Deleted user".
    const history = await developer.api.tickets.history.query({ ticketId });
    const byCustomer = history.events.filter((event) => event.type === 'PlanApproved');
    expect(byCustomer.map((event) => event.actorName)).toEqual(['Deleted user']);
    expect(JSON.stringify(history)).not.toContain('deleted.invalid');
    const thread = await developer.api.discussions.thread.query({ ticketId });
    expect(thread.messages.map((message) => message.text)).toContain('Thank you for the fix');

    // Their waiting request was deleted through its command; the loose upload is gone, bytes too.
    const [waiting] = await server.db
      .select({ deleted: tickets.deleted })
      .from(tickets)
      .where(eq(tickets.id, waitingId));
    expect(waiting?.deleted).toBe(true);
    const files = await server.db
      .select({ key: storedFiles.key })
      .from(storedFiles)
      .where(eq(storedFiles.ownerId, customer.id));
    expect(files.map((file) => file.key)).toEqual(Object.keys(attached));
    const folder = await uploadsFolderOf(server);
    await expect(stat(path.join(folder, looseKey!))).rejects.toMatchObject({ code: 'ENOENT' });

    // A developer with nothing open goes too, and their public profile with them.
    const another = await withPassword('developer', ['web']);
    expect(await customer.api.developers.profile.query({ id: another.id })).toMatchObject({
      id: another.id,
    });
    await another.api.account.data.deleteAccount.mutate({
      currentPassword: password,
      confirm: 'DELETE',
    });
    expect(
      await failureOf(developer.api.developers.profile.query({ id: another.id })),
    ).toMatchObject({ code: 'NOT_FOUND' });

    // Every chain and the ledger still verify.
    expect((await auditTickets(server.db)).problems).toEqual([]);
    expect((await auditLedger(server.db)).problems).toEqual([]);
  });
});
