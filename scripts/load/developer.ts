import { milestoneUnderWay } from '#shared/domain/ticket/ticket-rules.ts';
import { converse, messageBudgets } from './conversation.ts';
import { between, milestone, pick } from './request-content.ts';
import type { SimulatedBrowser, Ticket, TicketStatus } from './simulated-browser.ts';
import type { Action } from './weighted-choice.ts';

/** A request as lists and cards give it (their status is a plain string). */
interface ListedCard {
  id: string;
  status: string;
  version: number;
  developerId: string | null;
}

/** A developer works a few requests at a time: no new grab while this many wait for a plan. */
const MAX_PLANNING = 2;

/**
 * A developer: browses the requests available in their categories, takes one (and sometimes
 * loses the race for it), asks a customer a question first now and then, plans
 * milestones and submits the plan, starts paid milestones and delivers them with a file, checks
 * their earnings, and talks with their customers.
 */
export class Developer {
  readonly budgets = messageBudgets();
  /** The ids on the Available list as last seen (pages loaded, live updates). */
  readonly pool = new Set<string>();

  constructor(
    readonly browser: SimulatedBrowser,
    readonly me: string,
  ) {}

  async open(ticketId: string, maybeGone = false): Promise<Ticket | null> {
    const ticket = await this.browser.call(
      'tickets.get',
      (api) => api.tickets.get.query({ ticketId }),
      maybeGone ? ['NOT_FOUND'] : [],
    );
    if (ticket?.developerId === this.me) this.browser.see(ticket);
    return ticket;
  }

  /** A card from a list or a live signal: the pool's or one of their own. */
  place(card: ListedCard): void {
    if (card.status === 'AWAITING_ASSIGNMENT' && card.developerId === null) {
      this.pool.add(card.id);
      return;
    }
    this.pool.delete(card.id);
    if (card.developerId === this.me) this.browser.see(card);
  }

  async available(): Promise<void> {
    const page = await this.browser.call('tickets.available', (api) =>
      api.tickets.available.query({}),
    );
    if (!page) return;
    this.pool.clear();
    for (const card of page.items) this.place(card);
    if (!page.nextCursor || Math.random() > 0.3) return;
    await this.browser.think();
    const next = await this.browser.call('tickets.available, next page', (api) =>
      api.tickets.available.query({ cursor: page.nextCursor }),
    );
    for (const card of next?.items ?? []) this.place(card);
  }

  async assigned(which: 'open' | 'history'): Promise<void> {
    const page = await this.browser.call(`tickets.assigned ${which}`, (api) =>
      api.tickets.assigned.query({ which }),
    );
    for (const card of page?.items ?? []) this.place(card);
    if (!page?.nextCursor || Math.random() > 0.2) return;
    await this.browser.think();
    const next = await this.browser.call(`tickets.assigned ${which}, next page`, (api) =>
      api.tickets.assigned.query({ which, cursor: page.nextCursor }),
    );
    for (const card of next?.items ?? []) this.place(card);
  }

  /** A request from the pool they last saw, taken off it (it may be gone by now). */
  takeFromPool(): string {
    const ticketId = pick([...this.pool]);
    this.pool.delete(ticketId);
    return ticketId;
  }
}

const own = (developer: Developer, ...statuses: TicketStatus[]) =>
  developer.browser.ticketsIn(...statuses);

export const developerActions: ReadonlyArray<Action<Developer>> = [
  { name: 'available requests', weight: () => 30, run: (developer) => developer.available() },
  {
    name: 'dashboard',
    weight: () => 15,
    run: async (developer) => {
      await developer.browser.call('tickets.counters', (api) => api.tickets.counters.query());
      await developer.assigned('open');
    },
  },
  { name: 'history', weight: () => 3, run: (developer) => developer.assigned('history') },
  {
    name: 'take a request',
    weight: (developer) =>
      developer.pool.size > 0 && own(developer, 'DEVELOPER_PLANNING').length < MAX_PLANNING
        ? 20
        : 0,
    run: async (developer) => {
      // "View Details" first: someone may have taken it since the list loaded.
      const ticket = await developer.open(developer.takeFromPool(), true);
      if (ticket?.status !== 'AWAITING_ASSIGNMENT') return;
      await developer.browser.think(1500, 5000);
      // Lost races: CONFLICT when both commands meet, NOT_FOUND when the other one committed
      // first (the request has left the pool, so this developer may no longer see it).
      const grabbed = await developer.browser.call(
        'tickets.grabTicket',
        (api) =>
          api.tickets.grabTicket.mutate({ ticketId: ticket.id, expectedVersion: ticket.version }),
        ['NOT_FOUND'],
      );
      if (grabbed) developer.browser.see(grabbed);
    },
  },
  {
    name: 'ask a customer first',
    weight: (developer) => (developer.pool.size > 0 ? 3 : 0),
    run: (developer) =>
      converse(developer.browser, developer.budgets, developer.takeFromPool(), {
        me: developer.me,
        maybeGone: true,
      }),
  },
  {
    name: 'plan a request',
    weight: (developer) => (own(developer, 'DEVELOPER_PLANNING').length > 0 ? 40 : 0),
    run: async (developer) => {
      const ticket = await developer.open(pick(own(developer, 'DEVELOPER_PLANNING')).id);
      if (ticket?.status !== 'DEVELOPER_PLANNING') return;
      let version = ticket.version;
      const first = ticket.milestones[0];
      if (first) {
        // The customer asked for changes: the plan is reworked, not started over.
        await developer.browser.think(2000, 6000);
        const edited = await developer.browser.call('tickets.editMilestone', (api) =>
          api.tickets.editMilestone.mutate({
            ticketId: ticket.id,
            expectedVersion: version,
            milestoneId: first.id,
            milestone: { ...milestone(), title: first.title },
          }),
        );
        if (!edited) return;
        version = edited.version;
      }
      const planned = between(1, 3);
      for (let count = ticket.milestones.length; count < planned; count++) {
        await developer.browser.think(2000, 6000);
        const added = await developer.browser.call('tickets.addMilestone', (api) =>
          api.tickets.addMilestone.mutate({
            ticketId: ticket.id,
            expectedVersion: version,
            milestone: milestone(),
          }),
        );
        if (!added) return;
        version = added.version;
      }
      await developer.browser.think();
      const submitted = await developer.browser.call('tickets.submitPlan', (api) =>
        api.tickets.submitPlan.mutate({ ticketId: ticket.id, expectedVersion: version }),
      );
      if (submitted) developer.browser.see(submitted);
    },
  },
  {
    name: 'work on a request',
    weight: (developer) => (own(developer, 'DEVELOPER_WORKING').length > 0 ? 30 : 0),
    run: async (developer) => {
      const ticket = await developer.open(pick(own(developer, 'DEVELOPER_WORKING')).id);
      if (ticket?.status !== 'DEVELOPER_WORKING') return;
      const versioned = { ticketId: ticket.id, expectedVersion: ticket.version };
      const inProgress = ticket.milestones.find((m) => m.status === 'IN_PROGRESS');
      if (inProgress) {
        // The work, then the deliverable uploaded as the submit dialog does, then submitted.
        await developer.browser.think(3000, 8000);
        const fileKey = await developer.browser.upload('fix.patch', `the fix for ${ticket.id}\n`);
        if (!fileKey) return;
        const submitted = await developer.browser.call('tickets.submitMilestone', (api) =>
          api.tickets.submitMilestone.mutate({
            ...versioned,
            milestoneId: inProgress.id,
            files: { [fileKey]: 'fix.patch' },
            note: 'Fixed, see the patch.',
          }),
        );
        if (submitted) developer.browser.see(submitted);
        return;
      }
      // The next milestone starts once it is paid and nothing else is under way.
      const ready = ticket.milestones.find(
        (m) => m.paid && !m.refunded && (m.status === 'PLANNED' || m.status === 'REJECTED'),
      );
      if (!ready || milestoneUnderWay(ticket)) return;
      await developer.browser.think();
      const started = await developer.browser.call('tickets.startMilestone', (api) =>
        api.tickets.startMilestone.mutate({ ...versioned, milestoneId: ready.id }),
      );
      if (started) developer.browser.see(started);
    },
  },
  {
    name: 'message a customer',
    weight: (developer) => (ownOpen(developer).length > 0 ? 12 : 0),
    run: (developer) =>
      converse(developer.browser, developer.budgets, pick(ownOpen(developer)).id, {
        me: developer.me,
      }),
  },
  {
    name: 'earnings',
    weight: () => 4,
    run: async (developer) => {
      await developer.browser.call('payments.earnings', (api) => api.payments.earnings.query());
    },
  },
  {
    name: 'inbox',
    weight: () => 5,
    run: async (developer) => {
      await developer.browser.call('discussions.threads', (api) => api.discussions.threads.query());
    },
  },
];

const ownOpen = (developer: Developer) =>
  own(
    developer,
    'DEVELOPER_PLANNING',
    'CUSTOMER_REVIEWING_PLAN',
    'DEVELOPER_WORKING',
    'CUSTOMER_REVIEWING_RESULTS',
  );
