import { isDeepStrictEqual } from 'node:util';
import type { PgTable } from 'drizzle-orm/pg-core';
import type { Sql } from 'postgres';
import type { Statement } from '../db/pipelined-transaction.ts';
import type { TicketEvent } from '#shared/domain/ticket/events.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { userFeedback } from '../db/schema/index.ts';
import { tableCodec, type TableCodec } from '../db/table-codec.ts';
import { milestoneCodec, ticketCodec } from './read-projection.ts';

const feedbackCodec = tableCodec(userFeedback);

const upsert = (
  codec: Pick<TableCodec<PgTable>, 'table' | 'columns' | 'placeholders' | 'assignExcluded'>,
  conflict: string[],
) =>
  `insert into ${codec.table} (${codec.columns()}) values (${codec.placeholders})
   on conflict (${conflict.map((name) => `"${name}"`).join(', ')}) do update set ${codec.assignExcluded(conflict)}`;

const UPSERT_TICKET = upsert(ticketCodec, ['id']);
const UPSERT_MILESTONE = upsert(milestoneCodec, ['id']);
const UPSERT_FEEDBACK = upsert(feedbackCodec, ['ticket_id', 'feedback_left_by']);
const DELETE_MILESTONES = 'delete from milestones where id = any($1::uuid[])';

/**
 * The statements that bring a ticket's projection rows from `before` (null: no rows yet) to
 * `state`, in the transaction that appends its events. Rows are written from the folded state, so
 * projections equal a replay by design; only milestones that changed are touched. They are
 * returned unsent so the caller can pipeline them with its own.
 */
export function projectionWrites(
  client: Sql,
  before: TicketState | null,
  state: TicketState,
  at: Date,
): Statement[] {
  const { milestones, ...ticket } = state;
  const kept = new Set(milestones.map((milestone) => milestone.id));
  const removed = (before?.milestones ?? []).filter((milestone) => !kept.has(milestone.id));
  const unchanged = (milestone: TicketState['milestones'][number], position: number) =>
    isDeepStrictEqual(before?.milestones[position], milestone);
  return [
    client.unsafe(UPSERT_TICKET, ticketCodec.encode({ ...ticket, updatedAt: at })),
    ...(removed.length > 0
      ? [client.unsafe(DELETE_MILESTONES, [removed.map((milestone) => milestone.id)])]
      : []),
    ...milestones.flatMap((milestone, position) =>
      unchanged(milestone, position)
        ? []
        : [
            client.unsafe(
              UPSERT_MILESTONE,
              milestoneCodec.encode({ ...milestone, ticketId: state.id, position }),
            ),
          ],
    ),
  ];
}

/** Ratings are upserted per ticket and author role (SPEC §5 "Rating"). */
export function feedbackWrites(client: Sql, ticketId: string, events: TicketEvent[]): Statement[] {
  return events.flatMap((event) =>
    event.type === 'TicketRated'
      ? [
          client.unsafe(
            UPSERT_FEEDBACK,
            feedbackCodec.encode({
              ticketId,
              feedbackLeftBy: event.data.by,
              rating: event.data.rating,
              feedback: event.data.feedback,
            }),
          ),
        ]
      : [],
  );
}
