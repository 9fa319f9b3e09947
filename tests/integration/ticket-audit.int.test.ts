import { randomUUID } from 'node:crypto';
import fc from 'fast-check';
import type postgres from 'postgres';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TicketCommand } from '#shared/domain/ticket/commands.ts';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import { DomainError } from '#shared/domain/errors.ts';
import { AppError } from '#shared/errors.ts';
import { createDatabase, type Database } from '#server/db/client.ts';
import { auditTickets } from '#server/ticket-commands/audit.ts';
import { readTicketProjection } from '#server/ticket-commands/read-projection.ts';
import { rebuildProjections } from '#server/ticket-commands/rebuild.ts';
import { executeTicketCommand } from '#server/ticket-commands/ticket-store.ts';
import { auditLedger } from '#server/payments/ledger-audit.ts';
import { moneyEffects } from '#server/payments/money-effects.ts';
import { payMilestone } from '../fixtures/payments.ts';
import { insertUser } from '../fixtures/users.ts';
import { ticketDetails } from '../fixtures/tickets.ts';
import { createTestDatabase } from '../setup/test-database.ts';

const details = ticketDetails({ categories: ['backend'], budget: '$300' });

describe('audit and replay', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let db: Database;
  let sql: postgres.Sql;
  let cast: Actor[];

  beforeAll(async () => {
    database = await createTestDatabase();
    ({ db, sql } = createDatabase(database.url, { max: 4 }));
    const customer = await insertUser(db, 'customer');
    const developer = await insertUser(db, 'developer', ['backend']);
    const moderator = await insertUser(db, 'moderator');
    cast = [
      customer,
      developer,
      moderator,
      { id: 'system', role: 'system' },
      { id: 'payments', role: 'payments' },
    ];
  });

  afterAll(async () => {
    await sql.end();
    await database.drop();
  });

  /** A command of the given kind aimed at the ticket's current milestones. */
  function commandFor(kind: number, pick: number, milestoneIds: string[]): TicketCommand {
    const milestoneId = milestoneIds[pick % Math.max(milestoneIds.length, 1)] ?? 'none';
    const commands: TicketCommand[] = [
      { type: 'EditTicket', details: { ...details, budget: `$${pick}` } },
      { type: 'GrabTicket' },
      { type: 'AbandonTicket' },
      {
        type: 'AddMilestone',
        milestone: {
          title: `M${pick}`,
          description: 'work',
          estimatedMinutes: 60 + pick,
          hourlyRateCents: 5000,
        },
      },
      { type: 'RemoveMilestone', milestoneId },
      { type: 'SubmitPlan' },
      { type: 'RequestPlanChanges', feedback: 'More detail' },
      { type: 'ApprovePlan' },
      {
        type: 'FundMilestone',
        milestoneId,
        paymentId: `p-${pick}`,
        amountCents: 5000,
        listCents: 5000,
      },
      { type: 'StartMilestone', milestoneId },
      {
        type: 'SubmitMilestone',
        milestoneId,
        files: { [`file-${pick}`]: 'fix.zip' },
        note: 'Done',
      },
      { type: 'ApproveMilestone', milestoneId },
      { type: 'RejectMilestone', milestoneId, feedback: 'Not yet' },
      { type: 'AutoApproveMilestone', milestoneId },
      { type: 'OpenDispute', reason: 'Slow' },
      {
        type: 'ResolveCase',
        outcome: (['resume', 'refund', 'release'] as const)[pick % 3]!,
        note: 'Decided',
      },
      { type: 'RateTicket', rating: (pick % 5) + 1, feedback: null },
      { type: 'DeclareNoSolution', reason: 'Stuck' },
    ];
    return commands[kind % commands.length]!;
  }

  // The happy path's commands come up five times as often, so sequences reach the later
  // statuses; every other command still appears, by its natural actor or by anyone.
  const happyPath = [1, 3, 5, 7, 8, 9, 10, 11];
  const commandKind = fc.oneof(
    { arbitrary: fc.constantFrom(...happyPath), weight: 5 },
    { arbitrary: fc.nat(17), weight: 2 },
  );

  function naturalActor(command: TicketCommand): Actor {
    const [customer, developer, moderator, timer, payments] = cast as [
      Actor,
      Actor,
      Actor,
      Actor,
      Actor,
    ];
    switch (command.type) {
      case 'GrabTicket':
      case 'AbandonTicket':
      case 'AddMilestone':
      case 'RemoveMilestone':
      case 'SubmitPlan':
      case 'StartMilestone':
      case 'SubmitMilestone':
      case 'DeclareNoSolution':
        return developer;
      case 'FundMilestone':
        return payments;
      case 'AutoApproveMilestone':
        return timer;
      case 'ResolveCase':
        return moderator;
      default:
        return customer;
    }
  }

  it('after random command sequences, replaying every ticket equals its projections', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(fc.tuple(commandKind, fc.nat(100), fc.nat(9)), { minLength: 20, maxLength: 80 }),
        async (steps) => {
          const ticketId = randomUUID();
          await executeTicketCommand(db, {
            ticketId,
            command: { type: 'CreateTicket', details },
            actor: cast[0]!,
          });
          for (const [kind, pick, chance] of steps) {
            const ticket = await readTicketProjection(db, ticketId);
            const command = commandFor(kind, pick, ticket?.milestones.map((m) => m.id) ?? []);
            // Mostly the actor the command is meant for, so sequences get far; sometimes anyone.
            const actor = chance === 0 ? cast[pick % cast.length]! : naturalActor(command);
            try {
              if (command.type === 'FundMilestone' && actor.role === 'payments') {
                // Funding only ever comes from a verified payment: through the real path.
                await payMilestone(db, ticketId, command.milestoneId);
              } else {
                await executeTicketCommand(db, {
                  ticketId,
                  command,
                  actor,
                  sideEffects: ({ events }) => [moneyEffects(events, new Date())],
                });
              }
            } catch (error) {
              // Refusals are part of the game; anything else is a bug.
              // Refused by the domain, or lost a race to another command: both are fine here.
              if (!(error instanceof DomainError || error instanceof AppError)) throw error;
            }
          }
        },
      ),
      // A fixed seed: the same sequences every run, so the reach check below cannot flake.
      { numRuns: 40, seed: 20261123 },
    );
    const report = await auditTickets(db);
    expect(report.problems).toEqual([]);
    expect(report.tickets).toBeGreaterThanOrEqual(40);
    // The money: balanced, each milestone's cents in one place (payments.int covers the money's
    // own random sequences; these reach funding and refunds).
    const ledger = await auditLedger(db);
    expect(ledger.problems).toEqual([]);
    const statuses = await sql<{ status: string }[]>`select distinct status from billing_records`;
    expect(statuses.map((row) => row.status)).toEqual(expect.arrayContaining(['paid', 'refunded']));
    expect(report.events).toBeGreaterThan(report.tickets);
    // The sequences must reach past planning, or the property proves little.
    const reached = await sql<{ status: string }[]>`select distinct status from tickets`;
    expect(reached.length).toBeGreaterThanOrEqual(5);
  }, 120_000);

  it('finds a tampered projection, and a rebuild repairs it', async () => {
    const ticketId = randomUUID();
    await executeTicketCommand(db, {
      ticketId,
      command: { type: 'CreateTicket', details },
      actor: cast[0]!,
    });
    await sql`update tickets set budget = '$1' where id = ${ticketId}`;
    const report = await auditTickets(db);
    expect(report.problems).toContainEqual({
      ticketId,
      problem: 'projection differs from the replayed events',
    });

    await rebuildProjections(db);
    expect((await auditTickets(db)).problems).toEqual([]);
    expect((await readTicketProjection(db, ticketId))?.budget).toBe('$300');
  });

  it('finds a rewritten event even when someone bypassed the append-only trigger', async () => {
    const ticketId = randomUUID();
    await executeTicketCommand(db, {
      ticketId,
      command: { type: 'CreateTicket', details },
      actor: cast[0]!,
    });
    await sql.begin(async (tx) => {
      // Only a superuser can do this: triggers do not fire for replication sessions.
      await tx`set local session_replication_role = replica`;
      await tx`update ticket_events set data = jsonb_set(data, '{details,budget}', '"$5"') where ticket_id = ${ticketId}`;
    });
    const problems = (await auditTickets(db)).problems.filter((p) => p.ticketId === ticketId);
    expect(problems).toContainEqual({ ticketId, problem: 'event 1 does not match its hash' });
  });
});
