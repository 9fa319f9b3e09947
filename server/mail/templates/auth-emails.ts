import { renderEmail, type RenderedEmail } from './layout.ts';

export function verificationEmail(link: string, firstName: string | null): RenderedEmail {
  return renderEmail({
    subject: 'Confirm your email for Unblock',
    paragraphs: [
      firstName ? `Hi ${firstName},` : 'Hi,',
      'Welcome to Unblock! Please confirm your email address to finish creating your account.',
    ],
    action: { label: 'Confirm my email', url: link },
    footnote: 'If you did not sign up for Unblock, you can ignore this email.',
  });
}

export function passwordResetEmail(link: string): RenderedEmail {
  return renderEmail({
    subject: 'Reset your Unblock password',
    paragraphs: ['Hi,', 'We received a request to reset the password for your Unblock account.'],
    action: { label: 'Choose a new password', url: link },
    footnote:
      'This link works once and expires in 1 hour. If you did not ask for it, you can ignore this email: your password stays the same.',
  });
}
