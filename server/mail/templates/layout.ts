import { UNSUBSCRIBE_LINE, type OptionalMailKind } from '#shared/mail-kinds.ts';
import type { UnsubscribeLinks } from '../unsubscribe-token.ts';

export interface RenderedEmail {
  subject: string;
  text: string;
  html: string;
  /**
   * An optional mail's kind (docs/mail.md#what-unblock-mails): the statement that queues it skips
   * a person who turned that kind off. None: essential, always sent.
   */
  kind?: OptionalMailKind;
  /** Extra headers: List-Unsubscribe and List-Unsubscribe-Post on an optional mail. */
  headers?: Record<string, string>;
}

export interface EmailContent {
  subject: string;
  /** Short paragraphs of plain text; they are escaped for HTML. */
  paragraphs: string[];
  action: { label: string; url: string };
  /** A closing line under the button, e.g. when the link expires. */
  footnote?: string;
  /**
   * An optional mail's unsubscribe links: a footer line to the confirming page, and the headers
   * for a mail client's own button (RFC 8058; docs/mail.md#unsubscribing).
   */
  unsubscribe?: UnsubscribeLinks;
}

const escapeHtml = (value: string) =>
  value
    .replaceAll('&', '&amp;')
    .replaceAll('<', '&lt;')
    .replaceAll('>', '&gt;')
    .replaceAll('"', '&quot;')
    .replaceAll("'", '&#39;');

/**
 * One look for every mail: a table layout with inline styles (what mail clients render), a
 * bulletproof button, the link also printed in full, and a plain-text part with the same words.
 */
export function renderEmail(content: EmailContent): RenderedEmail {
  const { subject, paragraphs, action, footnote, unsubscribe } = content;
  const text = [
    ...paragraphs,
    `${action.label}: ${action.url}`,
    ...(footnote ? [footnote] : []),
    '— The Unblock team',
    ...(unsubscribe ? [`${UNSUBSCRIBE_LINE} Unsubscribe: ${unsubscribe.page}`] : []),
  ].join('\n\n');

  const paragraph = (value: string) =>
    `<p style="margin:0 0 16px;font-size:16px;line-height:24px;color:#1f2937">${escapeHtml(value)}</p>`;
  const url = escapeHtml(action.url);
  const html = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width">
<title>${escapeHtml(subject)}</title></head>
<body style="margin:0;padding:0;background:#f3f4f6;font-family:-apple-system,'Segoe UI',Roboto,Helvetica,Arial,sans-serif">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="background:#f3f4f6;padding:32px 12px">
<tr><td align="center">
<table role="presentation" width="100%" cellpadding="0" cellspacing="0" style="max-width:560px;background:#ffffff;border-radius:12px;padding:32px">
<tr><td style="padding-bottom:24px;font-size:20px;font-weight:700;color:#4338ca">Unblock</td></tr>
<tr><td>
${paragraphs.map(paragraph).join('\n')}
<table role="presentation" cellpadding="0" cellspacing="0" style="margin:8px 0 24px"><tr>
<td style="border-radius:8px;background:#4338ca"><a href="${url}" style="display:inline-block;padding:12px 24px;font-size:16px;font-weight:600;color:#ffffff;text-decoration:none">${escapeHtml(action.label)}</a></td>
</tr></table>
<p style="margin:0 0 16px;font-size:14px;line-height:20px;color:#6b7280">If the button does not work, open this link:<br><a href="${url}" style="color:#4338ca;word-break:break-all">${url}</a></p>
${footnote ? `<p style="margin:0;font-size:14px;line-height:20px;color:#6b7280">${escapeHtml(footnote)}</p>` : ''}
</td></tr>
<tr><td style="padding-top:24px;font-size:13px;color:#9ca3af">Unblock · Stuck? When AI Can't, We Can</td></tr>
${unsubscribe ? `<tr><td style="padding-top:8px;font-size:13px;color:#6b7280">${escapeHtml(UNSUBSCRIBE_LINE)} <a href="${escapeHtml(unsubscribe.page)}" style="color:#4338ca">Unsubscribe</a></td></tr>` : ''}
</table>
</td></tr></table>
</body></html>`;
  if (!unsubscribe) return { subject, text, html };
  return {
    subject,
    text,
    html,
    kind: unsubscribe.kind,
    headers: {
      'List-Unsubscribe': `<${unsubscribe.oneClick}>`,
      'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
    },
  };
}
