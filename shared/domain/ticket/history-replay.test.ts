import { describe, expect, it, vi } from 'vitest';
import { parseTicketEvent } from './events.ts';
import { evolve } from './evolve.ts';
import {
  dataAsWrittenBefore,
  storedHistories,
  type StoredStep,
} from './stored-histories-test-support.ts';
import { created, developer, given, planning } from './test-support.ts';
import { nextStatus } from './ticket-transitions.ts';
import type { TicketState } from './ticket-state.ts';
import type * as MachineModule from './ticket.machine.ts';

// Tomorrow's rules: a copy of the machine in which grabbing a request and submitting the plan
// lead elsewhere than they did when the stored histories below were written.
vi.mock('./ticket.machine.ts', async (importOriginal) => {
  const { createMachine } = await import('xstate');
  const original = await importOriginal<typeof MachineModule>();
  const { config, implementations } = original.ticketMachine;
  const states = config.states as Record<string, { on: Record<string, object> }>;
  const retarget = (status: string, type: string, target: string) => {
    const state = states[status]!;
    return { ...state, on: { ...state.on, [type]: { ...state.on[type], target } } };
  };
  const changed = createMachine(
    {
      ...config,
      states: {
        ...states,
        AWAITING_ASSIGNMENT: retarget(
          'AWAITING_ASSIGNMENT',
          'GrabTicket',
          'CUSTOMER_REVIEWING_PLAN',
        ),
        DEVELOPER_PLANNING: retarget('DEVELOPER_PLANNING', 'SubmitPlan', 'DEVELOPER_WORKING'),
      },
    },
    implementations as never,
  );
  return { ...original, ticketMachine: changed };
});

const cast = {
  customer: 'customer-1',
  developer: 'dev-1',
  otherDeveloper: 'dev-2',
  moderator: 'mod-1',
  m1: 'm1',
  m2: 'm2',
};

/** The status after each stored event, replaying them as read back from the store. */
function statusesReplayed(steps: readonly StoredStep[], data: (step: StoredStep) => unknown) {
  let state: TicketState | null = null;
  return steps.map((step, index) => {
    const event = parseTicketEvent(step.event.type, data(step));
    state = evolve(state, event, {
      ticketId: 't-1',
      occurredAt: new Date(Date.UTC(2026, 10, 1, 10, index)),
    });
    return state.status;
  });
}

describe('a stored history replays as it was written, whatever the rules say now', () => {
  it('runs under changed rules: a new command leads, and is recorded, where they say', () => {
    expect(nextStatus(given(...created()), { type: 'GrabTicket' }, developer)).toBe(
      'CUSTOMER_REVIEWING_PLAN',
    );
    expect(given(...planning()).status).toBe('CUSTOMER_REVIEWING_PLAN');
  });

  for (const history of storedHistories(cast)) {
    it(`replays "${history.name}" to the statuses it had when written`, () => {
      const written = history.steps.map((step) => step.status);
      expect(statusesReplayed(history.steps, (step) => step.event.data)).toEqual(written);
      // Events written before they recorded their status replay the same.
      expect(statusesReplayed(history.steps, (step) => dataAsWrittenBefore(step.event))).toEqual(
        written,
      );
    });
  }
});
