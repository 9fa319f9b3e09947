import { describe, expect, it } from 'vitest';
import { passwordResetEmail, verificationEmail } from './auth-emails.ts';

describe('mail templates', () => {
  it('escapes user-supplied text in the HTML part and keeps it verbatim in the text part', () => {
    const mail = verificationEmail('https://unblock.example/auth/callback#token=abc', '<b>Eve</b>');
    expect(mail.html).toContain('Hi &lt;b&gt;Eve&lt;/b&gt;,');
    expect(mail.html).not.toContain('<b>Eve</b>');
    expect(mail.text).toContain('Hi <b>Eve</b>,');
  });

  it('puts the action link in both parts', () => {
    const link = 'https://unblock.example/reset-password#token=xyz';
    const mail = passwordResetEmail(link);
    expect(mail.subject).toBe('Reset your Unblock password');
    expect(mail.text).toContain(`Choose a new password: ${link}`);
    expect(mail.text).toContain('expires in 1 hour');
    expect(mail.html).toContain(`href="${link}"`);
  });
});
