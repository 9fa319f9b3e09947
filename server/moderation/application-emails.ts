import { specialtyLabels, type DeveloperSpecialty } from '#shared/schemas/waitlist.ts';
import { renderEmail, type RenderedEmail } from '../mail/templates/layout.ts';

interface Applicant {
  name: string;
  specialty: DeveloperSpecialty | null;
}

/** "December 9, 2026" for the code's last valid day (YYYY-MM-DD, UTC). */
function formatLastValidDay(day: string): string {
  return new Date(`${day}T00:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    year: 'numeric',
    month: 'long',
    day: 'numeric',
  });
}

/** The approval: the code in plain sight, how long and how often it works, and where to use it. */
export function approvalEmail(
  applicant: Applicant,
  publicUrl: string,
  code: string,
  lastValidDay: string,
): RenderedEmail {
  const experience = applicant.specialty
    ? `your ${specialtyLabels[applicant.specialty]} experience`
    : 'your experience';
  return renderEmail({
    subject: 'You are approved: your Unblock developer invite code',
    paragraphs: [
      `Hi ${applicant.name},`,
      `Good news: a person on our team read your application, and we would love to have ${experience} on Unblock. You are approved to join as a developer.`,
      `Your invite code: ${code}`,
      `It is valid until ${formatLastValidDay(lastValidDay)} (UTC) and works once: it creates one developer account, yours. Please keep it to yourself.`,
      'Once you are in, choose the categories you work in on your profile, and the requests that match them show up for you to pick up.',
    ],
    action: {
      label: 'Create your developer account',
      url: `${publicUrl}/learn-more?code=${encodeURIComponent(code)}#beta-access`,
    },
    footnote: 'Did not apply? Ignore this mail; the code expires by itself.',
  });
}

/** The decline: the moderator's reason, in their words, and that the door stays open. */
export function declineEmail(
  applicant: Applicant,
  publicUrl: string,
  reason: string,
): RenderedEmail {
  return renderEmail({
    subject: 'About your Unblock developer application',
    paragraphs: [
      `Hi ${applicant.name},`,
      'Thank you for applying to join Unblock as a developer, and for the time you took to tell us about your work. A person on our team read your application, and we cannot offer you a place at this time.',
      `Here is why: ${reason}`,
      'This is about your application as it stands today, not a verdict on you as a developer. You are welcome to apply again later, when you have more to show us.',
    ],
    action: { label: 'How Unblockers work', url: `${publicUrl}/become-unblocker` },
    footnote: 'Did not apply? Ignore this mail and we will not write again about it.',
  });
}
