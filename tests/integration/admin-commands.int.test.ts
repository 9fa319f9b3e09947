import { spawn } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { once } from 'node:events';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase } from '#server/db/client.ts';
import { auditTickets } from '#server/ticket-commands/audit.ts';
import { operatorCaller } from '#server/operators/operator-caller.ts';
import { parseAdminArgs } from '../../scripts/admin-commands.ts';
import { runAdminCommand } from '../../scripts/admin-run.ts';
import { failureOf } from '../fixtures/browser-client.ts';
import { signedInPerson, type Person } from '../fixtures/people.ts';
import { useTestServer } from '../fixtures/test-server.ts';
import { approveAndPay, grabAndPlan } from '../fixtures/ticket-flow.ts';
import { insertUser } from '../fixtures/users.ts';

// `npm run admin` as an operator runs it: the command line read by the script's parser, then the
// router through createCaller (no HTTP, no SQL of the script's own), on a real database beside a
// running server.

describe('the operators’ commands on typed procedures', () => {
  const { server } = useTestServer();
  let connection: ReturnType<typeof createDatabase>;
  let moderatorEmail: string;
  let customer: Person;
  let developer: Person;

  const admin = async (...argv: string[]) => {
    const command = parseAdminArgs(argv);
    const caller = await operatorCaller(
      {
        env: server.env,
        db: connection.db,
        sql: connection.sql,
        logger: pino({ level: 'silent' }),
      },
      'as' in command ? command.as : undefined,
    );
    return runAdminCommand(caller, command);
  };

  /** A request whose customer asked for a refund of its funded first milestone. */
  async function disputedRequest() {
    const { id: ticketId } = await customer.api.tickets.createTicket.mutate({
      details: { description: 'Login fails', categories: ['web'], budget: '$200' },
      requestKey: randomUUID(),
    });
    const version = await grabAndPlan(developer, ticketId, [
      {
        title: 'Fix the login',
        description: 'Make sign-in work again',
        estimatedMinutes: 90,
        hourlyRateCents: 5000,
      },
    ]);
    await approveAndPay(customer, ticketId, version);
    const funded = await customer.api.tickets.get.query({ ticketId });
    await customer.api.tickets.openDispute.mutate({
      ticketId,
      expectedVersion: funded.version,
      reason: 'Nothing works after two weeks',
    });
    return ticketId;
  }

  /** Runs an operator's script as a process against this database. */
  async function runScript(script: string, ...args: string[]) {
    const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
      env: { ...process.env, DATABASE_URL: server.databaseUrl, NODE_ENV: 'test' },
    });
    let stdout = '';
    let stderr = '';
    child.stdout.on('data', (chunk: Buffer) => (stdout += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const [code] = (await once(child, 'close')) as [number];
    return { code, stdout, stderr };
  }

  beforeAll(async () => {
    connection = createDatabase(server.databaseUrl, { max: 2 });
    moderatorEmail = (await insertUser(server.db, 'moderator')).email;
    customer = await signedInPerson(server, 'customer');
    developer = await signedInPerson(server, 'developer', ['web']);
  });

  afterAll(async () => {
    await connection?.sql.end();
  });

  it('creates invite codes and moderators as the operator, refusing what the schema refuses', async () => {
    const invite = await admin('invite:create', '--role', 'developer', '--expires', '2031-01-31');
    expect(invite.text).toMatch(
      /^Invite code [A-Z0-9-]+ \(developer, single use, valid through 2031-01-31\)$/,
    );
    await expect(admin('invite:create', '--code', 'abc')).rejects.toThrow(
      '--code: The code must be 6 to 64 letters, digits or dashes',
    );

    const created = await admin(
      'moderator:create',
      '--email',
      'Ops@Example.com',
      '--password',
      'a long moderator phrase',
    );
    expect(created.json).toMatchObject({ email: 'ops@example.com' });
    await expect(
      admin(
        'moderator:create',
        '--email',
        'ops@example.com',
        '--password',
        'a long moderator phrase',
      ),
    ).rejects.toThrow('An account with the email ops@example.com already exists');
    // The new moderator can act at once.
    expect((await admin('queue', '--as', 'ops@example.com')).text).toBeTruthy();
  });

  it('shows the queue, resolves a case and prints the request’s history with its hashes', async () => {
    const ticketId = await disputedRequest();
    const queue = await admin('queue', '--as', moderatorEmail);
    expect(queue.text).toContain(ticketId);
    expect(queue.text).toContain('Refund request: “Nothing works after two weeks”');
    expect(queue.text).toContain('$75.00 in escrow');

    await expect(
      admin(
        'case:resolve',
        ticketId,
        '--outcome',
        'refund',
        '--reason',
        ' ',
        '--as',
        moderatorEmail,
      ),
    ).rejects.toThrow('A reason is required');
    const resolved = await admin(
      'case:resolve',
      ticketId,
      '--outcome',
      'refund',
      '--reason',
      'The work was not delivered',
      '--as',
      moderatorEmail,
    );
    expect(resolved.text).toContain('the unfinished work is refunded');
    expect((await customer.api.tickets.get.query({ ticketId })).status).toBe('CUSTOMER_REJECTED');
    // Resolved once: a second outcome is refused with the request's state.
    await expect(
      admin(
        'case:resolve',
        ticketId,
        '--outcome',
        'resume',
        '--reason',
        'Again',
        '--as',
        moderatorEmail,
      ),
    ).rejects.toThrow(/already resolved/);

    const history = await admin('ticket:history', ticketId, '--as', moderatorEmail);
    expect(history.text).toContain('Asked for a refund: a moderator will look into it');
    expect(history.text).toContain('Resolved the case');
    expect(history.text).toMatch(/^ {3}1 {2}\S+ {2}[0-9a-f]{16} {2}/m);
    expect(history.text).toContain('The hash chain checks out and reaches the current version.');
    const json = history.json as { events: Array<{ hash?: string }>; verified: boolean };
    expect(json.verified).toBe(true);
    expect(json.events.every((event) => /^[0-9a-f]{64}$/.test(event.hash ?? ''))).toBe(true);

    // The auditor's view of the same request, from the audit script itself.
    const audit = await runScript('scripts/audit.ts', '--ticket', ticketId);
    expect(audit.code).toBe(0);
    expect(audit.stdout).toContain('Resolved the case');
    expect(audit.stdout).toContain('Audited 1 tickets');
    expect(audit.stdout).toContain('all consistent');
    const unknown = await auditTickets(connection.db, [randomUUID()]);
    expect(unknown.problems).toEqual([
      { ticketId: expect.any(String), problem: 'no request has this id' },
    ]);
  });

  it('suspends an account and lifts the suspension; the suspended person’s session ends', async () => {
    const person = await signedInPerson(server, 'customer');
    const suspended = await admin(
      'user:suspend',
      person.id,
      '--reason',
      'Abusive messages',
      '--as',
      moderatorEmail,
    );
    expect(suspended.json).toMatchObject({ id: person.id, suspensionReason: 'Abusive messages' });
    expect(await person.api.auth.me.query()).toBeNull();
    const lifted = await admin('user:lift', person.id, '--as', moderatorEmail);
    expect(lifted.json).toMatchObject({ id: person.id, suspendedAt: null });
  });

  it('acts only as a moderator, and no HTTP client reaches the operators’ procedures', async () => {
    await expect(admin('queue', '--as', customer.email)).rejects.toThrow(
      `No moderator has the email ${customer.email}`,
    );
    expect(() => parseAdminArgs(['queue'])).toThrow('--as is required');
    // A signed-in moderator's browser is still not an operator's script.
    const moderator = await signedInPerson(server, 'moderator');
    expect(
      await failureOf(moderator.api.operators.createInvite.mutate({ role: 'customer' })),
    ).toMatchObject({ code: 'FORBIDDEN', message: 'Only an operator’s script can do this.' });
    expect(
      await failureOf(
        customer.api.operators.createModerator.mutate({
          email: 'x@example.com',
          password: 'a long phrase',
        }),
      ),
    ).toMatchObject({ code: 'FORBIDDEN' });
  });
});
