import { randomUUID } from 'node:crypto';
import { expectNoSeriousViolations } from './axe.ts';
import { atBothWidths, expect, shot, test, viewports } from './fixtures.ts';
import { fundedRequest, openRoadmap, submitThroughApi } from './handover-support.ts';
import { newParty } from './escrow-support.ts';
import { ada, closeAll, linus, side, titled } from './sides.ts';

// Whom a customer hires (docs/profiles.md): the Unblocker's card, with their rating, above the plan
// the customer approves; their public profile, signed in and out; and fair reviews: a rating shows
// on the profile only once both parties rated (or 14 days after completion).

const ONE_HOUR = { estimatedMinutes: 60, hourlyRateCents: 5000 };

test.use({ viewport: viewports.desktop });
// Two people, a request paid and handed over through the API, then a second one planned.
test.describe.configure({ timeout: 180_000 });

test('a customer reads the Unblocker’s card and profile before approving, and the review shows once both rated', async ({
  browser,
}) => {
  const customer = await side(browser, ada);
  const developer = await side(browser, linus);
  const { person: dev } = developer;

  // A first request, completed: the customer rates, the developer not yet.
  const first = await fundedRequest(customer.person, dev, titled('Login loops'), [
    { title: 'Fix the redirect', ...ONE_HOUR },
  ]);
  await submitThroughApi(dev, developer.page, first.ticketId, first.milestoneIds[0]!, {
    deliverable: { name: 'fix.txt', text: 'Set the cookie path' },
  });
  const inReview = await customer.person.api.tickets.get.query({ ticketId: first.ticketId });
  const done = await customer.person.api.tickets.approveMilestone.mutate({
    ticketId: first.ticketId,
    expectedVersion: inReview.version,
    milestoneId: first.milestoneIds[0]!,
  });
  await customer.person.api.tickets.rateTicket.mutate({
    ticketId: first.ticketId,
    expectedVersion: done.version,
    rating: 5,
    feedback: 'Found the loop in ten minutes.',
  });

  // The developer sees that they were rated, sealed until they rate too; the rating dialog says so.
  await openRoadmap(developer.page, 'developer', first.ticketId);
  await expect(
    developer.page.getByText(
      /^Your customer rated you\. You will see it once you rate too, or on [A-Z][a-z]+ \d{1,2}, \d{4}\.$/,
    ),
  ).toBeVisible();
  // Under the request's details, no stars or words yet.
  await expect(
    developer.page.getByRole('figure').filter({ hasText: 'Your customer rated you' }),
  ).toHaveCount(0);
  await developer.page.getByRole('button', { name: 'Rate your customer' }).click();
  const dialog = developer.page.getByRole('dialog', { name: 'Rate the customer' });
  await expect(dialog).toContainText(
    'Your rating is shown to the other party and on the Unblocker’s profile once you have both rated, or 14 days after completion.',
  );
  await dialog.getByRole('button', { name: 'Cancel' }).click();

  // Sealed on the profile too: a visitor, signed out, reads no review yet.
  const visitor = await newParty(browser, viewports.desktop);
  await visitor.page.goto(`/developers/${dev.id}`);
  await expect(visitor.page.getByRole('heading', { level: 1, name: 'Linus Byte' })).toBeVisible({
    timeout: 15_000,
  });
  await expect(visitor.page.getByText('No reviews yet.')).toBeVisible();
  await expect(visitor.page.getByRole('img', { name: 'No ratings yet' })).toBeVisible();

  // The developer rates back: both rated, the customer's review shows.
  const now = await dev.api.tickets.get.query({ ticketId: first.ticketId });
  await dev.api.tickets.rateTicket.mutate({
    ticketId: first.ticketId,
    expectedVersion: now.version,
    rating: 4,
    feedback: 'Clear brief.',
  });

  // A second request, taken and planned: the customer reads whom they hire above the plan.
  const second = await customer.person.api.tickets.createTicket.mutate({
    details: { description: titled('Uploads fail'), categories: ['web'], budget: '$50' },
    requestKey: randomUUID(),
  });
  let { version } = await dev.api.tickets.grabTicket.mutate({
    ticketId: second.id,
    expectedVersion: second.version,
  });
  ({ version } = await dev.api.tickets.addMilestone.mutate({
    ticketId: second.id,
    expectedVersion: version,
    milestone: { title: 'Raise the limit', description: 'Do it', ...ONE_HOUR },
  }));
  await dev.api.tickets.submitPlan.mutate({ ticketId: second.id, expectedVersion: version });

  const page = customer.page;
  await openRoadmap(page, 'customer', second.id);
  const card = page.getByRole('region', { name: 'Your Unblocker' });
  await expect(card).toContainText('Linus Byte');
  await expect(card.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 rating' })).toBeVisible();
  await expect(card).toContainText('1 request completed');
  // Above the plan the customer is asked to approve.
  const review = page.getByRole('region', { name: 'Plan review' });
  await expect(review.getByRole('button', { name: /Approve/ })).toBeVisible();
  const [cardBox, reviewBox] = [await card.boundingBox(), await review.boundingBox()];
  expect(cardBox!.y).toBeLessThan(reviewBox!.y);
  await atBothWidths(page, 'the plan with the Unblocker’s card', {
    check: () => expectNoSeriousViolations(page, 'the plan with the Unblocker’s card'),
    shots: 'developer-profile/plan-card',
  });

  // The profile, from the card: the review, first name only, newest first.
  await card.getByRole('link', { name: 'View profile of Linus Byte' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Linus Byte' })).toBeVisible();
  const reviews = page.getByRole('region', { name: 'Reviews' });
  await expect(reviews.getByRole('listitem')).toHaveCount(1);
  await expect(reviews).toContainText('Found the loop in ten minutes.');
  await expect(reviews.getByRole('img', { name: '5 of 5 stars' })).toBeVisible();
  await expect(reviews).toContainText(/Ada · [A-Z][a-z]+ \d{4}/);
  await expect(reviews).not.toContainText('Lovelace');
  await expect(page.getByRole('region', { name: 'Specialties' })).toContainText('Web');
  await expect(page.getByText('1 request completed')).toBeVisible();
  await atBothWidths(page, 'the profile, signed in', {
    check: () => expectNoSeriousViolations(page, 'the profile, signed in'),
    shots: 'developer-profile/profile-signed-in',
  });

  // Signed out, in the public layout: the same profile.
  await visitor.page.reload();
  await expect(visitor.page.getByRole('region', { name: 'Reviews' })).toContainText(
    'Found the loop in ten minutes.',
  );
  await atBothWidths(visitor.page, 'the profile, signed out', {
    check: () => expectNoSeriousViolations(visitor.page, 'the profile, signed out'),
    shots: 'developer-profile/profile-signed-out',
  });

  // Anyone else's id: the not-found card.
  await visitor.page.goto(`/developers/${customer.person.id}`);
  await expect(visitor.page.getByText('Profile not found')).toBeVisible();
  await visitor.page.goto('/developers/not-an-id');
  await expect(visitor.page.getByText('Profile not found')).toBeVisible();
  await shot(visitor.page, 'developer-profile/not-found-1280', { fullPage: true });

  // The customer's list card of the request shows the Unblocker's card too.
  await page.goto('/dashboard/customer');
  const listCard = page.getByRole('article').filter({ hasText: 'Uploads fail' });
  await expect(listCard.getByRole('link', { name: 'View profile of Linus Byte' })).toBeVisible();
  await shot(page, 'developer-profile/dashboard-1280', { fullPage: true });

  // And the conversation's header, beside the Unblocker's name.
  await page.goto(`/discussions/${second.id}`);
  const header = page.locator('header').filter({ hasText: 'Uploads fail' });
  await expect(header.getByRole('link', { name: 'View profile of Linus Byte' })).toBeVisible();
  await expect(header.getByRole('img', { name: 'Rated 5.0 out of 5 from 1 rating' })).toBeVisible();
  await shot(page, 'developer-profile/conversation-1280');

  // The two not-found profiles' answers (404) are the only errors the visitor's page logged.
  expect(visitor.errors.filter((error) => !error.includes('status of 404 (Not Found)'))).toEqual(
    [],
  );
  expect(visitor.errors).toHaveLength(2);
  await visitor.context.close();
  await closeAll(customer, developer);
});
