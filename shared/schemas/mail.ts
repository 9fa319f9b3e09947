import { z } from 'zod';
import { text } from './text.ts';
import type { MailEvery } from './request-alerts.ts';
import {
  OPTIONAL_MAIL_KINDS,
  SWITCHABLE_MAIL_KINDS,
  type OptionalMailKind,
  type SwitchableMailKind,
} from '../mail-kinds.ts';

export const optionalMailKind = z.enum(OPTIONAL_MAIL_KINDS);
const switchableMailKind = z.enum(SWITCHABLE_MAIL_KINDS);

/** An unsubscribe link's token (docs/mail.md#unsubscribing): opaque, base64url, bounded. */
export const unsubscribeToken = text()
  .min(1)
  .max(200)
  .regex(/^[A-Za-z0-9_-]+\.[A-Za-z0-9_-]+$/);

export const mailInputs = {
  setPreference: z.object({ kind: switchableMailKind, on: z.boolean() }),
  unsubscribe: z.object({ token: unsubscribeToken }),
};

/** The settings' "Emails" section: a switch per kind, and the digest's own setting. */
export interface MailPreferences {
  switches: { kind: SwitchableMailKind; on: boolean }[];
  /** How often new requests are mailed (developers only; null for everyone else). */
  newRequests: MailEvery | null;
}

/** What an unsubscribe link turned off. */
export interface Unsubscribed {
  kind: OptionalMailKind;
}
