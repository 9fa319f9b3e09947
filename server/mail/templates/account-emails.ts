import { GREETING } from '../outbox.ts';
import { renderEmail, type RenderedEmail } from './layout.ts';

// The mails of the account settings page's password and email parts
// (docs/accounts.md#password-and-email). All are essential: no preference turns them off. Those
// sent to a given address (not the account's current one) greet without a name.

/** A mail goes to people everywhere: the moment in UTC, said so. */
const inUtc = (when: Date) =>
  `${new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeStyle: 'short', timeZone: 'UTC' }).format(when)} UTC`;

/** After a password change: when, and a way back in for someone who did not make it. */
export function passwordChangedEmail(when: Date, resetLink: string): RenderedEmail {
  return renderEmail({
    subject: 'Your Unblock password was changed',
    paragraphs: [
      GREETING,
      `The password of your Unblock account was changed on ${inUtc(when)}. Every other browser signed in to it was signed out.`,
      'If this was you, there is nothing to do. If it wasn’t, choose a new password now: someone may know your old one.',
    ],
    action: { label: 'Choose a new password', url: resetLink },
    footnote:
      'This link expires in 1 hour. After that, open Unblock, choose Sign in, then “Forgot password?”.',
  });
}

/** To the new address: the link that makes it the account's email. */
export function confirmNewEmail(newEmail: string, link: string): RenderedEmail {
  return renderEmail({
    subject: 'Confirm your new email for Unblock',
    paragraphs: [
      'Hi,',
      `You asked to use ${newEmail} for your Unblock account. Open this link to confirm it; until then, your email stays the same.`,
    ],
    action: { label: 'Confirm my new email', url: link },
    footnote:
      'This link expires in 24 hours. If you did not ask for this, you can ignore this email.',
  });
}

/** To the old address when a change is asked for: what is about to happen, and how to stop it. */
export function emailChangeRequestedEmail(newEmail: string, revertLink: string): RenderedEmail {
  return renderEmail({
    subject: 'Your Unblock email is about to change',
    paragraphs: [
      'Hi,',
      `Someone signed in to your Unblock account asked to change its email to ${newEmail}. It changes once that address confirms it.`,
      'If this wasn’t you, use the link below: it stops the change, signs out every browser, and sends you a link to choose a new password.',
    ],
    action: { label: 'This wasn’t me', url: revertLink },
    footnote: 'This link works for 30 days.',
  });
}

/** To the old address once the new one confirmed: it is done, and can still be undone. */
export function emailChangedEmail(newEmail: string, revertLink: string): RenderedEmail {
  return renderEmail({
    subject: 'Your Unblock email was changed',
    paragraphs: [
      'Hi,',
      `The email of your Unblock account is now ${newEmail}. Mail from Unblock goes there from now on, and you sign in with it.`,
      'If this wasn’t you, use the link below: it puts this address back, signs out every browser, and sends you a link to choose a new password.',
    ],
    action: { label: 'This wasn’t me', url: revertLink },
    footnote: 'This link works for 30 days.',
  });
}

/** After "this wasn't me": the address is back; a reset link secures the account. */
export function emailRevertedEmail(resetLink: string): RenderedEmail {
  return renderEmail({
    subject: 'Your Unblock email is back, choose a new password',
    paragraphs: [
      'Hi,',
      'We stopped the change of your Unblock account’s email: this address is its email again, and every browser signed in to it was signed out.',
      'Someone may know your password. Choose a new one now.',
    ],
    action: { label: 'Choose a new password', url: resetLink },
    footnote:
      'This link expires in 1 hour. After that, open Unblock, choose Sign in, then “Forgot password?”.',
  });
}
