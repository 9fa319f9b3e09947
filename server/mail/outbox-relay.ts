import { asc, eq, isNull, sql } from 'drizzle-orm';
import type { Sql } from 'postgres';
import type { Logger } from 'pino';
import type { Database } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { outboxEmails } from '../db/schema/index.ts';
import { addJobCall, addJobValues } from '../jobs/enqueue.ts';
import { OUTBOX_CHANNEL } from './outbox.ts';

export const SEND_EMAIL_TASK = 'send-email';
/** How many mails one delivery job carries at most. */
export const MAILS_PER_JOB = 100;

export interface MailRelayTiming {
  /** How long a relay gathers after it is woken, so that a burst of mails makes few jobs. */
  gatherMs: number;
  /** How often it looks anyway, for mails whose notification no relay heard. */
  sweepMs: number;
}
const defaultTiming: MailRelayTiming = { gatherMs: 200, sweepMs: 10_000 };

/**
 * Hands up to `limit` waiting mails, oldest first, to one delivery job whose payload is the list
 * of their ids (a graphile-worker batch job), in one statement: the mails are marked handed over
 * and the job added together or not at all. Rows another relay is handing over are skipped, so
 * relays of several instances never hand one mail over twice.
 */
const handOverStatement = preparedPer((db: Database) => {
  const waiting = db
    .$with('waiting')
    .as(
      db
        .select({ id: outboxEmails.id })
        .from(outboxEmails)
        .where(isNull(outboxEmails.queuedAt))
        .orderBy(asc(outboxEmails.createdAt))
        .limit(sql.placeholder('limit'))
        .for('update', { skipLocked: true }),
    );
  const handed = db.$with('handed').as(
    db
      .update(outboxEmails)
      .set({ queuedAt: sql`now()` })
      .from(waiting)
      .where(eq(outboxEmails.id, waiting.id))
      .returning({ id: outboxEmails.id, createdAt: outboxEmails.createdAt }),
  );
  const ids = sql`json_agg(json_build_object('id', ${handed.id}) order by ${handed.createdAt})`;
  return db
    .with(waiting, handed)
    .select({
      mails: sql<number>`count(*)::int`,
      // CASE evaluates only the branch taken: no mail waiting, no job.
      job: sql<string | null>`case when count(*) > 0 then ${addJobCall(ids)} end`,
    })
    .from(handed)
    .prepare('hand_over_mails');
});

const DELIVERY_JOB = addJobValues(SEND_EMAIL_TASK, { maxAttempts: 10 });

/** Hands one batch of waiting mails to a delivery job: how many it handed over. */
export async function handOverMails(db: Database): Promise<number> {
  const [row] = await handOverStatement(db).execute({ ...DELIVERY_JOB, limit: MAILS_PER_JOB });
  return row?.mails ?? 0;
}

/**
 * Moves committed mail from the outbox to the job worker in batches. A mail used to enqueue its
 * own job in the statement that wrote it; graphile-worker's `add_job` then cost PostgreSQL more
 * than the ticket change itself, and each job was fetched and completed on its own (ADR 0022).
 *
 * Every instance runs one. It wakes when a transaction that wrote mail commits (`mailQueued`
 * notifies), when it starts listening again after the connection dropped, and every
 * `sweepMs` regardless; then it hands over batches until none is full. Nothing is lost if an
 * instance dies: a mail stays waiting in the outbox until some relay hands it over.
 */
export class MailRelay {
  private gathering: NodeJS.Timeout | undefined;
  private sweeps: NodeJS.Timeout | undefined;
  private running: Promise<void> | undefined;
  private again = false;
  private unlisten: (() => Promise<void>) | undefined;
  private stopped = false;

  constructor(
    private readonly db: Database,
    private readonly sql: Sql,
    private readonly logger: Logger,
    private readonly timing: MailRelayTiming = defaultTiming,
  ) {}

  async start(): Promise<void> {
    // postgres.js calls the last argument on every (re)listen: mail committed meanwhile is
    // handed over then.
    const listening = await this.sql.listen(
      OUTBOX_CHANNEL,
      () => this.wake(),
      () => this.wake(),
    );
    this.unlisten = () => listening.unlisten();
    this.sweeps = setInterval(() => this.wake(), this.timing.sweepMs);
    this.sweeps.unref();
  }

  /** Hands waiting mail over soon; wakes that come while it gathers or runs cost nothing more. */
  wake(): void {
    if (this.stopped || this.gathering) return;
    this.gathering = setTimeout(() => {
      this.gathering = undefined;
      this.run();
    }, this.timing.gatherMs);
  }

  async stop(): Promise<void> {
    this.stopped = true;
    clearTimeout(this.gathering);
    clearInterval(this.sweeps);
    await this.unlisten?.().catch(() => {});
    await this.running;
  }

  private run(): void {
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.handOverAll().finally(() => {
      this.running = undefined;
    });
  }

  private async handOverAll(): Promise<void> {
    do {
      this.again = false;
      try {
        let handed = MAILS_PER_JOB;
        // A full batch may have left more waiting.
        while (!this.stopped && handed === MAILS_PER_JOB) handed = await handOverMails(this.db);
      } catch (error) {
        // The database is away or busy: the mail waits for the next wake or sweep.
        this.logger.warn(
          { err: error },
          'mail relay: could not hand mail over; trying again later',
        );
        return;
      }
    } while (this.again && !this.stopped);
  }
}
