import type { Logger } from 'pino';
import type postgres from 'postgres';
import type { createDatabase, Database } from './client.ts';
import { askedAfterArrival } from './asked-after-arrival.ts';
import { isDatabaseUnavailable } from './errors.ts';

export interface ReplicaReadsOptions {
  /** How stale a read may be: a replica further behind than this is not read from. */
  maxLagMs: number;
  /** How often each replica's position is compared with the primary's: at most maxLagMs / 3. */
  checkEveryMs: number;
  logger: Pick<Logger, 'info' | 'warn'>;
}

/**
 * Reads that can tolerate a little staleness, spread over streaming replicas, with the primary
 * standing in whenever no replica is current enough (docs/scaling.md#read-replicas).
 *
 * `read(work)` runs `work` on the database the chooser picks: a replica known to be current to
 * within `maxLagMs`, else the primary. The database is chosen per read, not per query built:
 * our hot reads are drizzle prepared queries made once per database (ADR 0006), and Drizzle's
 * `withReplicas`, which picks a replica when a query is built, would pin each of them to the
 * replica it was first built on.
 *
 * How current a replica is comes from a check every `checkEveryMs`. The primary's WAL insert
 * position (`pg_current_wal_insert_lsn()`) is noted with the time it was asked; a commit
 * acknowledged before that time is in the WAL before that position, whatever synchronous_commit
 * says (the write position, `pg_current_wal_lsn()`, would not do: with synchronous_commit off, a
 * commit is acknowledged before its WAL is written, and a replica that had replayed to the write
 * position could still lack it; the test tier's PostgreSQL runs so). A replica
 * whose replayed position (`pg_last_wal_replay_lsn()`) has reached the position noted at time T
 * holds every commit acknowledged before T: it is "current as of" the newest such T, and its lag
 * at any moment is the time since. That is an upper bound. Idle, it is at most one check
 * interval; under steady writes a replica a millisecond behind may miss the newest noted position
 * and read up to two intervals, hence checkEveryMs ≤ maxLagMs / 3. A replica whose checks hang or
 * fail, or whose replay stops, ages out by itself. (Replay timestamps,
 * `pg_last_xact_replay_timestamp()`, would not do: they grow old on an idle primary with no lag at
 * all.)
 *
 * `readCurrent(work)` answers as the primary would have when the read arrived, for reads whose
 * reader may have just written, or whose live feed started just before (lists, a request's page,
 * conversations). It asks the primary for its WAL position, a statement that touches no table,
 * and reads on a current replica that has replayed to that position; else on the primary. Every
 * commit acknowledged before the read arrived is at or before that position, so the answer holds
 * it. Reads that arrive while a position is being asked share the next one, asked once it answers,
 * so under load the primary answers one such question per round trip, not one per read.
 *
 * A read on a replica that cannot be reached (errors.ts: isDatabaseUnavailable) is asked again on
 * the primary, and so is every read still waiting on that replica: on a pool whose server went
 * away, postgres.js fails the first statements and holds later ones until it has a connection
 * again (measured here: of 40 statements 10 ms apart, 13 failed at once and 27 waited for the
 * server's restart). Only reads reach a replica, so asking the primary again cannot do anything
 * twice; the abandoned statement answers into nothing, or fails, once the replica is back. The
 * pools are the caller's: `stop` ends the checks only, and a replica's pool is ended with a
 * timeout (`sql.end({ timeout })`), as postgres.js's `end()` waits for as long as its server is
 * away when a statement was waiting for a connection.
 */
export function createReplicaReads(
  primary: DatabaseClient,
  replicaClients: readonly DatabaseClient[],
  options: ReplicaReadsOptions,
) {
  const { maxLagMs, checkEveryMs, logger } = options;
  if (replicaClients.length === 0) throw new Error('createReplicaReads needs a replica');
  if (checkEveryMs * 3 > maxLagMs) {
    throw new Error(
      `checkEveryMs (${checkEveryMs}) must be at most a third of maxLagMs (${maxLagMs}): ` +
        'a current replica may look up to two check intervals behind',
    );
  }
  let stopped = false;

  const replicas = replicaClients.map(({ sql, db }, index): Replica => {
    const replica: Replica = {
      name: `replica ${index + 1} (${describe(sql)})`,
      sql,
      db,
      currentAsOf: -Infinity,
      replayedNow: askedAfterArrival(async () => {
        const [row] = await sql<{ replayed: string | null }[]>`
          select pg_last_wal_replay_lsn()::text as replayed`;
        return row?.replayed ? parseLsn(row.replayed) : -1n;
      }),
      usable: false,
      checking: false,
      waiting: new Set(),
    };
    return replica;
  });

  /** The primary's WAL positions over the last maxLagMs, each with when it was asked. */
  let positions: Array<{ at: number; lsn: bigint }> = [];
  let sampling = false;

  const isCurrent = (replica: Replica) => performance.now() - replica.currentAsOf <= maxLagMs;

  /** Logs a change only: the chooser itself reads currentAsOf, which ages between checks. */
  function noteUsability(replica: Replica, reason: string) {
    const usable = isCurrent(replica);
    if (stopped || usable === replica.usable) return;
    replica.usable = usable;
    if (usable) logger.info(`${replica.name}: current, reads go to it`);
    else logger.warn(`${replica.name}: ${reason}; its reads go to the primary or another replica`);
  }

  function setUnusable(replica: Replica, reason: string) {
    replica.currentAsOf = -Infinity;
    noteUsability(replica, reason);
    // Reads still waiting on it are asked on the primary now (see `read`).
    for (const moveOn of replica.waiting) moveOn();
    replica.waiting.clear();
  }

  async function checkReplica(replica: Replica): Promise<void> {
    try {
      const [row] = await replica.sql<{ recovering: boolean; replayed: string | null }[]>`
        select pg_is_in_recovery() as recovering, pg_last_wal_replay_lsn()::text as replayed`;
      if (!row?.recovering || row.replayed === null) {
        // Promoted, or not a replica at all: it no longer follows the primary's writes.
        setUnusable(replica, 'not a streaming replica (promoted?)');
        return;
      }
      const replayed = parseLsn(row.replayed);
      const reached = positions.filter((position) => position.lsn <= replayed).at(-1);
      if (reached) replica.currentAsOf = Math.max(replica.currentAsOf, reached.at);
      noteUsability(replica, `more than ${maxLagMs} ms behind the primary`);
    } catch (error) {
      setUnusable(replica, `its check failed (${String(error)})`);
    }
  }

  async function samplePrimary(): Promise<void> {
    const at = performance.now();
    const [row] = await primary.sql<{ lsn: string }[]>`
      select pg_current_wal_insert_lsn()::text as lsn`;
    // Older positions cannot make a replica current enough any more.
    positions = positions.filter((position) => position.at >= performance.now() - maxLagMs);
    if (row) positions.push({ at, lsn: parseLsn(row.lsn) });
  }

  /**
   * One question at a time per server: a statement on a pool whose server went away may wait
   * until it is back (see readsFallingBackTo), and checks must not pile up behind it. A replica
   * whose check waits ages meanwhile, and once it is no longer current its waiting reads go to the
   * primary. With the primary unanswered, every replica ages (reads then go to the primary, which
   * fails them as it would without replicas).
   */
  const tick = () => {
    for (const replica of replicas) {
      if (replica.checking && !isCurrent(replica)) {
        setUnusable(replica, 'its check has not answered');
      }
    }
    if (sampling) return;
    sampling = true;
    samplePrimary()
      .then(() => {
        for (const replica of replicas) {
          if (replica.checking) continue;
          replica.checking = true;
          void checkReplica(replica).finally(() => (replica.checking = false));
        }
      })
      .catch(() => {})
      .finally(() => (sampling = false));
  };
  const timer = setInterval(tick, checkEveryMs);
  timer.unref();
  tick();

  /** A current replica at random, or none. */
  const choose = () => {
    const current = replicas.filter(isCurrent);
    return current[Math.floor(Math.random() * current.length)];
  };

  /** The primary's WAL position, asked after the caller arrived. */
  const primaryPosition = askedAfterArrival(async () => {
    const [row] = await primary.sql<{ lsn: string }[]>`
      select pg_current_wal_insert_lsn()::text as lsn`;
    if (!row) throw new Error('pg_current_wal_insert_lsn() answered no row');
    return parseLsn(row.lsn);
  });

  /**
   * How far `replica` has replayed, asked after the caller arrived; -1 if it cannot say, or is
   * found unusable while the question waits (a pool whose server went away holds it, see `read`).
   */
  async function replayedBy(replica: Replica): Promise<bigint> {
    try {
      const replayed = await unlessLost(replica, replica.replayedNow());
      return replayed === LOST ? -1n : replayed;
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      setUnusable(replica, `its position could not be read (${String(error)})`);
      return -1n;
    }
  }

  /** `work` on `replica`, else (it cannot be reached) on the primary. */
  async function readOn<T>(replica: Replica, work: (db: Database) => Promise<T>): Promise<T> {
    try {
      const answered = await unlessLost(replica, work(replica.db));
      if (answered !== LOST) {
        counts.replica++;
        return answered;
      }
    } catch (error) {
      if (!isDatabaseUnavailable(error)) throw error;
      setUnusable(replica, `a read failed (${String(error)})`);
    }
    counts.primary++;
    return work(primary.db);
  }

  /** Where reads were answered (each once), for /metrics, the benches and tests. */
  const counts = { replica: 0, primary: 0 };

  return {
    /**
     * `work`'s reads on a current replica, else on the primary; on the primary again when the
     * replica cannot be reached. Never for a write, nor for a read that must see one just made.
     */
    async read<T>(work: (db: Database) => Promise<T>): Promise<T> {
      const replica = choose();
      if (!replica) {
        counts.primary++;
        return work(primary.db);
      }
      return readOn(replica, work);
    },
    /**
     * `work`'s reads as the primary would answer them now: on a current replica that has
     * replayed to the primary's position of this moment, else on the primary. Never for a write.
     */
    async readCurrent<T>(work: (db: Database) => Promise<T>): Promise<T> {
      const replica = choose();
      if (replica) {
        // Both asked after the read arrived, so at once: whenever the replica was asked, having
        // replayed to a primary position asked after the arrival means it holds every commit
        // acknowledged before it. A replica a step behind is asked once more.
        const [position, replayed] = await Promise.all([primaryPosition(), replayedBy(replica)]);
        if (replayed >= position || (await replayedBy(replica)) >= position) {
          return readOn(replica, work);
        }
      }
      counts.primary++;
      return work(primary.db);
    },
    counts,
    stop() {
      stopped = true;
      clearInterval(timer);
    },
  };
}

export type ReplicaReads = ReturnType<typeof createReplicaReads>;

/** Reads that may come from a replica: `createReplicaReads`'s, or absent for the primary alone. */
export type ReplicaRouting = Pick<ReplicaReads, 'read' | 'readCurrent' | 'counts'>;

type ReadDeps = { db: Database; reads?: ReplicaRouting };

/**
 * Runs a read that tolerates a replica's lag through `reads` when the instance has replicas,
 * else on `db`.
 */
export function readLagTolerant<T>(deps: ReadDeps, work: (db: Database) => Promise<T>): Promise<T> {
  return deps.reads ? deps.reads.read(work) : work(deps.db);
}

/**
 * Runs a read that must hold every commit acknowledged before it arrived (the reader's own, and
 * any whose live signal went out before the reader's feed started): on a replica that has
 * replayed that far when the instance has one, else on `db`.
 */
export function readCurrent<T>(deps: ReadDeps, work: (db: Database) => Promise<T>): Promise<T> {
  return deps.reads ? deps.reads.readCurrent(work) : work(deps.db);
}

/** A pool and Drizzle on it, as `createDatabase` makes them. */
type DatabaseClient = ReturnType<typeof createDatabase>;

interface Replica {
  name: string;
  /** The replica's own pool, for its checks. */
  sql: postgres.Sql;
  db: Database;
  /** A `performance.now()` time: every commit acknowledged before it is on the replica. */
  currentAsOf: number;
  /** Its replayed position, asked after the caller arrived. */
  replayedNow: () => Promise<bigint>;
  /** As last logged. */
  usable: boolean;
  /** A check is under way (see tick). */
  checking: boolean;
  /** The questions waiting on it: each is told when it is found unusable, and moves on. */
  waiting: Set<() => void>;
}

const LOST = Symbol('the replica was lost');

/**
 * `question`'s answer, or LOST if `replica` is found unusable first. Each question is registered
 * while it waits and removed once answered: a race against one long-lived "lost" promise would
 * instead leave every answered read's result attached to that promise for as long as the replica
 * stays healthy (measured: the heap grew by about 1 KB a read).
 */
function unlessLost<T>(replica: Replica, question: Promise<T>): Promise<T | typeof LOST> {
  return new Promise<T | typeof LOST>((resolve, reject) => {
    const moveOn = () => resolve(LOST);
    replica.waiting.add(moveOn);
    question.then(resolve, reject).finally(() => replica.waiting.delete(moveOn));
  });
}

/** A WAL position (`16/B374D848`) as a number, to compare positions of two servers. */
function parseLsn(lsn: string): bigint {
  const [high = '0', low = '0'] = lsn.split('/');
  return (BigInt(`0x${high}`) << 32n) + BigInt(`0x${low}`);
}

/** host:port/database of a client, for log lines (never its password). */
function describe(client: postgres.Sql): string {
  const { host, port, database } = client.options;
  return `${host.join(',')}:${port.join(',')}/${database}`;
}
