import { randomUUID } from 'node:crypto';
import type { Browser, BrowserContext, Page } from '@playwright/test';
import { BASE_URL } from './e2e-server.ts';
import { apiOf, signInAsPerson } from './people.ts';

// Sets up, through the real API, what the plan screens do not offer yet: a request taken by a
// developer, planned, and approved by its customer, which opens the first milestone's checkout.

/** A milestone as the developer adds it: estimated minutes and hourly rate in cents. */
export interface PlannedMilestone {
  title: string;
  estimatedMinutes: number;
  hourlyRateCents: number;
}

export interface ApprovedPlan {
  ticketId: string;
  billingRecordId: string;
  /** The checkout's path on this site (the sandbox provider's page). */
  checkoutPath: string;
  amountCents: number;
  /** The customer's cookies, to sign a test's own page in as them. */
  customerCookies: Awaited<ReturnType<BrowserContext['cookies']>>;
}

/** A browser context of its own (own cookies, own client address) for one more user. */
async function separateUser(browser: Browser): Promise<{ context: BrowserContext; page: Page }> {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const context = await browser.newContext({
    baseURL: BASE_URL,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  return { context, page: await context.newPage() };
}

interface TicketVersion {
  id: string;
  version: number;
}

/**
 * A new customer and a new developer; the customer's request is grabbed, planned with the given
 * milestones, submitted, and approved by the customer, exactly as the screens will do it.
 */
export async function approvedPlan(
  browser: Browser,
  milestones: readonly PlannedMilestone[],
): Promise<ApprovedPlan> {
  const customer = await separateUser(browser);
  const developer = await separateUser(browser);
  try {
    const { id: ticketId, version } = await submitPlanThroughApi(customer.page, developer.page, {
      customerName: { firstName: 'Grace', lastName: 'Hopper' },
      description: 'Checkout page crashes on submit\nBuilt with Cursor',
      milestones,
    });
    const approved = await apiOf(customer.page).tickets.approvePlan.mutate({
      ticketId,
      expectedVersion: version,
    });

    return {
      ticketId,
      billingRecordId: approved.checkout.billingRecordId,
      checkoutPath: new URL(approved.checkout.checkoutUrl).pathname,
      amountCents: approved.checkout.amountCents,
      customerCookies: await customer.context.cookies(),
    };
  } finally {
    await customer.context.close();
    await developer.context.close();
  }
}

/**
 * What the plan screen cannot do yet, through the API: a new customer and a new developer (web
 * category) are signed in, the customer posts a request, the developer takes it, plans the
 * milestones and submits the plan.
 */
export async function submitPlanThroughApi(
  customer: Page,
  developer: Page,
  plan: {
    customerName: { firstName: string; lastName: string };
    description: string;
    milestones: readonly PlannedMilestone[];
  },
): Promise<TicketVersion> {
  const { api: asCustomer } = await signInAsPerson(customer, {
    role: 'customer',
    ...plan.customerName,
  });
  // A developer sees and takes only requests in their supported categories.
  const { api: asDeveloper } = await signInAsPerson(developer, {
    role: 'developer',
    categories: ['web'],
  });
  const ticket = await asCustomer.tickets.createTicket.mutate({
    details: { description: plan.description, categories: ['web'], budget: '$100' },
    requestKey: randomUUID(),
  });
  let { version } = await asDeveloper.tickets.grabTicket.mutate({
    ticketId: ticket.id,
    expectedVersion: ticket.version,
  });
  for (const milestone of plan.milestones) {
    ({ version } = await asDeveloper.tickets.addMilestone.mutate({
      ticketId: ticket.id,
      expectedVersion: version,
      milestone: { ...milestone, description: `Do ${milestone.title.toLowerCase()}` },
    }));
  }
  ({ version } = await asDeveloper.tickets.submitPlan.mutate({
    ticketId: ticket.id,
    expectedVersion: version,
  }));
  return { id: ticket.id, version };
}
