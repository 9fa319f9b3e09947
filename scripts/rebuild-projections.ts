import { rebuildProjections } from '#server/ticket-commands/rebuild.ts';
import { loadDotEnv, parseEnv } from '#server/env.ts';
import { openDatabase } from './open-database.ts';

/** `npm run projections:rebuild`: rewrites tickets, milestones and feedback from the events. */
loadDotEnv();
const database = await openDatabase(parseEnv());
try {
  const count = await rebuildProjections(database.db);
  console.log(`Rebuilt the projections of ${count} tickets from their events`);
} finally {
  await database.close();
}
