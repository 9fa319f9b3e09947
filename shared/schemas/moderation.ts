import { z } from 'zod';
import type { Role } from './auth.ts';
import type { DeveloperSpecialty, WaitlistStatus } from './waitlist.ts';
import { text } from './text.ts';

// Issue 19 "Vetting developers": what the moderation console sends and receives about developer
// applications (the "Join Our Developer Network" entries of waitlist_signups).

/** How long a vetted developer's invite code stays valid, in days (its last valid day included). */
export const DEVELOPER_INVITE_VALID_DAYS = 14;

export const DECISION_REASON_MAX = 1000;

const applicationId = z.uuid('Application not found');

export const applicationIdInput = z.object({ id: applicationId });
export type ApplicationIdInput = z.infer<typeof applicationIdInput>;

/** Why a moderator decided as they did: required, and mailed to the person it is about. */
export const decisionReason = text()
  .trim()
  .min(1, 'A reason is required')
  .max(DECISION_REASON_MAX, `The reason can be at most ${DECISION_REASON_MAX} characters`);

/** A decline says why; the applicant reads the reason in their mail. */
export const declineApplicationInput = z.object({ id: applicationId, reason: decisionReason });
export type DeclineApplicationInput = z.infer<typeof declineApplicationInput>;

/** One application as the console shows it. */
export interface DeveloperApplication {
  id: string;
  name: string;
  email: string;
  specialty: DeveloperSpecialty;
  bio: string | null;
  status: WaitlistStatus;
  /** When the person first applied. */
  createdAt: Date;
  /** When they last sent the form (sending it again updates the entry). */
  updatedAt: Date;
  /** When a moderator approved or declined it; null while new. */
  decidedAt: Date | null;
  /** A decline's reason; null otherwise. */
  declineReason: string | null;
  /** An approved application's invite code's last valid day (YYYY-MM-DD); null otherwise. */
  inviteExpiresAt: string | null;
}

// Issue 19 "The console": suspending an account and lifting the suspension.

const userId = z.uuid('User not found');

export const userIdInput = z.object({ userId });
export type UserIdInput = z.infer<typeof userIdInput>;

/** A suspension says why; the person reads the reason in their mail. */
export const suspendUserInput = z.object({ userId, reason: decisionReason });
export type SuspendUserInput = z.infer<typeof suspendUserInput>;

/** An account as the console shows it, with its suspension. */
export interface ModeratedUser {
  id: string;
  /** First and last name, or the email when the person gave no name. */
  name: string;
  email: string;
  role: Role;
  /** When a moderator suspended the account; null when it is not suspended. */
  suspendedAt: Date | null;
  /** The suspension's reason; null when it is not suspended. */
  suspensionReason: string | null;
}
