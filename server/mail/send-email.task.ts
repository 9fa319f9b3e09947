import { sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import type { Database } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { retryWhileUnavailable } from '../db/retry.ts';
import { outboxEmails } from '../db/schema/index.ts';
import { MAILS_PER_JOB } from './outbox-relay.ts';
import type { MailTransport } from './transport.ts';

const mailSchema = z.object({ id: z.uuid() });
/**
 * A batch from the mail relay (a graphile-worker batch job: a list of mails), or one mail: the
 * shape of jobs enqueued before the relay (migration 0018), which may still be waiting.
 */
const payloadSchema = z.union([z.array(mailSchema).min(1).max(MAILS_PER_JOB), mailSchema]);
/** How long a sent mail keeps trying to be marked sent while the database is away. */
const MARK_SENT_FOR_MS = 60_000;

// Prepared (ADR 0006): a batch is one read, then few writes marking its mails sent.
const outboxMails = preparedPer((db: Database) =>
  db
    .select()
    .from(outboxEmails)
    .where(sql`${outboxEmails.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('outbox_mails'),
);
const markSent = preparedPer((db: Database) =>
  db
    .update(outboxEmails)
    .set({ sentAt: sql`now()`, transport: sql`${sql.placeholder('transport')}` })
    .where(sql`${outboxEmails.id} = any(${sql.placeholder('ids')}::uuid[])`)
    .prepare('outbox_mark_sent'),
);

/**
 * How many mails a job may have sent and not yet marked sent. A process killed meanwhile sends
 * them again (ADR 0018), so the bound is also how many one crash can send twice; while the
 * database is away, sending stops here instead of running ahead of the marks.
 */
export const MAX_UNMARKED_MAILS = 10;

/**
 * Marks mails sent in groups: a mail sent while the previous group is being marked waits for the
 * next group, so marking does not hold up sending (up to MAX_UNMARKED_MAILS), and a batch whose
 * mails leave at once costs two writes rather than one per mail: on a busy database each write
 * waits its turn among the commands, and one per mail made delivery fall behind
 * (docs/decisions/0022-mail-relay.md).
 */
function groupedMarks(db: Database, transport: MailTransport) {
  let waiting: Array<{ id: string; done: (error?: Error) => void }> = [];
  let beingMarked = 0;
  let marking: Promise<void> | undefined;
  const roomWanted: Array<() => void> = [];
  const markWaiting = async () => {
    while (waiting.length > 0) {
      const group = waiting;
      waiting = [];
      beingMarked = group.length;
      const ids = group.map(({ id }) => id);
      // Sent: recording it must outlast a database restart, or the retry sends it again.
      const error = await retryWhileUnavailable(
        () => markSent(db).execute({ ids, transport: transport.name }),
        MARK_SENT_FOR_MS,
      ).then(
        () => undefined,
        (failure: unknown) => (failure instanceof Error ? failure : new Error(String(failure))),
      );
      beingMarked = 0;
      for (const { done } of group) done(error);
      for (const wake of roomWanted.splice(0)) wake();
    }
    marking = undefined;
  };
  return {
    /** Resolves once the job may send another mail (fewer than the bound unmarked). */
    room: async () => {
      while (waiting.length + beingMarked >= MAX_UNMARKED_MAILS) {
        await new Promise<void>((resolve) => roomWanted.push(resolve));
      }
    },
    /** Marks a sent mail, with whichever group it joins. */
    mark: (id: string) =>
      new Promise<void>((resolve, reject) => {
        waiting.push({ id, done: (error) => (error === undefined ? resolve() : reject(error)) });
        marking ??= markWaiting();
      }),
  };
}

/**
 * Delivers outbox mails, one after another. Jobs run at least once, so a mail already marked sent
 * is skipped. For a batch it answers one promise per mail, as graphile-worker asks of batch jobs:
 * when some fail (an SMTP error), the job is retried with backoff holding only those. Sent then
 * marked: a crash between the two sends the mail again, with the same Message-ID (ADR 0018).
 */
export function sendEmailTask(db: Database, transport: MailTransport): Task {
  return async (payload) => {
    const parsed = payloadSchema.parse(payload);
    const batch = Array.isArray(parsed) ? parsed : [parsed];
    const rows = await outboxMails(db).execute({ ids: batch.map(({ id }) => id) });
    const byId = new Map(rows.map((row) => [row.id, row]));
    const marks = groupedMarks(db, transport);
    let previous: Promise<unknown> = Promise.resolve();
    const sent = batch.map(({ id }) => {
      const email = byId.get(id);
      // A mail that is not in the outbox (never, short of someone deleting it) or already marked
      // sent has nothing to send.
      if (!email || email.sentAt) return Promise.resolve();
      const sending = previous.then(marks.room).then(() => transport.send(email));
      // The next mail goes out whether this one failed or not.
      previous = sending.catch(() => {});
      return sending.then(() => marks.mark(id));
    });
    if (Array.isArray(parsed)) return sent;
    await sent[0];
  };
}
