import { desc } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { Database } from '../db/client.ts';
import { outboxEmails } from '../db/schema/index.ts';

const LIMIT = 100;

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;');

/** Every href in a mail, so the mailbox (and tests) can follow links without parsing HTML. */
function linksIn(html: string): string[] {
  return [...new Set([...html.matchAll(/href="([^"]+)"/g)].map((match) => match[1] ?? ''))]
    .filter((href) => href !== '')
    .map((href) => href.replaceAll('&amp;', '&'));
}

/**
 * Development only (never registered in production or when SMTP is configured): the mail the
 * app "sent", newest first, at /dev/mailbox (a page with clickable links) and /dev/mailbox.json.
 */
export function registerDevMailbox(app: FastifyInstance, db: Database): void {
  const recent = async () => {
    const rows = await db
      .select()
      .from(outboxEmails)
      .orderBy(desc(outboxEmails.createdAt))
      .limit(LIMIT);
    return rows.map((row) => ({
      id: row.id,
      to: row.to,
      subject: row.subject,
      text: row.text,
      html: row.html,
      links: linksIn(row.html),
      headers: row.headers ?? {},
      createdAt: row.createdAt,
      sentAt: row.sentAt,
    }));
  };

  app.get('/dev/mailbox.json', async () => recent());

  app.get('/dev/mailbox', async (_request, reply) => {
    const mails = await recent();
    const items = mails
      .map(
        (mail) => `<article>
  <h2>${escapeHtml(mail.subject)}</h2>
  <p class="meta">To <strong>${escapeHtml(mail.to)}</strong> · ${mail.createdAt.toISOString()} · ${mail.sentAt ? 'delivered' : 'queued'}</p>
  ${Object.entries(mail.headers)
    .map(([name, value]) => `<p class="meta">${escapeHtml(name)}: ${escapeHtml(value)}</p>`)
    .join('')}
  <ul>${mail.links.map((link) => `<li><a href="${escapeHtml(link)}">${escapeHtml(link)}</a></li>`).join('')}</ul>
  <details><summary>Text</summary><pre>${escapeHtml(mail.text)}</pre></details>
</article>`,
      )
      .join('\n');
    return reply.type('text/html').send(`<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>Dev mailbox · Unblock</title>
<style>
body{font-family:system-ui,sans-serif;margin:0 auto;max-width:760px;padding:24px;color:#1f2937}
article{border:1px solid #e5e7eb;border-radius:12px;padding:16px 20px;margin:16px 0}
h2{font-size:18px;margin:0 0 4px}.meta{color:#6b7280;font-size:14px;margin:0 0 8px}
a{color:#4338ca;word-break:break-all}pre{white-space:pre-wrap}
</style></head><body>
<h1>Dev mailbox</h1>
<p>Mail the app sent in development (newest first, last ${LIMIT}). Set SMTP_URL to send real mail.</p>
${items || '<p>No mail yet.</p>'}
</body></html>`);
  });
}
