import pino from 'pino';
import { createModerator } from '#server/auth/create-moderator.ts';
import { createInviteCode } from '#server/auth/invite-codes.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { loadDotEnv, parseEnv } from '#server/env.ts';
import { parseAdminArgs, USAGE, type AdminCommand } from './admin-commands.ts';
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
const database = await openDatabase(env);
try {
  await migrateDatabase(database.db, database.url, pino({ level: 'warn' }));
  if (command.command === 'invite:create') {
    const row = await createInviteCode(database.db, {
      code: command.code,
      reusable: command.reusable,
      expiresAt: command.expires,
      grantsRole: command.role,
    });
    const details = [
      row.grantsRole,
      row.reusable ? 'reusable' : 'single use',
      row.expiresAt ? `valid through ${row.expiresAt}` : 'no expiry',
    ];
    console.log(`Invite code ${row.code} (${details.join(', ')})`);
  } else {
    const user = await createModerator(database.db, command);
    console.log(`Moderator ${user.email} created`);
  }
} catch (error) {
  console.error((error as Error).message);
  process.exitCode = 1;
} finally {
  await database.close();
}
