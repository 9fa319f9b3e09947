import { BASE_URL } from './e2e-server.ts';
import { expect, type Browser, type BrowserContext, type Page } from '@playwright/test';
import { submitPlanThroughApi, type PlannedMilestone } from './payments-support.ts';

// Sets up through the real API what has no screen yet (a request, grabbed, planned, submitted),
// leaving both parties signed in, each in a browser context of their own, for the plan screen.

export interface Party {
  context: BrowserContext;
  page: Page;
  /** Uncaught errors and console errors the page logged (fixtures.ts does this for `page`). */
  errors: string[];
}

export interface SubmittedPlan {
  ticketId: string;
  customer: Party;
  developer: Party;
}

/** One more user: own cookies, own client address (per-address rate limits), own error log. */
export async function newParty(browser: Browser, viewport: { width: number; height: number }) {
  const octet = () => Math.floor(Math.random() * 250) + 1;
  const context = await browser.newContext({
    baseURL: BASE_URL,
    viewport,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${octet()}.${octet()}.${octet()}` },
  });
  const errors: string[] = [];
  // Popups (the checkout tabs) are pages of the same context: they are watched too.
  context.on('page', (page) => {
    page.on('pageerror', (error) => errors.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') errors.push(`console.error: ${message.text()}`);
    });
  });
  return { context, page: await context.newPage(), errors };
}

/** A new customer's request, grabbed by a new developer who plans it and submits the plan. */
export async function submittedPlan(
  browser: Browser,
  milestones: readonly PlannedMilestone[],
  viewport: { width: number; height: number },
): Promise<SubmittedPlan> {
  const customer = await newParty(browser, viewport);
  const developer = await newParty(browser, viewport);
  const ticket = await submitPlanThroughApi(customer.page, developer.page, {
    customerName: { firstName: 'Ada', lastName: 'Lovelace' },
    description: 'Payments page freezes\nThe spinner never stops after I click Buy.',
    milestones,
  });
  return { ticketId: ticket.id, customer, developer };
}

/** Axe on the page as it stands: no serious or critical violation. */
/** Pays the sandbox checkout open in `popup` and waits for the thank-you page. */
export async function payInPopup(popup: Page, amount: string): Promise<void> {
  await popup.waitForURL(/\/sandbox\/checkout\/[0-9a-f-]{36}$/);
  await popup.getByRole('button', { name: `Pay ${amount}` }).click();
  await popup.waitForURL(/\/paidSuccessful\/[0-9a-f-]{36}$/);
  await expect(
    popup.getByRole('heading', { level: 1, name: 'Thank you for your payment!' }),
  ).toBeVisible();
}
