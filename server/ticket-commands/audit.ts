import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { eventHash } from './event-hash.ts';
import { readTicketProjection } from './read-projection.ts';
import { loadTicketEvents, replay } from './ticket-store.ts';

export interface AuditProblem {
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
 * bug wrote one without the other.
 */
export async function auditTickets(db: Executor): Promise<AuditReport> {
  const ids = await db.execute<{ id: string }>(sql`
    select ticket_id as id from ticket_events group by ticket_id
    union select id from tickets`);
  const report: AuditReport = { tickets: 0, events: 0, problems: [] };
  for (const { id } of ids) {
    report.tickets++;
    const stored = await loadTicketEvents(db, id);
    report.events += stored.length;
    let prevHash: string | null = null;
    for (const [index, event] of stored.entries()) {
      const { position: _position, hash, ...fields } = event;
      if (event.version !== index + 1) {
        report.problems.push({
          ticketId: id,
          problem: `version ${event.version} where ${index + 1} was due`,
        });
      }
      if (event.prevHash !== prevHash) {
        report.problems.push({
          ticketId: id,
          problem: `event ${event.version} does not link to the previous hash`,
        });
      }
      if (eventHash(fields) !== hash) {
        report.problems.push({
          ticketId: id,
          problem: `event ${event.version} does not match its hash`,
        });
      }
      prevHash = hash;
    }
    let replayed;
    try {
      replayed = replay(id, stored);
    } catch (error) {
      report.problems.push({ ticketId: id, problem: `replay failed: ${(error as Error).message}` });
      continue;
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
