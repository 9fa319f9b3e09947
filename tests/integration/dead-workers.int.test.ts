import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import pino from 'pino';
import { sql } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDatabase, type Database } from '#server/db/client.ts';
import { startWorker, type WorkerHandle } from '#server/jobs/worker.ts';
import { createTestDatabase } from '../setup/test-database.ts';

/**
 * A job claimed by a process killed outright waited four hours for graphile-worker to
 * give up on its lock. Here a worker really is killed (`kill -9`) holding a job, and the job must
 * run elsewhere within seconds (the liveness below is shortened; production's is under a minute).
 */
describe('jobs of a worker that died', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let connection: ReturnType<typeof createDatabase>;
  let db: Database;
  const workers: WorkerHandle[] = [];
  const quick = { beatMs: 200, deadAfterMs: 1000 };
  const silent = pino({ level: 'silent' });

  beforeAll(async () => {
    database = await createTestDatabase();
    connection = createDatabase(database.url, { max: 4 });
    db = connection.db;
  });

  afterEach(async () => {
    await Promise.all(workers.splice(0).map((worker) => worker.stop()));
  });

  afterAll(async () => {
    await connection.sql.end();
    await database.drop();
  });

  const addJob = (task: string) =>
    db.execute(sql`select graphile_worker.add_job(${task}, '{}'::json)`);

  /** Starts the doomed worker, gives it a job, and kills it once the job has started. */
  const killedHoldingAJob = async (instance: string) => {
    const child = spawn(process.execPath, ['--import', 'tsx', 'tests/fixtures/doomed-worker.ts'], {
      env: { ...process.env, DATABASE_URL: database.url, INSTANCE: instance },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    const lines = createInterface({ input: child.stdout });
    const said = (word: string) =>
      new Promise<void>((resolve) => lines.on('line', (line) => line === word && resolve()));
    await said('ready');
    const started = said('started');
    await addJob('probe_hold');
    await started;
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGKILL');
    await exited;
  };

  const lockedJobs = async () => {
    const rows = await db.execute<{ n: number }>(
      sql`select count(*)::int as n from graphile_worker.jobs where locked_by is not null`,
    );
    return rows[0]?.n;
  };

  it('runs the job of a worker killed outright, on another instance, within seconds', async () => {
    await killedHoldingAJob('other-host:3000');
    expect(await lockedJobs()).toBe(1);
    const ran: string[] = [];
    workers.push(
      await startWorker({
        connectionString: database.url,
        db,
        instance: 'survivor:3000',
        tasks: { probe_hold: () => void ran.push('probe_hold') },
        logger: silent,
        liveness: quick,
      }),
    );
    // Dead 1 s after its last heartbeat, found by the next sweep, run at once: well inside this
    // test's time, where graphile-worker alone would leave the job locked for 4 hours.
    await expect.poll(() => ran.length, { timeout: 25_000 }).toBe(1);
    // Completed: recorded just after the task returns (graphile-worker batches it).
    await expect.poll(lockedJobs).toBe(0);
  }, 30_000);

  it('frees them at once when the same instance starts again', async () => {
    await killedHoldingAJob('restarted:3000');
    const ran: string[] = [];
    workers.push(
      await startWorker({
        connectionString: database.url,
        db,
        instance: 'restarted:3000',
        tasks: { probe_hold: () => void ran.push('ran') },
        logger: silent,
        // Production's wait: only recognising its own predecessor can make this quick.
        liveness: { beatMs: 15_000, deadAfterMs: 40_000 },
      }),
    );
    await expect.poll(() => ran, { timeout: 5000 }).toEqual(['ran']);
  }, 30_000);

  it('leaves alone the long job of a worker that is alive', async () => {
    const runs: string[] = [];
    let finish!: () => void;
    const finished = new Promise<void>((resolve) => (finish = resolve));
    const slow = async () => {
      runs.push('slow');
      await new Promise((resolve) => setTimeout(resolve, 3000));
      finish();
    };
    for (const instance of ['busy:1', 'watching:2']) {
      workers.push(
        await startWorker({
          connectionString: database.url,
          db,
          instance,
          tasks: { probe_slow: slow },
          logger: silent,
          liveness: quick,
        }),
      );
    }
    await addJob('probe_slow');
    await finished;
    // Three seconds is three times `deadAfterMs`: the busy worker's heartbeats kept its job.
    await new Promise((resolve) => setTimeout(resolve, 500));
    expect(runs).toEqual(['slow']);
  }, 30_000);
});
