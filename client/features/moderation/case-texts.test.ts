import { describe, expect, it } from 'vitest';
import type { CaseWhy } from '#shared/schemas/moderation.ts';
import { casePath, otherReports, quotedMessage } from './case-texts.ts';

const report: CaseWhy = {
  kind: 'report',
  messageId: 'm-1',
  text: 'You will regret this',
  authorName: 'Dev',
  reportedByName: 'Ada',
};
const dispute: CaseWhy = { kind: 'dispute', reason: 'Nothing works' };

describe('otherReports', () => {
  it('counts the reports a card does not quote', () => {
    expect(otherReports({ why: report, reportCount: 1 })).toBeNull();
    expect(otherReports({ why: report, reportCount: 2 })).toBe('+1 more report');
    expect(otherReports({ why: report, reportCount: 4 })).toBe('+3 more reports');
  });

  it('counts every report under a refund request, which quotes none', () => {
    expect(otherReports({ why: dispute, reportCount: 0 })).toBeNull();
    expect(otherReports({ why: dispute, reportCount: 1 })).toBe('+1 reported message');
    expect(otherReports({ why: dispute, reportCount: 2 })).toBe('+2 reported messages');
  });
});

describe('quotedMessage', () => {
  it('quotes the text, or says the message held files only', () => {
    expect(quotedMessage('  Pay me now  ')).toBe('Pay me now');
    expect(quotedMessage('')).toBe('A message with files only');
  });
});

describe('casePath', () => {
  it('names the request', () => {
    expect(casePath('abc')).toBe('/moderation/cases/abc');
  });
});
