import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInviteCode } from '#server/auth/invite-codes.ts';
import type { RunningServer } from '#server/server.ts';
import { createBrowserClient } from '../fixtures/browser-client.ts';
import { outboxEmails } from '#server/db/schema/index.ts';
import { startSmtpSink } from '../fixtures/smtp-sink.ts';
import { startTestServer } from '../fixtures/test-server.ts';
import { createTestDatabase } from '../setup/test-database.ts';

describe('mail over SMTP', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let server: RunningServer;

  beforeAll(async () => {
    database = await createTestDatabase();
    // The first delivery is refused: the job must retry it.
    sink = await startSmtpSink({ failFirst: 1 });
    server = await startTestServer({
      databaseUrl: database.url,
      env: {
        SMTP_URL: sink.url,
        MAIL_FROM: 'Unblock <hello@unblock.test>',
        PUBLIC_URL: 'https://unblock.test',
      },
    });
  });

  afterAll(async () => {
    await server.stop();
    await sink.close();
    await database.drop();
  });

  it('delivers the verification mail to a real SMTP server, retrying after a refusal, with links from PUBLIC_URL', async () => {
    const { code } = await createInviteCode(server.db);
    // PUBLIC_URL is not this server's address, so the browser presents the allowed origin itself.
    const browser = createBrowserClient(server.address);
    const response = await fetch(`${server.address}/api/trpc/auth.signUp`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        origin: 'https://unblock.test',
        'x-forwarded-for': browser.ip,
      },
      body: JSON.stringify({
        json: {
          email: 'smtp@example.com',
          password: 'a sturdy secret',
          confirmPassword: 'a sturdy secret',
          inviteCode: code,
        },
      }),
    });
    expect(response.status).toBe(200);

    await expect.poll(() => sink.received.length, { timeout: 15_000 }).toBe(1);
    expect(sink.attempts()).toBe(2);
    const [mail] = sink.received;
    expect(mail?.from).toBe('hello@unblock.test');
    expect(mail?.to).toEqual(['smtp@example.com']);
    expect(mail?.raw).toContain('Subject: Confirm your email for Unblock');
    expect(mail?.raw).toContain('Content-Type: text/plain');
    expect(mail?.raw).toContain('Content-Type: text/html');
    // Its Message-ID is its outbox row's, so a resend after a crash is the same message.
    const [queued] = await server.db.select({ id: outboxEmails.id }).from(outboxEmails);
    expect(mail?.raw).toContain(`Message-ID: <${queued?.id}@unblock.test>`);
    // Undo quoted-printable soft line breaks and escapes to read the link.
    const body = (mail?.raw ?? '').replaceAll('=\r\n', '').replaceAll('=3D', '=');
    expect(body).toMatch(/https:\/\/unblock\.test\/auth\/callback#token=[a-z2-7]{32}/);

    // No dev mailbox when real mail is configured.
    expect((await fetch(`${server.address}/dev/mailbox.json`)).status).toBe(404);
  }, 30_000);
});
