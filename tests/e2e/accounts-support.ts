import { execFileSync } from 'node:child_process';
import { decodeBase32IgnorePadding } from '@oslojs/encoding';
import { totpCode } from '../fixtures/two-step.ts';
import { BASE_URL, E2E_DATA_DIR } from './e2e-server.ts';
import { expect, type APIRequestContext, type Page } from '@playwright/test';

// The e2e server's data directory (playwright.config.ts): the admin script finds its running
// embedded PostgreSQL there, exactly as an operator's would.

/** Creates an invite code with the real operator command and returns it. */
export function createInviteCode(
  options: { role?: 'customer' | 'developer'; reusable?: boolean; expires?: string } = {},
) {
  const args = [
    '--import',
    'tsx',
    'scripts/admin.ts',
    'invite:create',
    '--role',
    options.role ?? 'customer',
  ];
  if (options.reusable) args.push('--reusable');
  if (options.expires) args.push('--expires', options.expires);
  const output = execFileSync('node', args, {
    env: { ...process.env, DATA_DIR: E2E_DATA_DIR, NODE_ENV: 'test', DATABASE_URL: '' },
    encoding: 'utf8',
  });
  const code = /Invite code (\S+)/.exec(output)?.[1];
  if (!code) throw new Error(`admin printed no code: ${output}`);
  return code;
}

// One reusable code per role for this worker's new accounts, made on first use: each run of the
// operator command starts a Node process that loads the server's code (about 1.9 s and 3 s of
// CPU here), and new accounts are what most tests begin with. Single-use codes, expiry and their
// errors are tested with codes of their own.
const signUpCodes = new Map<'customer' | 'developer', string>();
function signUpCode(role: 'customer' | 'developer') {
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
  role: 'customer' | 'developer' | 'moderator';
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
 * A real account of the given role, signed in in this page's browser context: customers and
 * developers sign up with an invite code and verify through the mailed link; moderators are
 * created by the operator command and sign in. Returns the account's email.
 */
export async function signInAsNew(page: Page, account: NewAccount): Promise<string> {
  const email = uniqueEmail(account.role);
  if (account.role === 'moderator') {
    execFileSync(
      'node',
      [
        '--import',
        'tsx',
        'scripts/admin.ts',
        'moderator:create',
        '--email',
        email,
        '--password',
        E2E_PASSWORD,
      ],
      { env: { ...process.env, DATA_DIR: E2E_DATA_DIR, NODE_ENV: 'test', DATABASE_URL: '' } },
    );
    await callProcedure(page, 'auth.signIn', { email, password: E2E_PASSWORD });
    // The console asks for two-step sign-in (docs/accounts.md#two-step-sign-in): turned on as a
    // new moderator does in Account Settings, with a code computed from the key shown.
    const { secret } = (await callProcedure(page, 'account.twoStep.startTotp')) as {
      secret: string;
    };
    const code = totpCode(decodeBase32IgnorePadding(secret));
    await callProcedure(page, 'account.twoStep.confirmTotp', { code });
    return email;
  }
  await callProcedure(page, 'auth.signUp', {
    email,
    password: E2E_PASSWORD,
    confirmPassword: E2E_PASSWORD,
    firstName: account.firstName ?? '',
    lastName: account.lastName ?? '',
    inviteCode: signUpCode(account.role),
  });
  const mail = await waitForMail(page.request, email, /Confirm your email/);
  const token = new URL(mail.links.find((href) => href.includes('#token='))!).hash.slice(
    '#token='.length,
  );
  // The verification signs the browser in: its Set-Cookie lands in this context's cookie jar.
  await callProcedure(page, 'auth.verifyEmail', { token });
  return email;
}
