import type { LegalSection } from '../../features/legal/legal-document.tsx';
import { SupportEmailLink } from '../../features/legal/support-email.tsx';
import { privacyRightsSections } from './privacy-rights-sections.tsx';

// The privacy policy's content (docs/product.md#terms-and-privacy), section by section. Rights,
// children, changes and contact follow in privacy-rights-sections.tsx.
export const privacySections: readonly LegalSection[] = [
  {
    id: 'who-this-is-for',
    title: 'Who this policy is for',
    content: (
      <>
        <p>
          This policy covers the Unblock website and service, where customers stuck on software
          built with AI tools are matched with vetted freelance developers. It applies to customers,
          developers and anyone who joins one of our waitlists.
        </p>
        <p>
          <strong>Unblock is for residents of the United States only.</strong> The service is not
          offered to, and not intended for, users in the European Union, and we do not knowingly
          collect data from people there. If you are in the EU, please do not sign up.
        </p>
      </>
    ),
  },
  {
    id: 'what-we-collect',
    title: 'What we collect',
    content: (
      <>
        <p>We keep what we collect to the minimum the service needs:</p>
        <ul>
          <li>
            <strong>Your email address (required).</strong> It is your sign-in and the way we tell
            you about your requests, plans and payments.
          </li>
          <li>
            <strong>Your full name (optional).</strong> If you add it, the developer or customer you
            work with sees it instead of your email.
          </li>
          <li>
            <strong>Cookies and your IP address, for authentication.</strong> A cookie keeps you
            signed in. Your IP address is used to protect sign-in and sign-up from abuse, such as
            repeated password guesses. For each place you are signed in we keep its browser and
            system (as your browser names them), its IP address and when it was last used, so that
            you can see and end your sessions in Account Settings.
          </li>
          <li>
            <strong>Two-step sign-in, if you turn it on:</strong> your authenticator app&apos;s key,
            stored encrypted, and your one-time recovery codes, stored only as one-way hashes.
          </li>
          <li>
            <strong>What you choose to share while using Unblock:</strong> your requests (the
            description, stack, budget and AI tool), messages, files you attach, plans and
            milestones, ratings and feedback, and a profile picture if you upload one.
          </li>
        </ul>
      </>
    ),
  },
  {
    id: 'how-we-use-it',
    title: 'How we use it',
    content: (
      <>
        <p>We use your information only to run Unblock for you:</p>
        <ul>
          <li>to create your account, sign you in and keep it secure;</li>
          <li>to match your request with a developer and let you work together;</li>
          <li>to process payments, hold them in escrow and pay out or refund them;</li>
          <li>to email you about your account, requests, messages and payments;</li>
          <li>to let moderators step in when a request needs help or a message is reported.</li>
        </ul>
      </>
    ),
  },
  {
    id: 'cookies-and-trackers',
    title: 'Cookies and trackers',
    content: (
      <>
        <p>
          We set two cookies, both for signing in: the session cookie that keeps you signed in, and
          one that remembers that this browser signed in to your account before, so that strangers
          guessing your password cannot lock you out. Scripts on the page cannot read them, and they
          are used for nothing else.
        </p>
        <p>
          <strong>There are no third-party trackers on Unblock:</strong> no advertising pixels, no
          analytics services and no social media widgets. Even our font is served from our own site,
          so visiting a page does not tell anyone else you were here.
        </p>
      </>
    ),
  },
  {
    id: 'payments',
    title: 'Payment details',
    content: (
      <p>
        Payments are handled by our card payment provider. You enter your card details on the
        provider&apos;s own secure page;{' '}
        <strong>we never receive or store your card details</strong>. We keep only a record of each
        payment: the amount, which milestone it was for, and whether it is held, paid out or
        refunded.
      </p>
    ),
  },
  {
    id: 'storage-and-retention',
    title: 'Where your data is kept, and for how long',
    content: (
      <>
        <p>
          Your data is stored with a cloud hosting provider and is <strong>encrypted</strong> in
          transit and at rest. Passwords are never stored as typed: we keep only a one-way hash.
        </p>
        <p>
          We retain personal data for <strong>12 months</strong>. After that, or sooner if you
          delete your account, we delete it or make it anonymous, unless the law requires us to keep
          a record longer (for example, records of payments).
        </p>
        <p>
          Each request keeps a tamper-evident history of what happened to it, and our ledger of
          payments must always balance. Neither holds your name or email address, so erasing those
          leaves both intact; what they do hold, such as a request&apos;s description and the
          amounts paid, stays as the shared record of the work (see &ldquo;Your rights&rdquo;).
        </p>
      </>
    ),
  },
  {
    id: 'sharing',
    title: 'Who can see it',
    content: (
      <>
        <p>We never sell your personal data or share it for advertising. It is seen only by:</p>
        <ul>
          <li>
            the developer working on your request (or, for developers, the customer you work for),
            who sees your name, your request, your messages and your files;
          </li>
          <li>our moderators, when a request needs their help or a message is reported;</li>
          <li>
            the companies that run parts of the service for us, such as cloud hosting, email
            delivery and the card payment provider, only as far as they need to do that job;
          </li>
          <li>authorities, if the law requires it.</li>
        </ul>
        <p>
          Questions about any of this? Write to <SupportEmailLink />.
        </p>
      </>
    ),
  },
  ...privacyRightsSections,
];
