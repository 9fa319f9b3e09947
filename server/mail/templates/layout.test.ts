import { describe, expect, it } from 'vitest';
import { passwordResetEmail, verificationEmail } from './auth-emails.ts';
import { renderEmail } from './layout.ts';

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

  it('ends an optional mail with its unsubscribe line and gives it the RFC 8058 headers, an essential one neither', () => {
    const content = {
      subject: 'New message',
      paragraphs: ['Hi,'],
      action: { label: 'Open', url: 'https://unblock.example/discussions/1' },
    };
    const page = 'https://unblock.example/unsubscribe?token=a.b';
    const oneClick = 'https://unblock.example/api/mail/unsubscribe?token=a.b';
    const optional = renderEmail({
      ...content,
      unsubscribe: { kind: 'messages', page, oneClick },
    });
    expect(optional.kind).toBe('messages');
    expect(optional.headers).toEqual({
      'List-Unsubscribe': `<${oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    });
    expect(optional.text).toMatch(/Don't want these emails\? Unsubscribe: \S+token=a\.b$/);
    expect(optional.html).toContain(`Don&#39;t want these emails? <a href="${page}"`);
    const essential = renderEmail(content);
    expect(essential.kind).toBeUndefined();
    expect(essential.headers).toBeUndefined();
    expect(essential.text).not.toContain('Unsubscribe');
  });
});
