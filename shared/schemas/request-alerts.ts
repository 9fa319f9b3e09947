import { z } from 'zod';

/**
 * How often a developer is mailed the new requests that match their categories
 * (docs/request-alerts.md#the-digests-timing): at most every 15 minutes, hourly, daily, or never.
 */
export const MAIL_EVERY = ['immediate', 'hourly', 'daily', 'never'] as const;
export const mailEvery = z.enum(MAIL_EVERY);
export type MailEvery = z.infer<typeof mailEvery>;

/** Without a choice of their own, a developer is mailed at once (at most every 15 minutes). */
export const DEFAULT_MAIL_EVERY: MailEvery = 'immediate';

/** The words the settings show for each choice. */
export const mailEveryLabels: Record<MailEvery, string> = {
  immediate: 'At once (at most every 15 minutes)',
  hourly: 'Hourly',
  daily: 'Daily',
  never: 'Never',
};

/**
 * The least time between two digest mails, in minutes, per choice (null: none is sent). The
 * digest gathers what came meanwhile.
 */
export const digestGapMinutes: Record<MailEvery, number | null> = {
  immediate: 15,
  hourly: 60,
  daily: 24 * 60,
  never: null,
};

export const requestAlertInputs = {
  setMailEvery: z.object({ mailEvery }),
};

/** A developer's alert settings as the dashboard shows them. */
export interface RequestAlertSettings {
  mailEvery: MailEvery;
}

/**
 * What opening Available Requests answers: when the developer had last looked before this visit
 * (null: never), so the page marks what came after it as new.
 */
export interface SeenAvailable {
  previousSeenAt: Date | null;
}

/**
 * The new requests beside Available Requests: how many (at most 100) and which, so that the
 * browser keeps the count from the pool's live signals.
 */
export interface NewRequests {
  count: number;
  ticketIds: string[];
}
