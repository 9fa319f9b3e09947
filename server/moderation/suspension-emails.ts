import { SUSPENSION_EFFECT, SUSPENSION_REASON_LEAD } from '#shared/auth-messages.ts';
import { SUPPORT_EMAIL } from '#shared/support.ts';
import { GREETING } from '../mail/outbox.ts';
import { renderEmail, type RenderedEmail } from '../mail/templates/layout.ts';

/** The suspension: that it took effect everywhere, the moderator's reason, and how to appeal. */
export function suspensionEmail(reason: string): RenderedEmail {
  return renderEmail({
    subject: 'Your Unblock account is suspended',
    paragraphs: [
      GREETING,
      SUSPENSION_EFFECT,
      `${SUSPENSION_REASON_LEAD} ${reason}`,
      `If you think this is a mistake, or want to tell us your side, write to ${SUPPORT_EMAIL}. A person reads every message.`,
    ],
    action: { label: 'Write to support', url: `mailto:${SUPPORT_EMAIL}` },
    footnote: 'Please write from the address this mail came to, so we can find your account.',
  });
}

/** The lift: the account works again. */
export function suspensionLiftedEmail(publicUrl: string): RenderedEmail {
  return renderEmail({
    subject: 'Your Unblock account is active again',
    paragraphs: [
      GREETING,
      'A moderator has lifted the suspension of your Unblock account. You can sign in again.',
    ],
    action: { label: 'Go to Unblock', url: `${publicUrl}/` },
  });
}
