import type { PgTable } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import type { TicketEvent } from '#shared/domain/ticket/events.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { isDeepStrictEqual } from 'node:util';
import type { Statement } from '../db/pipelined-transaction.ts';
import { ticketEvents, userFeedback } from '../db/schema/index.ts';
import { tableCodec, type TableCodec } from '../db/table-codec.ts';
import { encodeLiveMessages, LIVE_CHANNEL, type LiveMessage } from '../live/live-bus.ts';
import { milestoneCodec, ticketCodec } from './read-projection.ts';

type Codec = Pick<TableCodec<PgTable>, 'table' | 'columns' | 'assignExcluded'>;

export const eventCodec = tableCodec(ticketEvents, { omit: ['position'] });
const feedbackCodec = tableCodec(userFeedback);

/** Rows of `codec`'s table from a JSON array parameter, upserted on `conflict` (or inserted). */
const insertRows = (codec: Codec, parameter: string, conflict?: string[]) =>
  `insert into ${codec.table} (${codec.columns()})
   select ${codec.columns()} from jsonb_populate_recordset(null::${codec.table}, ${parameter})` +
  (conflict
    ? ` on conflict (${conflict.map((name) => `"${name}"`).join(', ')})
        do update set ${codec.assignExcluded(conflict)}`
    : '');

/**
 * Everything a command writes, as one statement: its events (in version order, so global
 * positions follow versions), the ticket row, the milestone rows that changed or went, the
 * ratings, and the live notification, which carries the global position of the last event
 * (known only here, after the insert; PostgreSQL delivers it on commit).
 */
const WRITE_CHANGE = `
  with new_events as (
    ${insertRows(eventCodec, '$1')}
    returning position
  ), ticket as (
    ${insertRows(ticketCodec, 'jsonb_build_array($2::jsonb)', ['id'])}
  ), removed_milestones as (
    delete from milestones where id in (select value::uuid from jsonb_array_elements_text($3))
  ), changed_milestones as (
    ${insertRows(milestoneCodec, '$4', ['id'])}
  ), ratings as (
    ${insertRows(feedbackCodec, '$5', ['ticket_id', 'feedback_left_by'])}
  )
  select pg_notify($6, jsonb_set(message::jsonb, '{ids,position}',
    to_jsonb((select max(position) from new_events)::text))::text)
  from json_array_elements_text($7::json) as message`;

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
}

/**
 * The statement that appends a change and brings the ticket's projection rows from `before` to
 * `state`. Rows are written from the folded state, so projections equal a replay by design;
 * only milestones that changed are touched. Returned unsent, for the caller's pipeline.
 */
export function changeStatement(client: Sql, change: Change): Statement {
  const { before, state } = change;
  const { milestones, ...ticket } = state;
  const kept = new Set(milestones.map((milestone) => milestone.id));
  const removed = (before?.milestones ?? [])
    .filter((milestone) => !kept.has(milestone.id))
    .map((milestone) => milestone.id);
  const changed = milestones.flatMap((milestone, position) =>
    isDeepStrictEqual(before?.milestones[position], milestone)
      ? []
      : [milestoneCodec.toJson({ ...milestone, ticketId: state.id, position })],
  );
  const ratings = change.domainEvents.flatMap((event) =>
    event.type === 'TicketRated'
      ? [
          feedbackCodec.toJson({
            ticketId: state.id,
            feedbackLeftBy: event.data.by,
            rating: event.data.rating,
            feedback: event.data.feedback,
          }),
        ]
      : [],
  );
  const json = (value: unknown) => JSON.stringify(value);
  return client.unsafe(WRITE_CHANGE, [
    json(change.events.map((event) => eventCodec.toJson(event))),
    json(ticketCodec.toJson({ ...ticket, updatedAt: change.at })),
    json(removed),
    json(changed),
    json(ratings),
    LIVE_CHANNEL,
    encodeLiveMessages(change.messages),
  ]);
}
