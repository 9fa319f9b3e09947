import type { TicketCommand } from '#shared/domain/ticket/commands.ts';
import { fullNameOf } from '#shared/format.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { Actor, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import type { Database } from '../db/client.ts';
import { executeTicketCommand, type ExecuteOptions } from '../ticket-commands/ticket-store.ts';
import { ticketNotices } from './ticket-notices.ts';
import { reviewTimers } from './review-timers.ts';
import { offerEffects } from './hire-again.ts';
import { moneyEffects } from '../payments/money-effects.ts';
import type { Env } from '../env.ts';
import type { TicketSnapshotCache } from '../ticket-commands/snapshot-cache.ts';
import { AppError, REQUEST_TAKEN_TEXT } from '#shared/errors.ts';
import { readTicketProjection } from '../ticket-commands/read-projection.ts';
import { takenFrom, visibleTo } from './ticket-queries.ts';

/**
 * A signed-in user's command on an existing ticket: NOT_FOUND unless they may see it (checked on
 * the snapshot the command decides on), then the domain decides (CONFLICT when not allowed now or when the version moved on).
 */
export async function runTicketCommand(
  deps: {
    db: Database;
    env: Env;
    ticketSnapshots?: TicketSnapshotCache;
    /** The signed-in person giving the command: their name tells the other side who did it. */
    me?: Pick<Me, 'firstName' | 'lastName'>;
  },
  viewer: Actor,
  input: {
    ticketId: string;
    expectedVersion: number;
    command: TicketCommand;
    /**
     * A refusal of the caller's own, on the snapshot the command decides on (after NOT_FOUND,
     * before the version check): e.g. a case someone else resolved meanwhile says so.
     */
    check?: (ticket: TicketState) => void;
  },
  /** The command's own work before the write, and the checkout it writes (Approve Plan's). */
  own: Pick<ExecuteOptions, 'prepare' | 'checkout'> = {},
) {
  const grab = input.command.type === 'GrabTicket';
  const { state } = await executeTicketCommand(deps.db, {
    ticketId: input.ticketId,
    expectedVersion: input.expectedVersion,
    command: input.command,
    actor: viewer,
    authorize: (ticket) => {
      if (grab && takenFrom(viewer, ticket)) throw takenError();
      const seen = visibleTo(viewer, ticket);
      input.check?.(seen);
    },
    prepare: own.prepare,
    snapshots: deps.ticketSnapshots,
    notices: ({ events, state }) =>
      ticketNotices(deps.env, events, state, { ...viewer, name: named(deps.me) }),
    checkout: own.checkout,
    sideEffects: (result) => [
      reviewTimers(result.events, result.state, new Date()),
      moneyEffects(result.events, new Date()),
      offerEffects(result.events, result.state),
    ],
  }).catch(async (error: unknown) => {
    // Beaten to the same version by a simultaneous grab, the store answers a bare conflict:
    // the request as it stands tells whether it was taken.
    if (grab && error instanceof AppError && error.code === 'CONFLICT') {
      if (takenFrom(viewer, await readTicketProjection(deps.db, input.ticketId)))
        throw takenError();
    }
    throw error;
  });
  return { id: state.id, version: state.version, status: state.status };
}

/** A grab lost to another developer: a conflict, where other commands on it are NOT_FOUND. */
const takenError = () => new AppError('CONFLICT', REQUEST_TAKEN_TEXT, 'REQUEST_TAKEN');

const named = (me: Pick<Me, 'firstName' | 'lastName'> | undefined) =>
  (me && fullNameOf(me)) || undefined;
