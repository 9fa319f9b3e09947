import type { HelpTopic } from './help-article.ts';
import { SUPPORT_EMAIL } from '../../features/legal/support-email.tsx';

// Checked against shared/domain/files (limits) and shared/domain/payments/deliverables.ts.

export const filesTopic: HelpTopic = {
  id: 'files',
  title: 'Files & code hand-over',
  articles: [
    {
      id: 'attach-files',
      title: 'How do I share files?',
      paragraphs: [
        'You can attach files to a request and to any message in its discussion: 1 to 10 files at a time, up to 20 MB each, of any type. Screenshots, logs, a zipped project or a short screen recording all help.',
        'Share only what the work needs. Please do not send passwords or API keys unless your developer truly needs them, and change them once the work is done.',
      ],
    },
    {
      id: 'download-code',
      title: 'When can I download the code?',
      paragraphs: [
        'Code is released only after payment approval. The files your developer delivers for a milestone are listed under it on the plan as soon as it is submitted, so you can see what is coming. You can download them once you approve the milestone.',
        'If a milestone is refunded, its files stay locked and are not handed over.',
      ],
    },
  ],
};

export const accountTopic: HelpTopic = {
  id: 'account',
  title: 'Your account',
  articles: [
    {
      id: 'sign-in-trouble',
      title: 'I cannot sign in or forgot my password',
      paragraphs: [
        'Choose Sign In, then Forgot password?, and enter the email you signed up with. We send a link to choose a new password; it also signs you out everywhere else. If nothing arrives within a few minutes, check your spam folder.',
        'If we asked you to confirm your email, open the link in that email first. You can ask for it to be sent again from the sign-in form.',
      ],
    },
    {
      id: 'edit-profile',
      title: 'How do I change my name or picture?',
      paragraphs: [
        'Open My Account and choose Edit Profile to change your first and last name or upload a profile picture. Your name is what your developer sees in discussions.',
      ],
    },
    {
      id: 'delete-account',
      title: 'How do I delete my account or get a copy of my data?',
      paragraphs: [
        `Email ${SUPPORT_EMAIL} from the address on your account and say what you would like: a copy of your data, your account deleted, or no marketing emails. We reply within 30 days, usually much sooner.`,
      ],
    },
  ],
};

export const contactTopic: HelpTopic = {
  id: 'contact',
  title: 'Contact',
  articles: [
    {
      id: 'reach-a-person',
      title: 'How do I reach a person?',
      paragraphs: [
        `Email ${SUPPORT_EMAIL}. A person reads every message. If it is about a request, include its number (the # code shown on the request) so we can find it straight away.`,
      ],
    },
  ],
};
