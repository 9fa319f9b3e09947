/**
 * The kinds of mail a person may turn off (docs/mail.md#what-unblock-mails): every other mail is
 * essential to an account, a payment or a decision on a request, and is always sent.
 */
export const OPTIONAL_MAIL_KINDS = ['messages', 'reminders', 'new_requests'] as const;
export type OptionalMailKind = (typeof OPTIONAL_MAIL_KINDS)[number];

/**
 * The kinds kept as rows of mail_opt_outs (no row: on). New-request mails are not among them:
 * they keep their own setting, how often the digest comes, and turning them off sets it to never
 * (docs/request-alerts.md#the-setting).
 */
export const SWITCHABLE_MAIL_KINDS = ['messages', 'reminders'] as const;
export type SwitchableMailKind = (typeof SWITCHABLE_MAIL_KINDS)[number];

export interface MailKindText {
  /** The switch's name in the settings. */
  title: string;
  /** One line under it: what these mails are. */
  description: string;
  /** Ends "You'll no longer get emails about …". */
  about: string;
}

export const mailKindTexts: Record<OptionalMailKind, MailKindText> = {
  messages: {
    title: 'New messages',
    description: 'A message in one of your conversations that you have not read yet.',
    about: 'new messages in your conversations',
  },
  reminders: {
    title: 'Review reminders',
    description: 'A reminder that a milestone waits for your review before it is approved for you.',
    about: 'reminders to review submitted work',
  },
  new_requests: {
    title: 'New requests',
    description: 'A summary of the new requests in your categories.',
    about: 'new requests in your categories',
  },
};

/** Who may get each kind: review reminders go to customers, new requests to Unblockers. */
export function mailKindsFor(role: 'customer' | 'developer' | 'moderator'): OptionalMailKind[] {
  if (role === 'customer') return ['messages', 'reminders'];
  if (role === 'developer') return ['messages', 'new_requests'];
  return ['messages'];
}

/** The settings' line about every other mail. */
export const ESSENTIAL_MAIL_TEXT =
  'Emails about your account, its security, your payments and decisions on your requests are always sent.';

/** The line every optional mail ends with, before its link (docs/mail.md#unsubscribing). */
export const UNSUBSCRIBE_LINE = "Don't want these emails?";
