import { auditTickets } from '#server/event-store/audit.ts';
import { loadDotEnv, parseEnv } from '#server/env.ts';
import { openDatabase } from './open-database.ts';

/** `npm run audit`: verifies every ticket's hash chain and that its projections equal a replay. */
loadDotEnv();
const database = await openDatabase(parseEnv());
try {
  const report = await auditTickets(database.db);
  for (const { ticketId, problem } of report.problems) console.error(`✗ ${ticketId}: ${problem}`);
  console.log(
    `Audited ${report.tickets} tickets, ${report.events} events: ${report.problems.length === 0 ? 'all consistent' : `${report.problems.length} problems`}`,
  );
  if (report.problems.length > 0) process.exitCode = 1;
} finally {
  await database.close();
}
