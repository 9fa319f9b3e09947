import { auditTickets } from '#server/ticket-commands/audit.ts';
import { loadDotEnv, parseEnv } from '#server/env.ts';
import { auditLedger } from '#server/payments/ledger-audit.ts';
import { openDatabase } from './open-database.ts';

/**
 * `npm run audit`: verifies every ticket's hash chain and that its projections equal a replay, and
 * that the ledger balances with every milestone's money in exactly one place.
 */
loadDotEnv();
const database = await openDatabase(parseEnv());
try {
  const report = await auditTickets(database.db);
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
