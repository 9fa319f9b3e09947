import { randomUUID } from 'node:crypto';
import { expect, type Locator, type Page } from '@playwright/test';
import { BASE_URL } from './e2e-server.ts';
import { atBothWidths } from './fixtures.ts';
import type { PlannedMilestone } from './payments-support.ts';
import type { Person } from './people.ts';

// The hand-over (docs/screens.md#the-hand-over-and-the-requests-history) as the specs set it up and
// read it: requests planned and paid through the API (the sandbox pays as its checkout page would),
// deliverables uploaded as the widget does, and the roadmap's decision banner and Request history
// panel.

export interface FundedRequest {
  ticketId: string;
  /** The milestones' ids, in plan order. */
  milestoneIds: string[];
}

/**
 * A new request of the customer's, taken and planned by the developer, its plan approved and
 * its first milestone paid through the sandbox (its signed webhook, as the checkout page does).
 */
export async function fundedRequest(
  customer: Person,
  developer: Person,
  description: string,
  milestones: readonly PlannedMilestone[],
): Promise<FundedRequest> {
  const ticket = await customer.api.tickets.createTicket.mutate({
    details: { description, categories: ['web'], budget: '$100' },
    requestKey: randomUUID(),
  });
  let { version } = await developer.api.tickets.grabTicket.mutate({
    ticketId: ticket.id,
    expectedVersion: ticket.version,
  });
  for (const milestone of milestones) {
    ({ version } = await developer.api.tickets.addMilestone.mutate({
      ticketId: ticket.id,
      expectedVersion: version,
      milestone: { ...milestone, description: `Do ${milestone.title.toLowerCase()}` },
    }));
  }
  ({ version } = await developer.api.tickets.submitPlan.mutate({
    ticketId: ticket.id,
    expectedVersion: version,
  }));
  const approved = await customer.api.tickets.approvePlan.mutate({
    ticketId: ticket.id,
    expectedVersion: version,
  });
  await customer.api.payments.sandboxPay.mutate({
    billingRecordId: approved.checkout.billingRecordId,
  });
  const paid = async () => {
    const state = await customer.api.tickets.get.query({ ticketId: ticket.id });
    return state.milestones[0]?.paid ?? false;
  };
  await expect.poll(paid, { message: 'the first milestone is paid' }).toBe(true);
  const state = await customer.api.tickets.get.query({ ticketId: ticket.id });
  return { ticketId: ticket.id, milestoneIds: state.milestones.map((m) => m.id) };
}

/** The ticket's version now, for a command sent through the API. */
async function versionOf(person: Person, ticketId: string): Promise<number> {
  return (await person.api.tickets.get.query({ ticketId })).version;
}

/** The developer starts a paid milestone through the API. */
export async function startThroughApi(developer: Person, ticketId: string, milestoneId: string) {
  await developer.api.tickets.startMilestone.mutate({
    ticketId,
    expectedVersion: await versionOf(developer, ticketId),
    milestoneId,
  });
}

/**
 * The developer starts and submits a milestone through the API, with a deliverable uploaded as
 * the widget uploads it (from the developer's signed-in page).
 */
export async function submitThroughApi(
  developer: Person,
  page: Page,
  ticketId: string,
  milestoneId: string,
  work: { deliverable: { name: string; text: string }; note?: string },
) {
  await startThroughApi(developer, ticketId, milestoneId);
  const response = await page.request.post('/api/files/upload', {
    headers: { origin: BASE_URL },
    multipart: {
      file: {
        name: work.deliverable.name,
        mimeType: 'text/plain',
        buffer: Buffer.from(work.deliverable.text),
      },
    },
  });
  expect(response.status(), await response.text()).toBe(200);
  const { fileKey, name } = (await response.json()) as { fileKey: string; name: string };
  await developer.api.tickets.submitMilestone.mutate({
    ticketId,
    expectedVersion: await versionOf(developer, ticketId),
    milestoneId,
    files: { [fileKey]: name },
    note: work.note,
  });
}

/** The roadmap of a request, as its customer or developer opens it; its h1. */
export async function openRoadmap(page: Page, role: 'customer' | 'developer', ticketId: string) {
  await page.goto(`/dashboard/${role}/plan/${ticketId}`);
  const heading = `Request #${ticketId.slice(-6).toUpperCase()} Roadmap`;
  // A new browser's first page starts the whole app cold: more than 5 s on a busy machine.
  await expect(page.getByRole('heading', { level: 1, name: heading })).toBeVisible({
    timeout: 15_000,
  });
  return heading;
}

/** The decision banner: what the request waits for, and the other side's latest decision. */
export const decisionBanner = (page: Page): Locator =>
  page.getByRole('region', { name: 'Where this request stands' });

/** The "Request history" panel. */
export const requestHistory = (page: Page): Locator =>
  page.getByRole('region', { name: 'Request history' });

/** The history's steps, newest first (each a list item; files and milestones are nested). */
export const historySteps = (page: Page): Locator =>
  requestHistory(page).getByRole('list', { name: 'Steps, newest first' }).locator(':scope > li');

/** A step of the history by (part of) its text. */
export const historyStep = (page: Page, text: string | RegExp): Locator =>
  historySteps(page).filter({ hasText: text });

/** The one line that says the history checks out. */
export const VERIFIED =
  'History verified: every step is recorded and its chain of fingerprints checks out.';

/**
 * At 360 px nothing may scroll sideways. When E2E_SHOTS names a folder, full-page screenshots of
 * the page as it stands at 1280 × 800 and 360 × 740 go there as `handover-${name}-…`, for a person
 * to look at (never compared). The page is left at 1280 px.
 */
export async function shoot(page: Page, name: string) {
  await atBothWidths(page, name, { shots: `handover-${name}` });
}
