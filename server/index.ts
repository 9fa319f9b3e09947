import { surviveDriverArrayTypesFailures } from './db/driver-faults.ts';
import { EnvError, loadDotEnv, parseEnv } from './env.ts';
import { createLogger } from './logger.ts';
import { startServer } from './server.ts';

// Process entry: configuration, start, banner, and the one place that owns signals.
let env;
try {
  loadDotEnv();
  env = parseEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const logger = createLogger(env);
surviveDriverArrayTypesFailures(logger);
const startedAt = performance.now();
const server = await startServer({ env, logger }).catch((error: unknown) => {
  logger.fatal({ err: error }, 'Unblock could not start');
  process.exit(1);
});

const seconds = ((performance.now() - startedAt) / 1000).toFixed(1);
console.log(
  [
    '',
    `  Unblock is running (started in ${seconds}s).`,
    `  Open ${env.publicUrl}`,
    `  Database: ${env.databaseUrl ? 'DATABASE_URL' : `embedded PostgreSQL in ${env.dataDir}/postgres`}`,
    `  Health:   ${env.publicUrl}/healthz`,
    ...(env.smtpUrl || env.isProduction ? [] : [`  Mailbox:  ${env.publicUrl}/dev/mailbox`]),
    ...(server.starterInviteCode ? [`  Invite code for sign-up: ${server.starterInviteCode}`] : []),
    '',
  ].join('\n'),
);

let stopping = false;
const shutdown = async (signal: string) => {
  if (stopping) return;
  stopping = true;
  logger.info({ signal }, 'shutting down');
  const force = setTimeout(() => {
    logger.error('shutdown took longer than 15 s; exiting');
    process.exit(1);
  }, 15_000);
  force.unref();
  await server.stop();
  process.exit(0);
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => void shutdown(signal));
}
