import pino from 'pino';
import { TRPCError } from '@trpc/server';
import { ZodError } from 'zod';
import { migrateDatabase } from '#server/db/migrate.ts';
import { loadDotEnv, parseEnv } from '#server/env.ts';
import { operatorCaller } from '#server/operators/operator-caller.ts';
import { describeIssues, parseAdminArgs, USAGE, type AdminCommand } from './admin-commands.ts';
import { runAdminCommand } from './admin-run.ts';
import { openDatabase } from './open-database.ts';

/** `npm run admin -- <command>`: the operator's typed entry point (see USAGE). */
let command: AdminCommand;
try {
  command = parseAdminArgs(process.argv.slice(2));
} catch (error) {
  console.error(`${(error as Error).message}\n\n${USAGE}`);
  process.exit(2);
}

loadDotEnv();
const env = parseEnv();
const logger = pino({ level: 'warn' });
const database = await openDatabase(env);
try {
  await migrateDatabase(database.db, database.url, logger);
  const caller = await operatorCaller(
    { env, db: database.db, sql: database.sql, logger },
    'as' in command ? command.as : undefined,
  );
  const output = await runAdminCommand(caller, command);
  console.log(command.json ? JSON.stringify(output.json, null, 2) : output.text);
} catch (error) {
  console.error(readable(error));
  process.exitCode = 1;
} finally {
  await database.close();
}

/** The refusal as the procedure worded it; a bad input names the option it came from. */
function readable(error: unknown): string {
  const cause = error instanceof TRPCError ? error.cause : undefined;
  if (cause instanceof ZodError) return describeIssues(cause.issues);
  if (error instanceof TRPCError) return `${error.code}: ${error.message}`;
  return (error as Error).message;
}
