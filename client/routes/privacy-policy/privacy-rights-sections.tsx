import { Link } from 'wouter';
import type { LegalSection } from '../../features/legal/legal-document.tsx';
import { SupportEmailLink } from '../../features/legal/support-email.tsx';

export const privacyRightsSections: readonly LegalSection[] = [
  {
    id: 'your-rights',
    title: 'Your rights',
    content: (
      <>
        <p>Whenever you like, you can:</p>
        <ul>
          <li>
            <strong>access your data:</strong> in <Link href="/settings">Account Settings</Link>,
            one click prepares a copy of everything we hold about you (your profile, requests,
            plans, messages, the files you uploaded, ratings, payments and the history of the
            requests you took part in) as a zip file. We email you when it is ready; only you can
            download it, for 7 days.
          </li>
          <li>
            <strong>delete your account:</strong> also in Account Settings, once no work of yours is
            in progress and no money is held in escrow for you (we say what to finish first). Your
            name, email address, profile picture, bio and the files you uploaded that nobody else
            was handed are erased at once, your sessions end and you can no longer sign in. What you
            shared with the people you worked with stays with them as the record of that work, shown
            as from &ldquo;Deleted user&rdquo;: your requests, plans, ratings, messages and the
            files attached to them. Payment records stay for the integrity of our ledger and as the
            law requires.
          </li>
          <li>
            <strong>opt out of marketing:</strong> we send no news or offers. You can turn off the
            emails that are not essential (new messages, review reminders and new requests) in{' '}
            <Link href="/settings">Account Settings</Link>, or with the unsubscribe link in each of
            them, without signing in. Emails about your account, its security, your payments and
            decisions on your requests are part of the service and continue while you have an
            account.
          </li>
          <li>
            <strong>protect your account with two-step sign-in:</strong> in Account Settings, add a
            code from an authenticator app to your password, and see and end the sessions where you
            are signed in.
          </li>
        </ul>
        <p>
          You can correct your name at any time by editing your profile. For anything else, email{' '}
          <SupportEmailLink /> from the address on your account and we will reply within 30 days.
        </p>
      </>
    ),
  },
  {
    id: 'children',
    title: 'Children',
    content: (
      <p>
        Unblock is not for children. <strong>Children under 13 are excluded</strong> and may not use
        the service, and our terms require every user to be 18 or older. If we learn that we hold
        data about a child under 13, we delete it. If you think that has happened, tell us at{' '}
        <SupportEmailLink />.
      </p>
    ),
  },
  {
    id: 'changes',
    title: 'Changes to this policy',
    content: (
      <p>
        If we change this policy, we will post the new version here with a new effective date, and
        tell you by email before a change that affects how we use your data takes effect.
      </p>
    ),
  },
  {
    id: 'contact',
    title: 'Contact us',
    content: (
      <p>
        For anything about your privacy, email <SupportEmailLink />. A person reads every message.
      </p>
    ),
  },
];
