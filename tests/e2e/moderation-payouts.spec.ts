import { randomUUID } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { shortTicketId } from '#shared/format.ts';
import { SANDBOX_SIGNATURE_HEADER, signSandboxEvent } from '#server/payments/sandbox-provider.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { E2E_DATA_DIR } from './e2e-server.ts';
import { atBothWidths, expect, test, viewports } from './fixtures.ts';
import { newParty } from './escrow-support.ts';
import { signInAsPerson } from './people.ts';

// A customer's bank disputes a payment: the provider's signed event holds the developer's
// payouts, and the moderators' console lists the hold under "Payouts to look at" with the request
// it concerns, until a moderator lifts it (docs/payments.md#refunds-stay-honest).

test('a disputed payment holds the developer’s payouts until a moderator lifts the hold', async ({
  browser,
  page,
}) => {
  const customer = await newParty(browser, viewports.desktop);
  const developer = await newParty(browser, viewports.desktop);
  const asCustomer = (await signInAsPerson(customer.page, { role: 'customer', firstName: 'Ada' }))
    .api;
  const asDeveloper = (
    await signInAsPerson(developer.page, {
      role: 'developer',
      firstName: 'Grace',
      lastName: `Hopper ${randomUUID().slice(0, 4)}`,
      categories: ['web'],
    })
  ).api;
  const me = await asDeveloper.auth.me.query();
  const developerName = `Grace ${me?.lastName ?? ''}`;
  // A request taken, planned, approved and paid, through the API.
  const ticket = await asCustomer.tickets.createTicket.mutate({
    details: { description: 'Refunds never arrive', categories: ['web'], budget: '$100' },
    requestKey: randomUUID(),
  });
  let { version } = await asDeveloper.tickets.grabTicket.mutate({
    ticketId: ticket.id,
    expectedVersion: ticket.version,
  });
  ({ version } = await asDeveloper.tickets.addMilestone.mutate({
    ticketId: ticket.id,
    expectedVersion: version,
    milestone: {
      title: 'Fix refunds',
      description: 'Work',
      estimatedMinutes: 60,
      hourlyRateCents: 5000,
    },
  }));
  ({ version } = await asDeveloper.tickets.submitPlan.mutate({
    ticketId: ticket.id,
    expectedVersion: version,
  }));
  const { checkout } = await asCustomer.tickets.approvePlan.mutate({
    ticketId: ticket.id,
    expectedVersion: version,
  });
  await asCustomer.payments.sandboxPay.mutate({ billingRecordId: checkout.billingRecordId });

  // The bank's dispute, as the provider tells it: a signed event to the webhook.
  const secret = await readFile(path.join(E2E_DATA_DIR, 'sandbox-payments.secret'), 'utf8');
  const body = JSON.stringify({
    id: `evt_${randomUUID()}`,
    type: 'payment.disputed',
    paymentId: `sbx_pi_${checkout.billingRecordId}`,
  });
  const delivered = await page.request.post('/api/payments/webhook', {
    headers: {
      'content-type': 'application/json',
      [SANDBOX_SIGNATURE_HEADER]: signSandboxEvent(secret.trim(), body),
    },
    data: body,
  });
  expect(delivered.status(), await delivered.text()).toBe(200);

  await signInAsPerson(page, { role: 'moderator' });
  await page.goto('/moderation');
  const hold = page
    .getByRole('region', { name: 'Payouts to look at', exact: true })
    .getByRole('article', { name: developerName, exact: true });
  await expect(hold).toContainText('Payouts held');
  await expect(hold).toContainText('A customer disputed a payment for your work with their bank.');
  await expect(
    hold.getByRole('link', { name: `Request ${shortTicketId(ticket.id)}` }),
  ).toBeVisible();
  await expectNoSeriousViolations(page);
  await atBothWidths(page, 'the held payouts', { shots: 'payout-hold' });

  // The developer reads why on their dashboard.
  await developer.page.goto('/dashboard/developer');
  await expect(
    developer.page.getByText('A customer disputed a payment for your work with their bank.'),
  ).toBeVisible();

  await hold.getByRole('button', { name: 'Lift hold' }).click();
  await expect(hold).toHaveCount(0);
  await developer.page.reload();
  await expect(developer.page.getByRole('button', { name: 'Set up payouts' })).toBeVisible();
  await customer.context.close();
  await developer.context.close();
});
