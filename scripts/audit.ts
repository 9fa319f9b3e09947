import { parseArgs } from 'node:util';
import { z } from 'zod';
import { auditTickets } from '#server/ticket-commands/audit.ts';
import { loadDotEnv, parseEnv } from '#server/env.ts';
import { auditLedger } from '#server/payments/ledger-audit.ts';
import { ticketHistory } from '#server/tickets/ticket-history.ts';
import { historyText } from './history-text.ts';
import { openDatabase } from './open-database.ts';

/**
 * `npm run audit`: verifies every ticket's hash chain and that its projections equal a replay, and
 * that the ledger balances with every milestone's money in exactly one place.
 * `npm run audit -- --ticket ID` verifies that one request and prints its history, hash by hash.
 */
const { values } = parseArgs({ options: { ticket: { type: 'string' } } });
const ticketId = values.ticket === undefined ? undefined : z.uuid().safeParse(values.ticket);
if (ticketId && !ticketId.success) {
  console.error(`--ticket must be a request's id (a UUID), not ${JSON.stringify(values.ticket)}`);
  process.exit(2);
}

loadDotEnv();
const database = await openDatabase(parseEnv());
try {
  const only = ticketId?.data ? [ticketId.data] : undefined;
  const report = await auditTickets(database.db, only);
  if (only && !report.problems.some((problem) => problem.problem === 'no request has this id')) {
    // The auditor reads the history as a moderator does: every step, named, with its hash.
    const auditor = { id: 'auditor', role: 'moderator' } as const;
    console.log(historyText(await ticketHistory(database.db, auditor, only[0]!)), '\n');
  }
  for (const { ticketId, problem } of report.problems) console.error(`✗ ${ticketId}: ${problem}`);
  console.log(
    `Audited ${report.tickets} tickets, ${report.events} events: ${report.problems.length === 0 ? 'all consistent' : `${report.problems.length} problems`}`,
  );
  const ledger = await auditLedger(database.db);
  for (const problem of ledger.problems) console.error(`✗ ${problem}`);
  console.log(
    `Audited ${ledger.records} billing records, ${ledger.entries} ledger entries: ${ledger.problems.length === 0 ? 'the ledger balances and every cent is in one place' : `${ledger.problems.length} problems`}`,
  );
  if (report.problems.length > 0 || ledger.problems.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}
