import type { Locator, Page } from '@playwright/test';
import { E2E_PASSWORD, linkTo, uniqueEmail, waitForMail } from './accounts-support.ts';
import { BASE_URL } from './e2e-server.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { newParty } from './escrow-support.ts';
import { expect, horizontalOverflow, test, viewports } from './fixtures.ts';
import { apiOf, insertApplications, signInAsPerson } from './people.ts';

// Issue 19 "Vetting developers": a moderator decides developer applications in /moderation; an
// approved applicant follows the mailed invite link to Beta Access, signs up and is a vetted
// developer. Other specs send applications too, so every card is found by its own name.

interface Application {
  name: string;
  email: string;
  specialty: 'javascript' | 'python' | 'aiml' | 'fullstack';
  bio?: string;
}

/**
 * Sends an application through the procedure the /become-unblocker form calls, and confirms it
 * with the mailed link's token as its owner would (confirm-application.spec.ts drives the page).
 */
async function apply(page: Page, application: Application): Promise<void> {
  const response = await page.request.post('/api/trpc/waitlist.joinDevelopers', {
    headers: { origin: BASE_URL },
    data: { json: application },
  });
  expect(response.status(), await response.text()).toBe(200);
  const mail = await waitForMail(page.request, application.email, /^Confirm your Unblock/);
  const token = new URL(linkTo(mail, '/become-unblocker/confirm'), BASE_URL).hash.slice(
    '#token='.length,
  );
  const confirmed = await page.request.post('/api/trpc/waitlist.confirmApplication', {
    headers: { origin: BASE_URL },
    data: { json: { token } },
  });
  expect(confirmed.status(), await confirmed.text()).toBe(200);
}

/** A dev mailbox mail's plain text (sent by the mailbox, not typed by accounts-support). */
const textOf = (mail: object): string => (mail as { text?: string }).text ?? '';

const applicationCard = (page: Page, name: string): Locator =>
  page.getByRole('article', { name, exact: true });

test.describe('on a laptop', () => {
  test.use({ viewport: viewports.desktop });

  test('decline with a reason, approve, and the mailed link makes a vetted developer', async ({
    page,
    browser,
  }) => {
    const ada: Application = {
      name: 'Ada Lovelace',
      email: uniqueEmail('ada'),
      specialty: 'python',
      bio: 'Notes on the Analytical Engine. https://example.com/ada',
    };
    const charles: Application = {
      name: 'Charles Babbage',
      email: uniqueEmail('charles'),
      specialty: 'fullstack',
    };
    await apply(page, charles);
    await apply(page, ada);
    await signInAsPerson(page, { role: 'moderator' });
    await page.goto('/moderation');
    await expect(page.getByRole('heading', { level: 1, name: 'Moderation' })).toBeVisible();
    // Other specs' cases may be waiting (moderation-cases.spec.ts drives them); only the
    // section is checked here.
    await expect(page.getByRole('region', { name: 'Cases', exact: true })).toBeVisible();

    // Decline: the reason is required, then mailed; the card shows it under "Decided".
    const charlesCard = applicationCard(page, charles.name);
    await expect(charlesCard).toContainText('Full Stack');
    await expect(charlesCard.getByRole('link', { name: charles.email })).toHaveAttribute(
      'href',
      `mailto:${charles.email}`,
    );
    await charlesCard.getByRole('button', { name: 'Decline Charles Babbage' }).click();
    const declineDialog = page.getByRole('dialog', { name: 'Decline Charles Babbage?' });
    await declineDialog.getByRole('button', { name: 'Decline' }).click();
    await expect(declineDialog.getByText('A reason is required')).toBeVisible();
    const reason = 'We need a public project to look at first.';
    await declineDialog.getByLabel('Reason').fill(reason);
    await declineDialog.getByRole('button', { name: 'Decline' }).click();
    await expect(declineDialog).toHaveCount(0);
    const decided = page.getByRole('region', { name: 'Decided', exact: true });
    const declined = decided.getByRole('article', { name: charles.name });
    await expect(declined).toContainText('Declined just now');
    await expect(declined).toContainText(`Reason: ${reason}`);
    await expect(declined.getByRole('button')).toHaveCount(0);

    // Approve: confirmed first, then the card says until when the code works.
    const adaCard = applicationCard(page, ada.name);
    await expect(adaCard.getByRole('link', { name: /example\.com\/ada/ })).toHaveAttribute(
      'href',
      'https://example.com/ada',
    );
    await adaCard.getByRole('button', { name: 'Approve Ada Lovelace' }).click();
    const approveDialog = page.getByRole('alertdialog', { name: 'Approve Ada Lovelace?' });
    await expect(approveDialog).toContainText('single-use invite code');
    await expect(approveDialog).toContainText('valid for 14 days');
    await approveDialog.getByRole('button', { name: 'Approve' }).click();
    await expect(approveDialog).toHaveCount(0);
    const approved = decided.getByRole('article', { name: ada.name });
    await expect(approved).toContainText('Approved just now');
    // The decision's outcome takes the focus the vanished button had.
    await expect(page.locator(':focus')).toContainText('Invite code valid until');

    const declineMail = await waitForMail(
      page.request,
      charles.email,
      /^About your Unblock developer/,
    );
    expect(textOf(declineMail)).toContain(reason);
    const mail = await waitForMail(page.request, ada.email, /developer invite code/);
    const code = /Your invite code: (\S+)/.exec(textOf(mail))?.[1];
    expect(code, textOf(mail)).toBeTruthy();
    const lastDay = /valid until (\w+ \d{1,2}, \d{4})/.exec(textOf(mail))?.[1];
    await expect(approved).toContainText(`Invite code valid until ${lastDay}.`);
    const link = linkTo(mail, '/learn-more');
    expect(link).toBe(`/learn-more?code=${code}#beta-access`);

    // The applicant, in their own browser, follows the link: Beta Access with the code in.
    const applicant = await newParty(browser, viewports.desktop);
    await applicant.page.goto(link);
    const betaTab = applicant.page.getByRole('tab', { name: 'Beta Access' });
    await expect(betaTab).toHaveAttribute('aria-selected', 'true');
    const panel = applicant.page.getByRole('tabpanel', { name: 'Beta Access' });
    await expect(panel.getByLabel('Invite code')).toHaveValue(code!);
    await panel.getByLabel('Email', { exact: true }).fill(ada.email);
    await panel.getByLabel('Password', { exact: true }).fill(E2E_PASSWORD);
    await panel.getByLabel('Confirm password').fill(E2E_PASSWORD);
    await panel.getByLabel('First name (optional)').fill('Ada');
    await panel.getByLabel('Last name (optional)').fill('Lovelace');
    await panel.getByRole('button', { name: 'Sign Up', exact: true }).click();

    await expect(applicant.page).toHaveURL(/\/(verification-pending|dashboard\/developer)$/);
    if (new URL(applicant.page.url()).pathname === '/verification-pending') {
      const confirm = await waitForMail(applicant.page.request, ada.email, /Confirm your email/);
      await applicant.page.goto(linkTo(confirm, '/auth/callback'));
    }
    await expect(applicant.page).toHaveURL('/dashboard/developer', { timeout: 5_000 });
    await expect(
      applicant.page.getByRole('heading', { level: 1, name: 'Developer Dashboard' }),
    ).toBeVisible();
    await expect(applicant.page.getByText('Vetted developer', { exact: true })).toBeVisible();
    expect(applicant.errors, 'the applicant page logged errors').toEqual([]);
    await applicant.context.close();
  });
});

test.describe('on a 360 px phone', () => {
  // The browser logs the server's CONFLICT answer as a failed resource.
  test.use({ viewport: viewports.phone, expectedConsoleErrors: [/status of 409/] });

  test('long text fits, Axe passes, a decision taken elsewhere shows in the dialog, and others are sent away', async ({
    page,
  }) => {
    const long: Application = {
      name: 'Maria Konstantinovna Wolkonskaya-Hohenberg-Sternfeld',
      email: uniqueEmail('a-rather-long-address-for-a-developer-application'),
      specialty: 'aiml',
      bio: `${'I build retrieval pipelines and evaluation harnesses for language models. '.repeat(6)}\n\nhttps://github.com/${'a-very-long-repository-name'.repeat(3)}\njavascript:alert(1)\n${'x'.repeat(120)}`,
    };
    await apply(page, long);
    await signInAsPerson(page, { role: 'moderator' });
    await page.goto('/moderation');
    const card = applicationCard(page, long.name);
    await expect(card).toContainText('AI/ML');
    // Only the http(s) address is a link; the script address stays text.
    await expect(card.getByRole('link')).toHaveCount(2);
    await expect(card.getByText(/javascript:alert\(1\)/)).toBeVisible();
    expect(await horizontalOverflow(page), 'sideways scroll').toBe(0);
    await expectNoSeriousViolations(page);

    // Another moderator approves it while this one's dialog is open: the server's answer shows
    // in the dialog, and the card behind it is brought up to date.
    await card.getByRole('button', { name: `Approve ${long.name}` }).click();
    const dialog = page.getByRole('alertdialog', { name: `Approve ${long.name}?` });
    await expect(dialog).toBeVisible();
    expect(await horizontalOverflow(page), 'sideways scroll with the dialog').toBe(0);
    const { items } = await apiOf(page).moderation.applications.list.query({});
    const id = items.find((application) => application.email === long.email)?.id;
    await apiOf(page).moderation.applications.approve.mutate({ id: id! });
    await dialog.getByRole('button', { name: 'Approve' }).click();
    await expect(dialog.getByRole('alert')).toHaveText('This application was already approved.');
    // Once the list knows, only the way out is left.
    await expect(dialog.getByRole('button', { name: 'Approve' })).toHaveCount(0);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(
      page
        .getByRole('region', { name: 'Decided', exact: true })
        .getByRole('article', { name: long.name }),
    ).toContainText('Invite code valid until');

    await signInAsPerson(page, { role: 'developer' });
    await page.goto('/moderation');
    await expect(page).toHaveURL('/dashboard/developer');
  });
});

// Last in this file: its applications stay waiting, after every other test's here.
test.describe('a long list of applications', () => {
  test.use({ viewport: viewports.desktop });

  test('shows 20, loads the rest as the moderator scrolls, and counts them all', async ({
    page,
  }) => {
    const names = Array.from(
      { length: 22 },
      (_, index) => `Queued applicant ${String(index + 1).padStart(2, '0')}`,
    );
    await insertApplications(names);
    await signInAsPerson(page, { role: 'moderator' });
    await page.goto('/moderation');

    const waiting = page.getByRole('region', { name: /^Waiting for a decision/ });
    await expect(applicationCard(page, names[0]!)).toBeVisible();
    // Oldest first: the newest are on a later page, yet the heading counts every one.
    await expect(applicationCard(page, names[21]!)).toHaveCount(0);
    const heading = await waiting.getByRole('heading', { level: 3 }).textContent();
    const count = Number(/\((\d+)\)/.exec(heading ?? '')?.[1]);
    expect(count).toBeGreaterThanOrEqual(names.length);

    await waiting.getByRole('article').last().scrollIntoViewIfNeeded();
    await expect(applicationCard(page, names[21]!)).toBeVisible();
    await expect(waiting.getByRole('article')).toHaveCount(count);
  });
});
