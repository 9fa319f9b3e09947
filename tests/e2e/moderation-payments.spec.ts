import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { shortTicketId } from '#shared/format.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxEvent } from '#server/payments/sandbox-provider.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { E2E_DATA_DIR } from './e2e-server.ts';
import { atBothWidths, expect, test, viewports } from './fixtures.ts';
import { newParty } from './escrow-support.ts';
import { submitPlanThroughApi } from './payments-support.ts';
import { apiOf, signInAsPerson, type Api } from './people.ts';

// A payment that funds nothing (here: the wrong amount, the right number of cents in euros, and
// a checkout paid twice) is refunded at once and flagged for a moderator
// (docs/decisions/0007-payments-and-escrow.md); the console lists it under "Payments to look at".
// The payments come as a provider sends them: signed events to the webhook, signed with the
// sandbox's secret in the e2e server's data folder. Other specs' flagged payments share the list:
// each card is found by its own request.

/** Delivers a signed sandbox payment event to the webhook, as the provider would. */
async function deliverPayment(
  request: APIRequestContext,
  payment: { billingRecordId: string; amountCents: number; currency: string },
) {
  const secret = await readFile(path.join(E2E_DATA_DIR, 'sandbox-payments.secret'), 'utf8');
  const body = JSON.stringify({
    id: `evt_${randomUUID()}`,
    type: 'payment.succeeded',
    paymentId: `pi_${randomUUID()}`,
    ...payment,
  });
  const response = await request.post('/api/payments/webhook', {
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(secret.trim(), body),
    },
    data: body,
  });
  expect(response.status(), await response.text()).toBe(200);
}

/** Waits until the refunds of a request's flagged payments have gone out (a job does them). */
async function refundsSent(api: Api, ticketId: string, count: number) {
  await expect
    .poll(async () => {
      const { items } = await api.moderation.payments.list.query({});
      return items.filter((item) => item.ticketId === ticketId && item.refunded).length;
    })
    .toBe(count);
}

/** The cards of a request's flagged payments, in the list's order. */
const paymentCards = (page: Page, ticketId: string) =>
  page
    .getByRole('region', { name: 'Payments to look at', exact: true })
    .getByRole('article', { name: `Request ${shortTicketId(ticketId)}`, exact: true });

test.use({ viewport: viewports.desktop });

test('a moderator sees the payments that funded nothing, latest first, and opens their request', async ({
  page,
  browser,
}) => {
  const customer = await newParty(browser, viewports.desktop);
  const developer = await newParty(browser, viewports.desktop);
  const title = 'Checkout page crashes on submit';
  const { id: ticketId, version } = await submitPlanThroughApi(customer.page, developer.page, {
    customerName: { firstName: 'Grace', lastName: 'Hopper' },
    description: `${title}\nBuilt with Cursor`,
    milestones: [{ title: 'Fix the form', estimatedMinutes: 90, hourlyRateCents: 5000 }],
  });
  const asCustomer = apiOf(customer.page);
  const { checkout } = await asCustomer.tickets.approvePlan.mutate({
    ticketId,
    expectedVersion: version,
  });
  // $75.00 with the first hour at half price.
  expect(checkout.amountCents).toBe(5000);
  const { api: asModerator } = await signInAsPerson(page, { role: 'moderator' });

  // One cent for the $50.00 checkout; then the milestone's next checkout paid in euros.
  await deliverPayment(page.request, {
    billingRecordId: checkout.billingRecordId,
    amountCents: 1,
    currency: 'usd',
  });
  const { milestones } = await asCustomer.tickets.get.query({ ticketId });
  const next = await asCustomer.payments.checkout.mutate({
    ticketId,
    milestoneId: milestones[0]!.id,
  });
  await deliverPayment(page.request, {
    billingRecordId: next.billingRecordId,
    amountCents: 5000,
    currency: 'eur',
  });
  // The next checkout paid right, then paid again: the longest reason, with a record's id.
  const paid = await asCustomer.payments.checkout.mutate({
    ticketId,
    milestoneId: milestones[0]!.id,
  });
  for (let time = 0; time < 2; time++) {
    await deliverPayment(page.request, {
      billingRecordId: paid.billingRecordId,
      amountCents: 5000,
      currency: 'usd',
    });
  }
  await refundsSent(asModerator, ticketId, 3);

  await page.goto('/moderation');
  const cards = paymentCards(page, ticketId);
  await expect(cards).toHaveCount(3);
  const [twice, euros, cent] = [cards.nth(0), cards.nth(1), cards.nth(2)];
  await expect(twice).toContainText('Paid a checkout a second time: it already held a payment');
  await expect(euros).toContainText('Paid in EUR, not USD');
  await expect(euros.getByRole('definition').first()).toHaveText('EUR\u00a050.00');
  await expect(cent).toContainText('Paid $0.01 instead of $50.00');
  await expect(cent.getByRole('definition').first()).toHaveText('$0.01');
  for (const card of [twice, euros, cent]) {
    await expect(card.getByRole('definition').last()).toHaveText('Refunded');
    await expect(card).toContainText('Arrived just now');
  }

  await atBothWidths(page, 'the console with flagged payments', {
    check: async () => {
      await cent.scrollIntoViewIfNeeded();
      await expectNoSeriousViolations(page, 'the console with flagged payments');
    },
    shots: 'moderation-payments/console',
  });

  // The request's number opens its case view: its money per milestone and its history.
  await cent.getByRole('link', { name: `Request ${shortTicketId(ticketId)}` }).click();
  await expect(page).toHaveURL(`/moderation/cases/${ticketId}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();

  for (const party of [customer, developer]) {
    expect(party.errors, "a party's page logged errors").toEqual([]);
    await party.context.close();
  }
});
