import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { signInAsNew } from './accounts-support.ts';

// Sets up, through the real API, what the plan screens do not offer yet: a request taken by a
// developer, planned, and approved by its customer, which opens the first milestone's checkout.

const BASE_URL = 'http://localhost:4100';

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

/** Calls a tRPC mutation over HTTP as the page's signed-in user and returns its result. */
export async function callMutation<T>(page: Page, name: string, input: unknown): Promise<T> {
  const response = await page.request.post(`/api/trpc/${name}`, {
    headers: { origin: BASE_URL },
    data: { json: input },
  });
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
  const body = (await response.json()) as { result: { data: { json: T } } };
  return body.result.data.json;
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
    const approved = await callMutation<{
      checkout: { billingRecordId: string; checkoutUrl: string; amountCents: number };
    }>(customer.page, 'tickets.approvePlan', { ticketId, expectedVersion: version });

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
 * category) sign up, the customer posts a request, the developer takes it, plans the milestones
 * and submits the plan.
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
  await signInAsNew(customer, { role: 'customer', ...plan.customerName });
  await signInAsNew(developer, { role: 'developer' });
  // A developer sees and takes only requests in their supported categories.
  await callMutation(developer, 'profile.updateCategories', { categories: ['web'] });
  const ticket = await callMutation<TicketVersion>(customer, 'tickets.create', {
    details: { description: plan.description, categories: ['web'], budget: '$100' },
  });
  let { version } = await callMutation<TicketVersion>(developer, 'tickets.grab', {
    ticketId: ticket.id,
    expectedVersion: ticket.version,
  });
  for (const milestone of plan.milestones) {
    ({ version } = await callMutation<TicketVersion>(developer, 'tickets.addMilestone', {
      ticketId: ticket.id,
      expectedVersion: version,
      milestone: { ...milestone, description: `Do ${milestone.title.toLowerCase()}` },
    }));
  }
  ({ version } = await callMutation<TicketVersion>(developer, 'tickets.submitPlan', {
    ticketId: ticket.id,
    expectedVersion: version,
  }));
  return { id: ticket.id, version };
}
