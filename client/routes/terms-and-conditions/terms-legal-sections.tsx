import { Link } from 'wouter';
import type { LegalSection } from '../../features/legal/legal-document.tsx';
import { SupportEmailLink } from '../../features/legal/support-email.tsx';

export const termsLegalSections: readonly LegalSection[] = [
  {
    id: 'conduct',
    title: 'How we expect everyone to behave',
    content: (
      <>
        <p>Be honest and respectful. On Unblock you may not:</p>
        <ul>
          <li>harass, threaten or deceive anyone;</li>
          <li>ask for or take payment outside Unblock for work found through it;</li>
          <li>upload malware or content you have no right to share;</li>
          <li>try to break, overload or get around the security of the service.</li>
        </ul>
        <p>
          Anyone in a conversation can report a message to our moderators. We may suspend or close
          an account that breaks these rules.
        </p>
      </>
    ),
  },
  {
    id: 'liability',
    title: 'Our responsibility',
    content: (
      <p>
        We work hard to admit only skilled developers and to keep the service running, but software
        problems can be hard and we cannot promise that every request will be solved. That is why
        your money stays in escrow until you approve the work. To the extent the law allows,
        Unblock&apos;s liability to you for any claim is limited to the amount you paid through
        Unblock for the request concerned.
      </p>
    ),
  },
  {
    id: 'ending',
    title: 'Deleting your account',
    content: (
      <p>
        You may delete your account at any time in Account Settings. Requests in progress are
        settled first: while work of yours is open, money is held in escrow or a payout to you is on
        its way, we tell you what to finish before the account can go. Deleting it erases your
        personal data as our <Link href="/privacy-policy">Privacy Policy</Link> describes; the
        requests, messages and payment records you shared with others stay with them, shown as from
        &ldquo;Deleted user&rdquo;. You can download a copy of your data first. Questions? Write to{' '}
        <SupportEmailLink />.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to these terms',
    content: (
      <p>
        We may update these terms. We will post the new version here with a new date and email you
        before an important change takes effect. Using Unblock after that means you accept it.
      </p>
    ),
  },
  {
    id: 'governing-law',
    title: 'Governing law',
    content: (
      <p>
        <strong>These terms are governed by the laws of the State of New York</strong>, United
        States, without regard to its conflict-of-law rules. Any dispute about them will be heard by
        the state or federal courts located in New York.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        Questions about these terms? Email <SupportEmailLink />. A person reads every message.
      </p>
    ),
  },
];
