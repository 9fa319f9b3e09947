import nodemailer from 'nodemailer';
import type { Env } from '../env.ts';

interface OutgoingEmail {
  /** The outbox row's id: the mail's Message-ID, the same however often it is sent. */
  id: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  /** List-Unsubscribe and List-Unsubscribe-Post on an optional mail (docs/mail.md#unsubscribing). */
  headers?: Record<string, string> | null;
}

export interface MailTransport {
  /** Recorded with each sent mail: 'smtp' or 'dev-mailbox'. */
  name: 'smtp' | 'dev-mailbox';
  send(email: OutgoingEmail): Promise<void>;
  close(): void;
}

/**
 * SMTP when SMTP_URL is set. Otherwise (never in production: env refuses it) the outbox row
 * itself is the delivery, shown at /dev/mailbox.
 */
export function createMailTransport(env: Env): MailTransport {
  if (!env.smtpUrl) {
    return { name: 'dev-mailbox', send: () => Promise.resolve(), close: () => {} };
  }
  // Pooled: a mail is MAIL FROM, RCPT TO and DATA on a connection already open, so the moment
  // between the server's acceptance and our record of it is as short as it can be (no QUIT and
  // close to wait for after each mail; docs/operations.md#faults says what a crash can repeat).
  const transporter = nodemailer.createTransport({ url: env.smtpUrl, pool: true });
  const domain = new URL(env.publicUrl).hostname;
  return {
    name: 'smtp',
    async send({ id, to, subject, text, html, headers }) {
      // Delivery is at least once (a crash between sending and marking sent sends it again,
      // ADR 0018): a resend carries the same Message-ID, which mail systems recognise.
      const messageId = `<${id}@${domain}>`;
      await transporter.sendMail({
        from: env.mailFrom,
        to,
        subject,
        text,
        html,
        messageId,
        ...(headers ? { headers } : {}),
      });
    },
    close: () => {
      transporter.close();
    },
  };
}
