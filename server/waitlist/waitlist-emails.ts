import { specialtyLabels, type DeveloperSpecialty } from '#shared/schemas/waitlist.ts';
import type { RenderedEmail } from '../mail/templates/layout.ts';
import { renderEmail } from '../mail/templates/layout.ts';
import type { WaitlistKind } from './join-waitlist.ts';

interface Entry {
  kind: WaitlistKind;
  name: string;
  email: string;
  specialty: DeveloperSpecialty | null;
  bio: string | null;
}

/** The person's confirmation: what happens next, in the words of the list they joined. */
export function confirmationEmail(entry: Entry, publicUrl: string, again: boolean): RenderedEmail {
  const greeting = `Hi ${entry.name},`;
  if (entry.kind === 'developer') {
    return renderEmail({
      subject: again ? 'We updated your Unblock application' : 'Your application to Unblock',
      paragraphs: [
        greeting,
        again
          ? 'We have your application and updated it with the details you just sent.'
          : 'Thanks for applying to join Unblock as a developer. A person on our team reads every application.',
        'If your experience fits the requests people bring us, we will email you an invite code to create your developer account. Nothing else is needed from you now.',
      ],
      action: { label: 'How Unblockers work', url: `${publicUrl}/become-unblocker` },
      footnote: 'Did not apply? Ignore this mail and we will not write again about it.',
    });
  }
  return renderEmail({
    subject: again
      ? 'You are still on the Unblock waiting list'
      : 'You are on the Unblock waiting list',
    paragraphs: [
      greeting,
      again
        ? 'You are already on our waiting list; we updated your name.'
        : 'You were added to the waiting list. We will email you an invite code as soon as a place opens.',
      'Until then, here is how it works: you describe where your project is stuck, a vetted developer proposes a plan, and you pay per milestone while we hold the money until you approve the work.',
    ],
    action: { label: 'See how Unblock works', url: `${publicUrl}/learn-more` },
    footnote: 'Did not sign up? Ignore this mail and we will not write again about it.',
  });
}

/** What the operators read about a new entry, so they can vet an application or send a code. */
export function operatorEmail(entry: Entry, publicUrl: string): RenderedEmail {
  const details =
    entry.kind === 'developer'
      ? [
          `Developer application from ${entry.name} <${entry.email}>.`,
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
