import { and, eq } from 'drizzle-orm';
import type { Logger } from 'pino';
import type { Sql } from 'postgres';
import { AppError } from '#shared/errors.ts';
import type { Me } from '#shared/schemas/auth.ts';
import { loadMe } from '../auth/me.ts';
import type { Database } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { LiveBus } from '../live/live-bus.ts';
import { createPaymentProvider } from '../payments/provider-from-env.ts';
import { withSandboxSecret } from '../payments/sandbox-secret.ts';
import { createCallerFactory } from '../trpc/init.ts';
import { appRouter } from '../trpc/router.ts';

export interface OperatorDeps {
  env: Env;
  db: Database;
  sql: Sql;
  logger: Logger;
}

/**
 * The router as an operator's script calls it (docs/operations.md#operators-commands): in-process,
 * through `createCaller`, so a script passes the same validation and authorisation as a screen.
 * Acting as a moderator (`actAs`: their email) it may do what that moderator may, and the request's
 * history names them; without one it may only do operators' own work (`operators.*`).
 */
export async function operatorCaller(deps: OperatorDeps, actAs?: string) {
  const me = actAs ? await moderatorByEmail(deps.db, actAs) : null;
  // The same sandbox secret as the server on this data directory, as startServer resolves it.
  const env = await withSandboxSecret(deps.env);
  return createCallerFactory(appRouter)({
    env,
    db: deps.db,
    // Never started: a script subscribes to nothing; commands notify through the database.
    bus: new LiveBus(deps.sql, deps.logger),
    logger: deps.logger,
    payments: createPaymentProvider(env),
    me,
    sessionId: null,
    operator: true,
    ip: '127.0.0.1',
    transport: 'http',
    requestId: 'operator',
    setSession: () => {},
    clearSession: () => {},
  });
}

export type OperatorCaller = Awaited<ReturnType<typeof operatorCaller>>;

async function moderatorByEmail(db: Database, email: string): Promise<Me> {
  const [row] = await db
    .select({ id: users.id })
    .from(users)
    .innerJoin(profiles, eq(profiles.id, users.id))
    .where(and(eq(users.email, email.trim().toLowerCase()), eq(profiles.userType, 'moderator')));
  if (!row) throw new AppError('NOT_FOUND', `No moderator has the email ${email}`);
  return loadMe(db, row.id);
}
