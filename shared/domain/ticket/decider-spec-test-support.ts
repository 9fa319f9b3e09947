import { expect } from 'vitest';
import { DomainError, type DomainErrorKind } from '../errors.ts';
import type { TicketCommand } from './commands.ts';
import { decide } from './decide.ts';
import type { TicketEvent } from './events.ts';
import { evolve } from './evolve.ts';
import type { Actor, TicketState } from './ticket-state.ts';

// The decider's tests in given / when / then form: given the events that happened, when an actor
// sends a command, then exactly these events are decided, or the command is refused.

/** The id `decide` gives a milestone added in a test. */
export const NEW_MILESTONE_ID = 'm-new';

/** The ticket these events make, folded as the event store replays them. */
export function stateAfter(history: readonly TicketEvent[]): TicketState | null {
  let state: TicketState | null = null;
  for (const [index, event] of history.entries()) {
    state = evolve(state, event, {
      ticketId: 't-1',
      occurredAt: new Date(Date.UTC(2026, 10, 1, 10, index)),
    });
  }
  return state;
}

export function given(...history: TicketEvent[]) {
  const state = stateAfter(history);
  return {
    when(actor: Actor, command: TicketCommand) {
      const decided = () => decide(state, command, actor, { newId: () => NEW_MILESTONE_ID });
      return {
        /** Exactly these events, in this order (a key left out must be absent). */
        then(...events: TicketEvent[]) {
          expect(decided()).toStrictEqual(events);
        },
        /** Refused for this reason, in these words when given; nothing decided. */
        thenRefuses(kind: DomainErrorKind, message?: string) {
          let refusal: unknown;
          try {
            decided();
          } catch (error) {
            refusal = error;
          }
          expect(refusal, `${command.type} by ${actor.id} is refused`).toBeInstanceOf(DomainError);
          expect(refusal).toMatchObject(message === undefined ? { kind } : { kind, message });
        },
      };
    },
  };
}
