import { describe, expect, it } from 'vitest';
import type { Actor, TicketStatus } from '#shared/domain/ticket/ticket-state.ts';
import { canGrab, cardActions, planPath } from './card-actions.ts';
import { partyLine } from './card-party.ts';
import { cardCategoryLabels, cardTitle } from './card-title.ts';
import { toCardTicket, type CardTicket, type TicketListItem } from './card-ticket.ts';
import { progressSteps } from './progress-steps.ts';

const customer: Actor = { id: 'c-1', role: 'customer' };
const otherCustomer: Actor = { id: 'c-2', role: 'customer' };
const developer: Actor = { id: 'd-1', role: 'developer', categories: ['web'] };
const mobileDeveloper: Actor = { id: 'd-2', role: 'developer', categories: ['ios'] };

const row = (overrides: Partial<TicketListItem> = {}): TicketListItem => ({
  id: '3f2a9c1e-0b4d-4c7e-9a1b-5e6f7a8b9cde',
  title: 'Login fails',
  status: 'AWAITING_ASSIGNMENT',
  categories: ['web'],
  customerId: customer.id,
  developerId: null,
  offeredTo: null,
  version: 1,
  createdAt: new Date('2026-11-01T10:00:00Z'),
  // What the list returns while no developer is assigned (the joined profile is all null).
  otherParty: null as unknown as TicketListItem['otherParty'],
  ...overrides,
});

const ticket = (status: TicketStatus, developerId: string | null = developer.id): CardTicket =>
  toCardTicket(row({ status, developerId }));

describe('card actions from the shared rules', () => {
  it('lets the customer edit and delete a pending request, nothing else', () => {
    expect(cardActions(ticket('AWAITING_ASSIGNMENT', null), customer)).toEqual({
      main: 'edit',
      emphasised: false,
      canDelete: true,
    });
  });

  it('sends the customer to the plan once a developer took the request', () => {
    for (const status of [
      'DEVELOPER_PLANNING',
      'DEVELOPER_WORKING',
      'CUSTOMER_REVIEWING_RESULTS',
      'REQUIRES_MOD_ASSISTANCE',
      'CUSTOMER_APPROVED',
      'CUSTOMER_REJECTED',
    ] as const) {
      expect(cardActions(ticket(status), customer)).toEqual({
        main: 'review-plan',
        emphasised: false,
        canDelete: false,
      });
    }
    // A plan waiting for the customer's answer is their next step.
    expect(cardActions(ticket('CUSTOMER_REVIEWING_PLAN'), customer).emphasised).toBe(true);
  });

  it('never lets someone else edit or delete a request', () => {
    const actions = cardActions(ticket('AWAITING_ASSIGNMENT', null), otherCustomer);
    expect(actions.main).toBe('review-plan');
    expect(actions.canDelete).toBe(false);
  });

  it('gives the developer Create Plan while planning, View Details when pending, else View Plan', () => {
    expect(cardActions(ticket('DEVELOPER_PLANNING'), developer).main).toBe('create-plan');
    expect(cardActions(ticket('AWAITING_ASSIGNMENT', null), developer).main).toBe('view-details');
    // Pending whatever this developer's own categories are.
    expect(cardActions(ticket('AWAITING_ASSIGNMENT', null), mobileDeveloper).main).toBe(
      'view-details',
    );
    for (const status of [
      'CUSTOMER_REVIEWING_PLAN',
      'DEVELOPER_WORKING',
      'CUSTOMER_APPROVED',
    ] as const) {
      expect(cardActions(ticket(status), developer).main).toBe('view-plan');
    }
    expect(cardActions(ticket('AWAITING_ASSIGNMENT', null), developer).canDelete).toBe(false);
  });

  it('lets a developer grab only an unassigned request in one of their categories', () => {
    expect(canGrab(ticket('AWAITING_ASSIGNMENT', null), developer)).toBe(true);
    expect(canGrab(ticket('AWAITING_ASSIGNMENT', null), mobileDeveloper)).toBe(false);
    expect(canGrab(ticket('DEVELOPER_PLANNING'), developer)).toBe(false);
    expect(canGrab(ticket('AWAITING_ASSIGNMENT', null), customer)).toBe(false);
  });

  it('links each side to its own plan route', () => {
    expect(planPath('customer', 't-1')).toBe('/dashboard/customer/plan/t-1');
    expect(planPath('developer', 't-1')).toBe('/dashboard/developer/plan/t-1');
  });
});

describe('card ticket', () => {
  it('refuses a status the domain does not know', () => {
    expect(() => toCardTicket(row({ status: 'LOST' }))).toThrow('Unknown ticket status: LOST');
  });
});

describe('card title and categories', () => {
  it('titles the card with the first line', () => {
    expect(cardTitle('\nLogin fails\nmore')).toBe('Login fails');
  });

  it('hides Mobile when a more specific mobile category is present', () => {
    expect(cardCategoryLabels(['mobile', 'ios', 'web'])).toEqual(['iOS', 'Web']);
    expect(cardCategoryLabels(['mobile', 'react-native', 'android'])).toEqual([
      'React Native',
      'Android',
    ]);
    expect(cardCategoryLabels(['mobile', 'backend'])).toEqual(['Mobile', 'Backend']);
    expect(cardCategoryLabels(['other'])).toEqual(["Other / I don't know"]);
  });
});

describe('card party line', () => {
  it('names the other party, falling back to their email', () => {
    const ada = { firstName: 'Ada', lastName: 'Lovelace', email: 'ada@example.com' };
    expect(partyLine(ada, 'customer')).toEqual({ label: 'Unblocker', name: 'Ada Lovelace' });
    expect(partyLine(ada, 'developer')).toEqual({ label: 'Customer', name: 'Ada Lovelace' });
    expect(
      partyLine({ firstName: ' ', lastName: null, email: 'x@example.com' }, 'customer'),
    ).toEqual({ label: 'Unblocker', name: 'x@example.com' });
  });

  it('tells a customer whose request waits that no Unblocker has it yet', () => {
    expect(partyLine(null, 'customer')).toEqual({ label: 'Awaiting an Unblocker', name: null });
  });
});

describe('progress chain', () => {
  it('marks the steps before the current one done', () => {
    expect(progressSteps('CUSTOMER_REVIEWING_PLAN')?.map((step) => step.state)).toEqual([
      'done',
      'done',
      'current',
      'upcoming',
      'upcoming',
    ]);
    expect(progressSteps('AWAITING_ASSIGNMENT')?.[0]?.state).toBe('current');
  });

  it('leaves the chain for the last three statuses', () => {
    expect(progressSteps('CUSTOMER_APPROVED')).toBeNull();
    expect(progressSteps('CUSTOMER_REJECTED')).toBeNull();
    expect(progressSteps('REQUIRES_MOD_ASSISTANCE')).toBeNull();
  });
});
