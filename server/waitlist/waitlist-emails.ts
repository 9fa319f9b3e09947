import { specialtyLabels, type DeveloperSpecialty } from '#shared/schemas/waitlist.ts';
import type { RenderedEmail } from '../mail/templates/layout.ts';
import { renderEmail } from '../mail/templates/layout.ts';

/*
 * Anyone can type any address into the waitlist forms, so a mail to the person who joined or
 * applied carries nothing that was typed into the form (no name, no bio): a stranger must not be
 * able to put their own words, a phishing line say, into someone else's inbox under our name.
 * Only the operators' mails, which go to our own team, show what was sent.
 */

/** The customer's confirmation: what happens next, or that nothing changed for a repeat. */
export function waitingListEmail(publicUrl: string, again: boolean): RenderedEmail {
  return renderEmail({
    subject: again
      ? 'You are still on the Unblock waiting list'
      : 'You are on the Unblock waiting list',
    paragraphs: [
      'Hi,',
      again
        ? 'This email address was sent to our waiting list again. It is on the list already, so nothing changed.'
        : 'This email address was added to the Unblock waiting list. We will email you an invite code as soon as a place opens.',
      'Until then, here is how it works: you describe where your project is stuck, a vetted developer proposes a plan, and you pay per milestone while we hold the money until you approve the work.',
    ],
    action: { label: 'See how Unblock works', url: `${publicUrl}/learn-more` },
    footnote: 'Did not sign up? Ignore this mail and we will not write again about it.',
  });
}

/** The link that makes an application real: only its owner, reading this, can follow it. */
export function confirmApplicationEmail(link: string, validDays: number): RenderedEmail {
  return renderEmail({
    subject: 'Confirm your Unblock developer application',
    paragraphs: [
      'Hi,',
      'Someone applied to join Unblock as a developer with this email address. If it was you, please confirm the application: only then does it reach our team.',
      `The link works once, for ${validDays} days.`,
    ],
    action: { label: 'Confirm my application', url: link },
    footnote:
      'Did not apply? Ignore this mail: without your confirmation the application reaches no one.',
  });
}

/** To an address that has its application already: a new one changes nothing. */
export function alreadyAppliedEmail(publicUrl: string): RenderedEmail {
  return renderEmail({
    subject: 'Your Unblock developer application',
    paragraphs: [
      'Hi,',
      'Someone sent an application to join Unblock as a developer with this email address. This address has an application with us already, and we keep that one: nothing changed.',
      'If it was you, there is nothing else to do: your application stands as it was.',
    ],
    action: { label: 'How Unblockers work', url: `${publicUrl}/become-unblocker` },
    footnote: 'Did not apply? Ignore this mail; nothing was changed.',
  });
}

interface Entry {
  kind: 'customer' | 'developer';
  name: string;
  email: string;
  specialty: DeveloperSpecialty | null;
  bio: string | null;
}

/**
 * What the operators read about a new entry, so they can vet an application or send a code. An
 * application reaches them only once its address's owner confirmed it.
 */
export function operatorEmail(entry: Entry, publicUrl: string): RenderedEmail {
  const details =
    entry.kind === 'developer'
      ? [
          `Developer application from ${entry.name} <${entry.email}>, confirmed by the address's owner.`,
          `Specialty: ${entry.specialty ? specialtyLabels[entry.specialty] : 'none given'}.`,
          `Bio or profile: ${entry.bio ?? '(none given)'}`,
        ]
      : [`${entry.name} <${entry.email}> joined the customer waiting list.`];
  return renderEmail({
    subject:
      entry.kind === 'developer' ? 'New developer application' : 'New customer on the waiting list',
    paragraphs: ['Hi,', ...details],
    action: { label: 'Open the moderation console', url: `${publicUrl}/moderation` },
  });
}
