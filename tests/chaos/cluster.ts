import { execFile, spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { createWriteStream } from 'node:fs';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import pino from 'pino';
import { createDatabase } from '#server/db/client.ts';
import {
  startEmbeddedPostgres,
  type EmbeddedPostgresHandle,
} from '#server/db/embedded-postgres.ts';
import { ensureDatabase } from '#server/db/ensure-database.ts';
import { findFreePort } from '#server/db/free-port.ts';
import { migrateDatabase } from '#server/db/migrate.ts';
import { repository } from '../../scripts/bench/processes.ts';
import { startSmtpSink } from '../fixtures/smtp-sink.ts';
import { UNBUILT_CLIENT_DIR } from '../setup/unbuilt-client.ts';

/**
 * The production shape on one machine, with parts a test can break: a real PostgreSQL it can
 * restart or stop (same port, same data), a real SMTP server that keeps every mail, and server
 * instances as processes of their own that it can kill outright (`kill -9`) and start again.
 * Each instance's output goes to a log file in the cluster's folder.
 */
export async function startCluster(options: {
  instances: number;
  /** Set for every instance; a function when it depends on the database (a pooler before it). */
  env?: Record<string, string> | ((databaseUrl: string) => Promise<Record<string, string>>);
  /** Start again an instance that ends on its own, as production's supervisor (chaos only). */
  supervise?: boolean;
}) {
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'unblock-cluster-'));
  await fs.chmod(root, 0o755);
  const pgPort = await findFreePort();
  const dataDir = path.join(root, 'postgres');
  let pg: EmbeddedPostgresHandle | undefined = await startEmbeddedPostgres({
    dataDir,
    port: pgPort,
  });
  await ensureDatabase(pg.adminUrl, 'unblock');
  const databaseUrl = pg.urlFor('unblock');
  const database = createDatabase(databaseUrl, { max: 4 });
  await migrateDatabase(database.db, databaseUrl, pino({ level: 'silent' }));
  const smtp = await startSmtpSink();
  // One secret for every instance: a checkout opened through one is confirmed through another.
  const sandboxSecret = randomBytes(24).toString('hex');
  const extraEnv = typeof options.env === 'function' ? await options.env(databaseUrl) : options.env;

  const instances = await Promise.all(
    Array.from({ length: options.instances }, async (_, index) => {
      const port = await findFreePort();
      const address = `http://127.0.0.1:${port}`;
      const env = {
        NODE_ENV: 'test',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: address,
        DATA_DIR: path.join(root, `instance-${index}`),
        DATABASE_URL: databaseUrl,
        SMTP_URL: smtp.url,
        MAIL_FROM: 'Unblock <hello@unblock.test>',
        LOG_LEVEL: 'warn',
        TRUST_PROXY: 'false',
        SANDBOX_PAYMENTS_SECRET: sandboxSecret,
        CLIENT_DIR: UNBUILT_CLIENT_DIR,
        ...extraEnv,
      };
      return new Instance(
        `instance-${index}`,
        address,
        env,
        path.join(root, `instance-${index}.log`),
        options.supervise ?? false,
      );
    }),
  );
  await Promise.all(instances.map((instance) => instance.start()));

  return {
    root,
    databaseUrl,
    db: database.db,
    smtp,
    instances,
    /** PostgreSQL stops (fast shutdown: sessions are ended, as in a restart). */
    async stopDatabase() {
      await pg?.stop();
      pg = undefined;
    },
    async startDatabase() {
      pg = await startEmbeddedPostgres({ dataDir, port: pgPort });
    },
    /**
     * PostgreSQL frozen (SIGSTOP), not stopped: its port still accepts connections (the kernel
     * completes them) but nothing answers, and statements under way hang, as on a host that
     * stalls. The request deadline is the only bound then (docs/operations.md#faults). Returns
     * the processes stopped, for `thawDatabase`.
     */
    async freezeDatabase(): Promise<number[]> {
      const postmaster = Number(
        (await fs.readFile(path.join(dataDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
      );
      // The postmaster first, so it forks no new backend while its children are being stopped.
      signal([postmaster], 'SIGSTOP');
      const children = await childrenOf(postmaster);
      signal(children, 'SIGSTOP');
      return [postmaster, ...children];
    },
    /** Lets frozen processes run again: children first, then the postmaster that forks more. */
    thawDatabase(pids: number[]) {
      signal(pids.slice(1), 'SIGCONT');
      signal(pids.slice(0, 1), 'SIGCONT');
    },
    /** Stops everything; `keepFiles` leaves the logs and data for a person to read. */
    async stop(options: { keepFiles?: boolean } = {}) {
      await Promise.all(instances.map((instance) => instance.stop()));
      await database.sql.end({ timeout: 5 });
      await smtp.close();
      await pg?.stop();
      if (!options.keepFiles) await fs.rm(root, { recursive: true, force: true });
    },
  };
}

export type Cluster = Awaited<ReturnType<typeof startCluster>>;

/** The processes whose parent is `pid` (`ps --ppid`). */
async function childrenOf(pid: number): Promise<number[]> {
  const { stdout } = await promisify(execFile)('ps', ['-o', 'pid=', '--ppid', String(pid)]).catch(
    // ps exits 1 when there is none.
    () => ({ stdout: '' }),
  );
  return stdout
    .split('\n')
    .map((line) => Number(line.trim()))
    .filter((child) => Number.isInteger(child) && child > 0);
}

/** Sends `name` to each process; one that has ended meanwhile is no matter. */
export function signal(pids: number[], name: NodeJS.Signals) {
  for (const pid of pids) {
    try {
      process.kill(pid, name);
    } catch (error) {
      if ((error as NodeJS.ErrnoException).code !== 'ESRCH') throw error;
    }
  }
}

/** One server process of the cluster, started as `npm start` runs it (server/index.ts). */
class Instance {
  private child: ChildProcess | undefined;
  /** Exits nobody asked for, each restarted as the production supervisor would (see start). */
  readonly crashes: Array<{ at: Date; code: number | null; signal: string | null }> = [];
  private expectingExit = false;
  /**
   * The last start: spawned and first answering /readyz 200 (performance.now()), for the README's
   * "ready again in about 3 s" (docs/operations.md#faults).
   */
  lastStart: { spawnedAt: number; readyAt: number } | undefined;
  /** Every start but the first, the supervisor's included: spawn to /readyz 200, in ms. */
  readonly restarts: number[] = [];

  constructor(
    readonly name: string,
    readonly address: string,
    readonly env: Record<string, string>,
    readonly logFile: string,
    private readonly supervised: boolean,
  ) {}

  async start(): Promise<void> {
    const spawnedAt = performance.now();
    const log = createWriteStream(this.logFile, { flags: 'a' });
    const child = spawn(process.execPath, ['--import', 'tsx', 'server/index.ts'], {
      cwd: repository,
      env: { ...process.env, ...this.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    child.stdout.pipe(log);
    child.stderr.pipe(log);
    this.child = child;
    this.expectingExit = false;
    // As docker-compose.yml's `restart: unless-stopped` does in production: an instance that
    // ends on its own is started again after a second, and the crash is recorded for the report.
    child.once('exit', (code, signal) => {
      if (!this.supervised || this.expectingExit || this.child !== child) return;
      this.crashes.push({ at: new Date(), code, signal });
      this.child = undefined;
      setTimeout(() => void this.start().catch(() => {}), 1000);
    });
    // This child's readiness: a start whose child ends (the supervisor starts another) fails,
    // rather than timing the next child from its own spawn.
    await this.ready(60_000, child);
    const first = this.lastStart === undefined;
    this.lastStart = { spawnedAt, readyAt: performance.now() };
    if (!first) this.restarts.push(this.lastStart.readyAt - spawnedAt);
  }

  /** `kill -9`: no shutdown, no released locks, no goodbye. */
  async kill(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null) return;
    this.expectingExit = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  }

  async stop(): Promise<void> {
    const child = this.child;
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.expectingExit = true;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }

  get pid(): number | undefined {
    return this.child?.pid;
  }

  /**
   * Resolves once /readyz answers 200 (database, live bus and worker ready); with `child`, fails
   * as soon as that process has ended, whatever answers on the port after it.
   */
  async ready(timeoutMs: number, child?: ChildProcess): Promise<void> {
    const deadline = Date.now() + timeoutMs;
    for (;;) {
      const running = child ?? this.child;
      if (running && (running.exitCode !== null || running.signalCode !== null)) {
        throw new Error(`${this.name} exited (see ${this.logFile})`);
      }
      const status = await fetch(`${this.address}/readyz`).then(
        (response) => response.status,
        () => 0,
      );
      if (status === 200) return;
      if (Date.now() > deadline) throw new Error(`${this.name} not ready (see ${this.logFile})`);
      // Often enough that the moment it is ready is known to a tenth of a second.
      await new Promise((resolve) => setTimeout(resolve, 100));
    }
  }
}
