import { Link } from 'wouter';
import type { FaqEntry } from '../../features/marketing/faq-accordion.tsx';

// FAQ "Security & Privacy": the privacy facts of docs/product.md#terms-and-privacy, and who can see
// a request (server viewer rules).
export const privacyFaq: readonly FaqEntry[] = [
  {
    id: 'card',
    question: 'Is my card information safe?',
    answer: (
      <p>
        Card payments are handled entirely by our card payment provider. Your card details go to
        them, never to us, and we do not store them.
      </p>
    ),
  },
  {
    id: 'who-sees',
    question: 'Who can see my request and files?',
    answer: (
      <>
        <p>
          While your request waits for an Unblocker, developers who work in its areas can read it
          and its attachments, so they can decide whether to take it. Once an Unblocker takes it,
          only you, that Unblocker and our moderators can see it and its chat.
        </p>
        <p>Please never paste passwords, API keys or other secrets into a request or a message.</p>
      </>
    ),
  },
  {
    id: 'data',
    question: 'What data do you collect?',
    answer: (
      <p>
        Your email address (required) and your name (optional), plus cookies and your IP address to
        keep you signed in securely. There are no third-party trackers on the site.
      </p>
    ),
  },
  {
    id: 'retention',
    question: 'How is my data stored, and for how long?',
    answer: (
      <p>
        On cloud hosting, encrypted, and kept for 12 months. Read the details in our{' '}
        <Link href="/privacy-policy">Privacy Policy</Link>.
      </p>
    ),
  },
  {
    id: 'rights',
    question: 'Can I see or delete my data?',
    answer: (
      <p>
        Yes. You can ask for a copy of your data, have your account deleted, or opt out of marketing
        email at any time. The <Link href="/privacy-policy">Privacy Policy</Link> says how.
      </p>
    ),
  },
  {
    id: 'eu',
    question: 'Can I use Unblock outside the United States?',
    answer: (
      <p>
        Not yet. The service is for US residents only, and it is not intended for users in the
        European Union.
      </p>
    ),
  },
];
