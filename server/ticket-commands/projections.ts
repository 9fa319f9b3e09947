import { isDeepStrictEqual } from 'node:util';
import { sql } from 'drizzle-orm';
import { QueryBuilder } from 'drizzle-orm/pg-core';
import type { TicketEvent } from '#shared/domain/ticket/events.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { recordset } from '../db/recordset.ts';
import { milestones, ticketEvents, tickets, userFeedback } from '../db/schema/index.ts';
import { postRows, postsFrom, type MessagePost } from '../discussions/post-message.ts';
import { mailQueued, mailRows, mailsFrom, type UserMail } from '../mail/outbox.ts';
import { announced, perAnnouncing, type Announcing } from '../live/announce.ts';
import { encodeLiveMessages, type LiveMessage } from '../live/live-bus.ts';
import {
  bellMessages,
  notificationRows,
  notificationsFrom,
  type NotificationRow,
} from '../notifications/notification-rows.ts';
import { writeSession, type CheckoutSession } from '../payments/checkout-statements.ts';

const eventRows = recordset(ticketEvents, { omit: ['position'] });
const ticketRows = recordset(tickets);
const milestoneRows = recordset(milestones);
const feedbackRows = recordset(userFeedback);

/** The write statement's parameters, each one JSON text whatever the number of rows. */
type ChangeValues = Record<
  | 'events'
  | 'ticket'
  | 'removedMilestones'
  | 'changedMilestones'
  | 'ratings'
  | 'messages'
  | 'posts'
  | 'mails'
  | 'notifications'
  | 'checkout',
  string
>;
const value = (name: keyof ChangeValues) => sql.placeholder(name);

const posts = postsFrom(value('posts'));
// Who is mailed is decided before the write (the ticket's notices); the statement records the
// mails it is given.
const mails = mailsFrom(value('mails'));

/**
 * Everything a command writes, as one statement: its events (in version order, so global
 * positions follow versions), the ticket row, the milestone rows that changed or went, the
 * ratings, the system messages, mails and bell notices it calls for, the session of a checkout it
 * opened, and the live messages, which carry the global position of the last event (known only
 * here, after the insert; PostgreSQL delivers them on commit, or the statement returns them for
 * the broker: server/live/announce.ts). One statement is atomic on its own: a
 * command whose only side effects are these needs no BEGIN and COMMIT.
 *
 * Its parts are made once. A change's statement holds the parts it has rows for (an edit: its
 * events, the ticket and the notification), one prepared statement per such set; each database or
 * transaction it runs on renders them into a drizzle prepared query (a transaction's side effects
 * share its connection, so each transaction renders it again: a few microseconds, as the parts are
 * few fragments). ADR 0006, seventh revision.
 */
const cte = new QueryBuilder();
const newEvents = cte
  .$with('new_events', { position: ticketEvents.position })
  .as(sql`${eventRows.insert(sql`${value('events')}::jsonb`)} returning ${ticketEvents.position}`);
const ticketRow = cte.$with('ticket', {}).as(
  ticketRows.insert(sql`jsonb_build_array(${value('ticket')}::jsonb)`, {
    upsertOn: [tickets.id],
  }),
);
/**
 * The parts a change has only sometimes, each under the parameter that carries its rows. A
 * statement holds the parts its change has: PostgreSQL opens and locks every table (and its
 * indexes) a statement writes, at each execution, even for a part given no rows.
 */
const sometimes = {
  removedMilestones: cte.$with('removed_milestones', {}).as(
    // `= any(array(…))`, one array made first, so the rows are found through the primary key: as
    // an `in (select …)` the generic plan read the milestones table to join it with the list.
    sql`delete from ${milestones} where ${milestones.id} = any(array(
      select value::uuid from jsonb_array_elements_text(${value('removedMilestones')}::jsonb)))`,
  ),
  changedMilestones: cte.$with('changed_milestones', {}).as(
    milestoneRows.insert(sql`${value('changedMilestones')}::jsonb`, {
      upsertOn: [milestones.id],
    }),
  ),
  ratings: cte.$with('ratings', {}).as(
    feedbackRows.insert(sql`${value('ratings')}::jsonb`, {
      upsertOn: [userFeedback.ticketId, userFeedback.feedbackLeftBy],
    }),
  ),
  posts: cte.$with('posted', {}).as(posts.insert),
  // Written for its rows alone (a data-modifying CTE runs whether read or not); once committed,
  // `mailQueued` wakes the mail relay, which hands them to delivery (ADR 0022).
  mails: cte.$with('queued_mails', {}).as(mails),
  // The bell's rows, from the same notices as the mails (docs/notifications.md); their recipients'
  // bells hear of them through the change's live messages.
  notifications: cte.$with('bell', {}).as(notificationsFrom(value('notifications'))),
  // Approve Plan's checkout: the plan is approved with it or not at all (docs/payments.md).
  checkout: cte.$with('checkout_session', {}).as(writeSession(value('checkout'))),
};
type Sometimes = keyof typeof sometimes;
const sometimesNames = Object.keys(sometimes) as Sometimes[];
const lastPosition = sql`(select max(${newEvents.position}) from ${newEvents})`;

/** The statement for a change with the parts of `has` (a bit per `sometimesNames` entry). */
function changeStatement(has: number, announcing: Announcing) {
  const present = sometimesNames.filter((_, bit) => has & (1 << bit));
  // One row, so that each aggregate runs once: the messages in the order the parts were written.
  return preparedPer((executor: Executor) =>
    executor
      .with(newEvents, ticketRow, ...present.map((name) => sometimes[name]))
      .select({
        notified: sql<unknown>`(select ${announcing.payloads(
          sql`jsonb_set(message::jsonb, '{ids,position}', to_jsonb(${lastPosition}::text))::text`,
        )}
        from json_array_elements_text(${value('messages')}::json) as message)`,
        ...(present.includes('posts') ? { posted: posts.announce('posted', announcing) } : {}),
      })
      .from(sql`(select) as one`)
      .prepare(`ticket_change_${has}_${announcing.name}`),
  );
}
/** Each set of parts' statement, made when first needed. */
const changeQuery = perAnnouncing((announcing) => {
  const made = new Map<number, ReturnType<typeof changeStatement>>();
  return (has: number) => {
    let statement = made.get(has);
    if (!statement) {
      statement = changeStatement(has, announcing);
      made.set(has, statement);
    }
    return statement;
  };
});

export interface Change {
  /** The new events' rows, hash-chained, in version order (none when only rebuilding). */
  events: Array<typeof ticketEvents.$inferInsert>;
  /** The same events in the domain's shape (ratings come from them). */
  domainEvents: TicketEvent[];
  /** The projection before (null: no rows yet) and after. */
  before: TicketState | null;
  state: TicketState;
  at: Date;
  /** Live messages, sent on commit with the last event's position added. */
  messages: LiveMessage[];
  /** The system messages the change posts. */
  posts?: MessagePost[];
  /** The mails it queues (delivered after commit, never on rollback). */
  mails?: UserMail[];
  /** The bell's notices it writes, made from the same notices as its mails. */
  notifications?: NotificationRow[];
  /** The session of a checkout opened for the change, written on its record. */
  checkout?: CheckoutSession;
}

/**
 * Appends a change and brings the ticket's projection rows from `before` to `state`, through
 * `executor` (the database, or the transaction its side effects share). Rows are written from the
 * folded state, so projections equal a replay by design; only milestones that changed are
 * touched. The statement is sent at once: statements issued after it queue behind it.
 */
export function writeChange(executor: Executor, change: Change): Promise<unknown> {
  const { before, state } = change;
  const { milestones: planned, ...ticket } = state;
  const kept = new Set(planned.map((milestone) => milestone.id));
  const removed = (before?.milestones ?? [])
    .filter((milestone) => !kept.has(milestone.id))
    .map((milestone) => milestone.id);
  const changed = planned.flatMap((milestone, position) =>
    isDeepStrictEqual(before?.milestones[position], milestone)
      ? []
      : [milestoneRows.json({ ...milestone, ticketId: state.id, position })],
  );
  const ratings = change.domainEvents.flatMap((event) =>
    event.type === 'TicketRated'
      ? [
          feedbackRows.json({
            ticketId: state.id,
            feedbackLeftBy: event.data.by,
            rating: event.data.rating,
            feedback: event.data.feedback,
          }),
        ]
      : [],
  );
  const rows: Record<Sometimes, unknown[] | undefined> = {
    removedMilestones: removed,
    changedMilestones: changed,
    ratings,
    posts: change.posts,
    mails: change.mails,
    notifications: change.notifications,
    checkout: change.checkout ? [change.checkout] : undefined,
  };
  const has = sometimesNames.reduce(
    (mask, name, bit) => (rows[name]?.length ? mask | (1 << bit) : mask),
    0,
  );
  const values: ChangeValues = {
    events: JSON.stringify(change.events.map((event) => eventRows.json(event))),
    ticket: JSON.stringify(ticketRows.json({ ...ticket, updatedAt: change.at })),
    removedMilestones: JSON.stringify(removed),
    changedMilestones: JSON.stringify(changed),
    ratings: JSON.stringify(ratings),
    messages: encodeLiveMessages([...change.messages, ...bellMessages(change.notifications ?? [])]),
    posts: postRows(change.posts ?? []),
    mails: mailRows(change.mails ?? []),
    notifications: notificationRows(change.notifications ?? []),
    checkout: JSON.stringify(change.checkout ?? null),
  };
  return changeQuery()(has)(executor)
    .execute(values)
    .then(async ([row]) => {
      announced(executor, row?.notified);
      announced(executor, row?.posted);
      if (change.mails?.length) await mailQueued(executor);
    });
}
