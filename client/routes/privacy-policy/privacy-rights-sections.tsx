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
            <strong>access your data:</strong> ask us for a copy of what we hold about you;
          </li>
          <li>
            <strong>delete your account:</strong> we close it and delete your personal data, apart
            from what the law makes us keep;
          </li>
          <li>
            <strong>opt out of marketing:</strong> we will not send you news or offers once you say
            so. Emails about your own requests, payments and account are part of the service and
            continue while you have an account.
          </li>
        </ul>
        <p>
          Email <SupportEmailLink /> from the address on your account and we will reply within 30
          days. You can also correct your name at any time by editing your profile.
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
