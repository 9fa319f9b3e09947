import { createInviteCode as insertInviteCode } from '#server/auth/invite-codes.ts';
import { BASE_URL } from './e2e-server.ts';
import { e2eDatabase } from './people.ts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

/**
 * An invite code made in the e2e server's database, as an operator's command makes it
 * (`npm run admin -- invite:create`, tested in tests/integration): starting that command is a
 * Node process that loads the whole server, about 3 CPU-seconds each on this machine.
 */
export async function createInviteCode(
  options: { role?: 'customer' | 'developer'; reusable?: boolean; expires?: string } = {},
): Promise<string> {
  const row = await insertInviteCode(await e2eDatabase(), {
    grantsRole: options.role ?? 'customer',
    reusable: options.reusable ?? false,
    ...(options.expires ? { expiresAt: options.expires } : {}),
  });
  return row.code;
}

// One reusable code per role for this worker's new accounts. Single-use codes, expiry and their
// errors are tested with codes of their own.
const signUpCodes = new Map<'customer' | 'developer', Promise<string>>();
function signUpCode(role: 'customer' | 'developer'): Promise<string> {
  let code = signUpCodes.get(role);
  if (!code) {
    code = createInviteCode({ role, reusable: true });
    signUpCodes.set(role, code);
  }
  return code;
}

let counter = 0;
export const uniqueEmail = (label: string) => `${label}-${Date.now()}-${++counter}@example.com`;

interface DevMail {
  to: string;
  subject: string;
  links: string[];
  sentAt: string | null;
}

/** The newest delivered mail to `to` whose subject matches, from the dev mailbox. */
export async function waitForMail(request: APIRequestContext, to: string, subject: RegExp) {
  let found: DevMail | undefined;
  await expect
    .poll(
      async () => {
        const mails = (await (await request.get('/dev/mailbox.json')).json()) as DevMail[];
        found = mails.find((mail) => mail.to === to && subject.test(mail.subject) && mail.sentAt);
        return found !== undefined;
      },
      { timeout: 15_000, message: `a mail to ${to} matching ${subject}` },
    )
    .toBe(true);
  return found!;
}

/** The link in a mail that leads to `page`, made relative so the browser stays on baseURL. */
export function linkTo(mail: DevMail, page: string): string {
  const link = mail.links.find((href) => new URL(href).pathname === page);
  if (!link) throw new Error(`no ${page} link in "${mail.subject}"`);
  const url = new URL(link);
  return `${url.pathname}${url.search}${url.hash}`;
}

export const E2E_PASSWORD = 'a good password';

interface NewAccount {
  role: 'customer' | 'developer';
  firstName?: string;
  lastName?: string;
}

async function callProcedure(page: Page, name: string, input?: unknown): Promise<unknown> {
  const response = await page.request.post(`/api/trpc/${name}`, {
    headers: { origin: new URL(page.url() === 'about:blank' ? BASE_URL : page.url()).origin },
    data: input === undefined ? {} : { json: input },
  });
  expect(response.status(), `${name}: ${await response.text()}`).toBe(200);
  return ((await response.json()) as { result: { data: { json: unknown } } }).result.data.json;
}

/**
 * A real account of the given role, signed up with an invite code, verified through the mailed
 * link and so signed in in this page's browser context. Returns the account's email.
 */
export async function signInAsNew(page: Page, account: NewAccount): Promise<string> {
  const email = uniqueEmail(account.role);
  await callProcedure(page, 'auth.signUp', {
    email,
    password: E2E_PASSWORD,
    confirmPassword: E2E_PASSWORD,
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    inviteCode: await signUpCode(account.role),
  });
  const mail = await waitForMail(page.request, email, /Confirm your email/);
  const token = new URL(mail.links.find((href) => href.includes('#token='))!).hash.slice(
    '#token='.length,
  );
  // The verification signs the browser in: its Set-Cookie lands in this context's cookie jar.
  await callProcedure(page, 'auth.verifyEmail', { token });
  return email;
}
