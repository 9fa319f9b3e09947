import { randomUUID } from 'node:crypto';
import { nextPayableMilestone } from '#shared/domain/payments/checkout-rules.ts';
import { createTicketLimits } from '#server/tickets/limits.ts';
import { converse, messageBudgets } from './conversation.ts';
import { UnexpectedAnswer } from './failures.ts';
import { RateBudget } from './rate-budget.ts';
import { between, pick, requestDetails } from './request-content.ts';
import { payInSandbox } from './sandbox-payment.ts';
import type { SimulatedBrowser, Ticket, TicketStatus } from './simulated-browser.ts';
import type { Action } from './weighted-choice.ts';

/**
 * A customer: checks their requests, posts new ones now and then, reviews and approves plans
 * and pays for them in the sandbox checkout, accepts delivered work, rates, and talks with their
 * developers. Every step starts from what their screen shows (the request as the plan screen
 * loads it), so a stale list costs a read, as it does a person.
 */
export class Customer {
  readonly budgets = messageBudgets();
  readonly creates = new RateBudget(createTicketLimits(''));
  /** A person posts a request every few minutes at most, not at every pause. */
  nextCreateAt = Date.now() + between(5_000, 90_000);
  readonly rated = new Set<string>();

  constructor(
    readonly browser: SimulatedBrowser,
    readonly me: string,
  ) {}

  /** The plan screen: the request with its milestones, or null. */
  async open(ticketId: string): Promise<Ticket | null> {
    const ticket = await this.browser.call('tickets.get', (api) =>
      api.tickets.get.query({ ticketId }),
    );
    if (ticket) this.browser.see(ticket);
    const developerId = ticket?.developerId;
    if (developerId) {
      // The plan screen shows who took the request (its card, kept a minute by the web app);
      // now and then the customer opens their profile.
      if (Math.random() < 0.5) {
        await this.browser.call('developers.cards', (api) =>
          api.developers.cards.query({ ids: [developerId] }),
        );
      }
      if (Math.random() < 0.1) {
        await this.browser.call('developers.profile', (api) =>
          api.developers.profile.query({ id: developerId }),
        );
        await this.browser.call('developers.reviews', (api) =>
          api.developers.reviews.query({ id: developerId }),
        );
      }
    }
    return ticket;
  }

  /** "My Requests" (open) or "Request History", and sometimes the next page as they scroll. */
  async list(which: 'open' | 'history'): Promise<void> {
    const page = await this.browser.call(`tickets.mine ${which}`, (api) =>
      api.tickets.mine.query({ which }),
    );
    for (const card of page?.items ?? []) this.browser.see(card);
    if (!page?.nextCursor || Math.random() > 0.4) return;
    await this.browser.think();
    const next = await this.browser.call(`tickets.mine ${which}, next page`, (api) =>
      api.tickets.mine.query({ which, cursor: page.nextCursor }),
    );
    for (const card of next?.items ?? []) this.browser.see(card);
  }
}

const some = (customer: Customer, ...statuses: TicketStatus[]) =>
  customer.browser.ticketsIn(...statuses).length > 0;
const anyIn = (customer: Customer, ...statuses: TicketStatus[]) =>
  pick(customer.browser.ticketsIn(...statuses));

export const customerActions: ReadonlyArray<Action<Customer>> = [
  { name: 'dashboard', weight: () => 25, run: (customer) => customer.list('open') },
  { name: 'history', weight: () => 5, run: (customer) => customer.list('history') },
  {
    name: 'open a request',
    weight: (customer) => (customer.browser.tickets.size > 0 ? 12 : 0),
    run: async (customer) => {
      const ticket = await customer.open(pick([...customer.browser.tickets.keys()]));
      if (ticket && Math.random() < 0.3) {
        await customer.browser.call('tickets.history', (api) =>
          api.tickets.history.query({ ticketId: ticket.id }),
        );
      }
    },
  },
  {
    name: 'post a request',
    weight: (customer) => (Date.now() >= customer.nextCreateAt ? 15 : 0),
    run: async (customer) => {
      await customer.browser.think(3000, 8000);
      customer.nextCreateAt = Date.now() + between(60_000, 180_000);
      if (!customer.creates.take()) return;
      const input = { details: requestDetails(), requestKey: randomUUID() };
      const created = await customer.browser.call('tickets.createTicket', (api) =>
        api.tickets.createTicket.mutate(input),
      );
      if (!created) return;
      customer.browser.see(created);
      // Now and then the answer is lost and the form sends the same request again: the same
      // request comes back, not a second one.
      if (Math.random() < 0.05) {
        await customer.browser.call('tickets.createTicket, same key again', async (api) => {
          const again = await api.tickets.createTicket.mutate(input);
          if (again.id !== created.id) throw new UnexpectedAnswer('a second request for one key');
          return again;
        });
      }
      await customer.list('open');
    },
  },
  {
    name: 'edit a waiting request',
    weight: (customer) => (some(customer, 'AWAITING_ASSIGNMENT') ? 0.5 : 0),
    run: async (customer) => {
      const ticket = await customer.open(anyIn(customer, 'AWAITING_ASSIGNMENT').id);
      if (ticket?.status !== 'AWAITING_ASSIGNMENT') return;
      await customer.browser.think(2000, 6000);
      const edited = await customer.browser.call('tickets.editTicket', (api) =>
        api.tickets.editTicket.mutate({
          ticketId: ticket.id,
          expectedVersion: ticket.version,
          details: requestDetails(),
        }),
      );
      if (edited) customer.browser.see(edited);
    },
  },
  {
    name: 'review a plan',
    weight: (customer) => (some(customer, 'CUSTOMER_REVIEWING_PLAN') ? 40 : 0),
    run: async (customer) => {
      const ticket = await customer.open(anyIn(customer, 'CUSTOMER_REVIEWING_PLAN').id);
      if (ticket?.status !== 'CUSTOMER_REVIEWING_PLAN') return;
      await customer.browser.think(2000, 6000);
      const versioned = { ticketId: ticket.id, expectedVersion: ticket.version };
      if (Math.random() < 0.15) {
        const sentBack = await customer.browser.call('tickets.requestPlanChanges', (api) =>
          api.tickets.requestPlanChanges.mutate({ ...versioned, feedback: 'Can it be cheaper?' }),
        );
        if (sentBack) customer.browser.see(sentBack);
        return;
      }
      const approved = await customer.browser.call('tickets.approvePlan', (api) =>
        api.tickets.approvePlan.mutate(versioned),
      );
      if (!approved) return;
      customer.browser.see(approved);
      await payInSandbox(customer.browser, approved.checkout.billingRecordId);
    },
  },
  {
    name: 'pay the next milestone',
    weight: (customer) => (some(customer, 'DEVELOPER_WORKING') ? 10 : 0),
    run: async (customer) => {
      const ticket = await customer.open(anyIn(customer, 'DEVELOPER_WORKING').id);
      const milestone = ticket && nextPayableMilestone(ticket);
      if (!ticket || !milestone) return;
      await customer.browser.think();
      const checkout = await customer.browser.call('payments.checkout', (api) =>
        api.payments.checkout.mutate({ ticketId: ticket.id, milestoneId: milestone.id }),
      );
      if (checkout) await payInSandbox(customer.browser, checkout.billingRecordId);
    },
  },
  {
    name: 'review delivered work',
    weight: (customer) => (some(customer, 'CUSTOMER_REVIEWING_RESULTS') ? 40 : 0),
    run: async (customer) => {
      const ticket = await customer.open(anyIn(customer, 'CUSTOMER_REVIEWING_RESULTS').id);
      const milestone = ticket?.milestones.find((candidate) => candidate.status === 'IN_REVIEW');
      if (!ticket || !milestone) return;
      await customer.browser.think(3000, 8000);
      const onMilestone = {
        ticketId: ticket.id,
        expectedVersion: ticket.version,
        milestoneId: milestone.id,
      };
      const decided =
        Math.random() < 0.1
          ? await customer.browser.call('tickets.rejectMilestone', (api) =>
              api.tickets.rejectMilestone.mutate({ ...onMilestone, feedback: 'Still broken.' }),
            )
          : await customer.browser.call('tickets.approveMilestone', (api) =>
              api.tickets.approveMilestone.mutate({ ...onMilestone, feedback: 'Works, thanks!' }),
            );
      if (decided) customer.browser.see(decided);
    },
  },
  {
    name: 'rate a finished request',
    weight: (customer) =>
      customer.browser.ticketsIn('CUSTOMER_APPROVED').some(({ id }) => !customer.rated.has(id))
        ? 5
        : 0,
    run: async (customer) => {
      const unrated = customer.browser
        .ticketsIn('CUSTOMER_APPROVED')
        .filter(({ id }) => !customer.rated.has(id));
      const ticket = await customer.open(pick(unrated).id);
      if (!ticket) return;
      customer.rated.add(ticket.id);
      if (ticket.ratedBy.includes('customer')) return;
      await customer.browser.think(2000, 5000);
      await customer.browser.call('tickets.rateTicket', (api) =>
        api.tickets.rateTicket.mutate({
          ticketId: ticket.id,
          expectedVersion: ticket.version,
          rating: between(3, 5),
          feedback: 'Quick and clear.',
        }),
      );
    },
  },
  {
    name: 'message the developer',
    weight: (customer) => (withDeveloper(customer).length > 0 ? 12 : 0),
    run: (customer) =>
      converse(customer.browser, customer.budgets, pick(withDeveloper(customer)).id, {
        me: customer.me,
      }),
  },
  {
    name: 'inbox',
    weight: () => 6,
    run: async (customer) => {
      await customer.browser.call('discussions.threads', (api) => api.discussions.threads.query());
    },
  },
  {
    name: 'unread badge',
    weight: () => 4,
    run: async (customer) => {
      await customer.browser.call('discussions.unread', (api) => api.discussions.unread.query());
    },
  },
];

/** Open requests with a developer: they have a conversation to write in. */
const withDeveloper = (customer: Customer) =>
  customer.browser.ticketsIn(
    'DEVELOPER_PLANNING',
    'CUSTOMER_REVIEWING_PLAN',
    'DEVELOPER_WORKING',
    'CUSTOMER_REVIEWING_RESULTS',
  );
