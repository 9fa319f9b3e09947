import { sql } from 'drizzle-orm';
import type { Task } from 'graphile-worker';
import { z } from 'zod';
import { firstLine } from '#shared/format.ts';
import { digestGapMinutes, MAIL_EVERY } from '#shared/schemas/request-alerts.ts';
import type { Database, Executor } from '../db/client.ts';
import {
  IN_POOL,
  notifications,
  profiles,
  requestAlerts,
  tickets,
  users,
} from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import { AVAILABLE_HREF } from '../notifications/new-request.ts';
import { openToSql } from '../tickets/open-to.ts';
import { GREETING, queueEmailToUser } from '../mail/outbox.ts';
import { renderEmail, type RenderedEmail } from '../mail/templates/layout.ts';
import { unsubscribeLinks, unsubscribeSecret } from '../mail/unsubscribe-token.ts';

export const REQUEST_DIGEST_TASK = 'request-digest';

/**
 * Every minute (docs/request-alerts.md#the-digests-timing): each developer whose next digest is
 * due gets one. At most one attempt: the next minute's run does the same work anyway.
 */
export const REQUEST_DIGEST_CRON = `* * * * * ${REQUEST_DIGEST_TASK} ?max=1`;

/** The most requests one mail lists by name; the rest are counted ("and 3 more"). */
const LISTED_MAX = 20;

/** The most developers one run mails, so that a run stays short; the next run takes the rest. */
const DEVELOPERS_PER_RUN = 500;

// A test (or an operator) may run the task as of a given time; the crontab's runs use the clock.
const payloadSchema = z.looseObject({ now: z.iso.datetime({ offset: true }).optional() });

export function requestDigestTask(deps: { db: Database; env: Env }): Task {
  return async (raw) => {
    const { now } = payloadSchema.parse(raw ?? {});
    await sendRequestDigests(deps, now ? new Date(now) : new Date());
  };
}

/** The least time since the last digest, per choice, as SQL ('never' has none: never due). */
const gap = sql.raw(
  `case mail_every ${MAIL_EVERY.flatMap((every) => {
    const minutes = digestGapMinutes[every];
    return minutes === null ? [] : [`when '${every}' then interval '${minutes} minutes'`];
  }).join(' ')} end`,
);

/** What a developer's new, unread notices of posted requests are (the digest's to-do). */
const UNDIGESTED = sql`${notifications.kind} = 'new_request' and ${notifications.digestedAt} is null
  and ${notifications.readAt} is null`;

interface DigestRequest {
  title: string;
  categories: string[];
  budget: string;
}

/**
 * Sends every developer whose digest is due (their choice's gap since the last one has passed)
 * one mail listing the requests their unread 'new_request' notices name that they may still take,
 * and marks those notices digested; returns how many mails were queued. Each developer is one
 * transaction holding their `request_alerts` row (skip locked): two runs at once (two instances)
 * never mail anyone twice, and a mail is queued with the marks or not at all.
 */
export async function sendRequestDigests(
  deps: { db: Database; env: Env },
  now: Date,
): Promise<number> {
  const { db } = deps;
  // No row means "at once" (docs/request-alerts.md): the row is what a digest locks, so those
  // with a notice and no row get one first.
  await db.execute(sql`
    insert into ${requestAlerts} (user_id)
    select distinct ${notifications.userId} from ${notifications} where ${UNDIGESTED}
    on conflict (user_id) do nothing`);
  const secret = await unsubscribeSecret(db);
  let mailed = 0;
  for (let run = 0; run < DEVELOPERS_PER_RUN; run++) {
    const outcome = await db.transaction((tx) => digestOne(tx, deps.env, secret, now));
    if (outcome === 'none') break;
    if (outcome === 'mailed') mailed++;
  }
  return mailed;
}

/** The next due developer's digest, in the caller's transaction; 'none' when nobody is due. */
async function digestOne(
  tx: Executor,
  env: Env,
  secret: string,
  now: Date,
): Promise<'none' | 'mailed' | 'nothing-left'> {
  const at = now.toISOString();
  const [due] = await tx.execute<{ user_id: string; available_seen_at: string | Date | null }>(sql`
    select user_id, available_seen_at from ${requestAlerts}
    where mail_every <> 'never'
      and (digest_sent_at is null or digest_sent_at + ${gap} <= ${at}::timestamptz)
      and user_id in (select ${notifications.userId} from ${notifications} where ${UNDIGESTED})
    limit 1
    for update skip locked`);
  if (!due) return 'none';
  const userId = due.user_id;
  // Marked whatever follows: a request taken meanwhile needs no mail later either.
  const marked = await tx.execute<{ ticket_id: string | null }>(sql`
    update ${notifications} set digested_at = ${at}::timestamptz
    where ${notifications.userId} = ${userId} and ${UNDIGESTED}
    returning ticket_id`);
  const ticketIds = marked.flatMap((row) => (row.ticket_id ? [row.ticket_id] : []));
  const requests = ticketIds.length === 0 ? [] : await stillTheirs(tx, userId, ticketIds);
  if (requests.length === 0) return 'nothing-left';
  await queueEmailToUser(tx, userId, digestMail(env, secret, userId, requests));
  await tx.execute(sql`
    update ${requestAlerts} set digest_sent_at = ${at}::timestamptz
    where ${requestAlerts.userId} = ${userId}`);
  return 'mailed';
}

/**
 * Of the requests named, those the developer may still see and take now, oldest first: in the
 * pool (not taken, not deleted), open to them (offered to them, or to nobody and in their
 * categories as they stand), not their own, while they
 * are a developer who is not suspended; and not posted before they last opened Available
 * Requests, where they saw them already. A mail carries nothing its reader may not see.
 */
async function stillTheirs(
  tx: Executor,
  userId: string,
  ticketIds: string[],
): Promise<DigestRequest[]> {
  const rows = await tx.execute<{ title: string; categories: string[]; budget: string }>(sql`
    select ${tickets.description} as title, ${tickets.categories} as categories,
      ${tickets.budget} as budget
    from ${tickets}
    join ${profiles} on ${profiles.id} = ${userId} and ${profiles.userType} = 'developer'
    join ${users} on ${users.id} = ${userId} and ${users.suspendedAt} is null
    where ${tickets.id} in (${sql.join(
      ticketIds.map((id) => sql`${id}::uuid`),
      sql`, `,
    )})
      and ${IN_POOL}
      and ${tickets.customerId} <> ${userId}
      and ${openToSql(userId, profiles.supportedCategories)}
      and ${tickets.createdAt} > coalesce((select ${requestAlerts.availableSeenAt}
        from ${requestAlerts} where ${requestAlerts.userId} = ${userId}), '-infinity')
    order by ${tickets.createdAt}, ${tickets.id}`);
  return rows.map((row) => ({
    title: firstLine(row.title).slice(0, 80),
    categories: row.categories,
    budget: row.budget,
  }));
}

// The categories' words, as the app shows them (the client's category-labels.ts).
const categoryWords: Record<string, string> = {
  mobile: 'Mobile',
  'react-native': 'React Native',
  ios: 'iOS',
  android: 'Android',
  backend: 'Backend',
  web: 'Web',
  infrastructure: 'Infrastructure',
  other: 'Other',
};

/**
 * The digest (docs/request-alerts.md#the-digests-timing): each request's title, categories and
 * budget.
 */
function digestMail(
  env: Env,
  secret: string,
  userId: string,
  requests: DigestRequest[],
): RenderedEmail {
  const count = requests.length;
  const listed = requests.slice(0, LISTED_MAX);
  const line = (request: DigestRequest) =>
    `• ${request.title} — ${request.categories.map((c) => categoryWords[c] ?? c).join(', ')} — budget ${request.budget}`;
  return renderEmail({
    subject:
      count === 1
        ? 'A new request matches your categories'
        : `${count} new requests match your categories`,
    paragraphs: [
      GREETING,
      count === 1
        ? 'A request in your categories was posted and is waiting for an Unblocker:'
        : `${count} requests in your categories were posted and are waiting for an Unblocker:`,
      ...listed.map(line),
      ...(count > listed.length ? [`…and ${count - listed.length} more.`] : []),
    ],
    action: {
      label: 'See Available Requests',
      url: new URL(AVAILABLE_HREF, env.publicUrl).toString(),
    },
    footnote:
      'You choose how often these come (or that they never do) under "New request emails" on your dashboard.',
    // Unsubscribing sets that choice to never (docs/mail.md#unsubscribing).
    unsubscribe: unsubscribeLinks(env, secret, userId, 'new_requests'),
  });
}
