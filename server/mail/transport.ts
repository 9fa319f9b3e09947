import nodemailer from 'nodemailer';
import type { Env } from '../env.ts';

export interface OutgoingEmail {
  to: string;
  subject: string;
  text: string;
  html: string;
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
  const transporter = nodemailer.createTransport(env.smtpUrl);
  return {
    name: 'smtp',
    async send(email) {
      await transporter.sendMail({ from: env.mailFrom, ...email });
    },
    close: () => {
      transporter.close();
    },
  };
}
