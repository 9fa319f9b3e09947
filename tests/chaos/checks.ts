import { and, count, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { outboxEmails, ticketEvents, tickets } from '#server/db/schema/index.ts';
import { auditLedger } from '#server/payments/ledger-audit.ts';
import { JOBS_AT_ONCE } from '#server/jobs/worker.ts';
import { MAX_UNMARKED_MAILS } from '#server/mail/send-email.task.ts';
import { auditTickets } from '#server/ticket-commands/audit.ts';
import type { Cluster } from './cluster.ts';
import type { LaneRecord } from './lanes.ts';

/** A request followed live, and the last version its subscriber heard of. */
export interface Watch {
  ticketId: string;
  seen: number;
}

const SETTLE_MS = 90_000;

/** Polls `check` (a list of problems) until it has none or the settling time is over. */
async function settled(check: () => Promise<string[]>, deadline: number): Promise<string[]> {
  for (;;) {
    const problems = await check().catch((error: unknown) => [`could not check: ${String(error)}`]);
    if (problems.length === 0 || Date.now() > deadline) return problems;
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

/**
 * What must hold after the faults, given time to settle (jobs of a killed worker are freed within
 * a minute): every acknowledged command in the event log; the audit clean (hash chains,
 * projections, ledger: no payment booked twice); every mail sent, none twice; every live
 * subscriber at its request's latest version without reconnecting by hand; every instance ready;
 * no server error answered during the run.
 */
export async function checkAfterChaos(
  cluster: Cluster,
  record: LaneRecord,
  watches: Watch[],
  log: (line: string) => void,
): Promise<string[]> {
  const { db } = cluster;
  const deadline = Date.now() + SETTLE_MS;
  const problems: string[] = [
    ...record.serverErrors.map((error) => `server error: ${error}`),
    ...record.feedErrors.map((error) => `a live feed ended with an error: ${error}`),
  ];

  const ids = [...new Set(record.acknowledged.map((ack) => ack.ticketId))];
  const stored = new Set(
    (
      await db
        .select({ ticketId: ticketEvents.ticketId, version: ticketEvents.version })
        .from(ticketEvents)
        .where(inArray(ticketEvents.ticketId, ids))
    ).map((event) => `${event.ticketId}@${event.version}`),
  );
  const lost = record.acknowledged.filter((ack) => !stored.has(`${ack.ticketId}@${ack.version}`));
  problems.push(
    ...lost.map((ack) => `acknowledged but not in the log: ${ack.ticketId} v${ack.version}`),
  );
  log(
    `${record.acknowledged.length - lost.length} of ${record.acknowledged.length} acknowledged commands in the event log`,
  );

  const audit = await auditTickets(db);
  const ledger = await auditLedger(db);
  problems.push(...audit.problems.map((p) => `audit: ${p.ticketId}: ${p.problem}`));
  problems.push(...ledger.problems.map((p) => `ledger: ${p}`));
  log(
    `audit: ${audit.tickets} tickets, ${audit.events} events, ${ledger.records} billing records: ${audit.problems.length + ledger.problems.length} problems`,
  );

  problems.push(
    ...(await settled(async () => {
      const stale: string[] = [];
      for (const watch of watches) {
        const [row] = await db
          .select({ version: tickets.version })
          .from(tickets)
          .where(eq(tickets.id, watch.ticketId));
        if (row && row.version !== watch.seen) {
          stale.push(
            `subscriber of ${watch.ticketId} shows v${watch.seen}, the request is at v${row.version}`,
          );
        }
      }
      return stale;
    }, deadline)),
  );
  log(`${watches.length} live subscribers checked against their requests`);

  problems.push(
    ...(await settled(async () => {
      const [unsent] = await db
        .select({ n: count() })
        .from(outboxEmails)
        .where(isNull(outboxEmails.sentAt));
      const [locked] = await db.execute<{ n: number }>(
        sql`select count(*)::int as n from graphile_worker.jobs where locked_by is not null`,
      );
      return [
        ...(unsent?.n ? [`${unsent.n} mails still unsent`] : []),
        ...(locked?.n ? [`${locked.n} jobs still locked`] : []),
      ];
    }, deadline)),
  );
  const [sent] = await db
    .select({ n: count() })
    .from(outboxEmails)
    .where(and(isNotNull(outboxEmails.sentAt)));
  const messageIds = cluster.smtp.received.map(
    (mail) => /^Message-ID: (.+)$/im.exec(mail.raw)?.[1],
  );
  const twice = messageIds.length - new Set(messageIds).size;
  // Delivery is at least once (ADR 0018): a process killed between SMTP's answer and the mark
  // sends that mail again, with the same Message-ID; each of its jobs may hold up to
  // MAX_UNMARKED_MAILS such mails. Anything more is a problem.
  const crashes = cluster.instances.flatMap((instance) =>
    instance.crashes.map((crash) => ({ instance, ...crash })),
  );
  for (const crash of crashes) {
    log(
      `${crash.instance.name} ended on its own at ${crash.at.toISOString()} (exit ${crash.code ?? crash.signal}) and was started again, as its supervisor would; see ${crash.instance.logFile}`,
    );
  }
  const expectedResends =
    (record.killsDuringLoad + crashes.length) * JOBS_AT_ONCE * MAX_UNMARKED_MAILS;
  if (twice > expectedResends) {
    problems.push(
      `${twice} mails delivered twice, more than the ${expectedResends} kills and crashes explain`,
    );
  }
  log(
    `${sent?.n ?? 0} mails marked sent, ${messageIds.length} received over SMTP, ${twice} sent again (same Message-ID)`,
  );

  for (const instance of cluster.instances) {
    await instance.ready(Math.max(1000, deadline - Date.now())).catch((error: unknown) => {
      problems.push(String(error));
    });
  }
  log('every instance answered /readyz');
  return problems;
}
