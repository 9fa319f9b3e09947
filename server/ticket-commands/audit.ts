import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { fundingsOf } from '#shared/domain/payments/fundings.ts';
import { parseTicketEvent } from '#shared/domain/ticket/events.ts';
import type { Executor } from '../db/client.ts';
import { fundingProblems } from '../payments/funding-audit.ts';
import { chainProblems } from './hash-chain.ts';
import { readTicketProjection } from './read-projection.ts';
import { loadTicketEvents, replay } from './ticket-store.ts';

interface AuditProblem {
  ticketId: string;
  problem: string;
}

export interface AuditReport {
  tickets: number;
  events: number;
  problems: AuditProblem[];
}

/**
 * For every ticket: recompute the hash chain, and check that replaying its events gives exactly
 * the stored projection. Any difference means history or projections were tampered with, or a
 * bug wrote one without the other. Each funding is also held to the record that paid it, at the
 * plan's price then.
 */
export async function auditTickets(
  db: Executor,
  /** Only these tickets (`npm run audit -- --ticket ID`); all when omitted. */
  only?: readonly string[],
): Promise<AuditReport> {
  const ids = only
    ? only.map((id) => ({ id }))
    : await db.execute<{ id: string }>(sql`
        select ticket_id as id from ticket_events group by ticket_id
        union select id from tickets`);
  const report: AuditReport = { tickets: 0, events: 0, problems: [] };
  for (const { id } of ids) {
    report.tickets++;
    const stored = await loadTicketEvents(db, id);
    report.events += stored.length;
    if (only && stored.length === 0 && !(await readTicketProjection(db, id))) {
      report.problems.push({ ticketId: id, problem: 'no request has this id' });
      continue;
    }
    for (const problem of chainProblems(stored)) report.problems.push({ ticketId: id, problem });
    let replayed;
    try {
      replayed = replay(id, stored);
    } catch (error) {
      report.problems.push({ ticketId: id, problem: `replay failed: ${(error as Error).message}` });
      continue;
    }
    const history = stored.map((row) => ({
      event: parseTicketEvent(row.type, row.data),
      occurredAt: row.occurredAt,
    }));
    for (const problem of await fundingProblems(db, id, fundingsOf(id, history))) {
      report.problems.push({ ticketId: id, problem });
    }
    const projected = await readTicketProjection(db, id);
    if (!isDeepStrictEqual(replayed, projected)) {
      report.problems.push({
        ticketId: id,
        problem: 'projection differs from the replayed events',
      });
    }
  }
  return report;
}
