import { describe, expect, it } from 'vitest';
import { closingReason } from './closing-reason.ts';
import { historyOf, planned, type StoredEvent } from './history-test-support.ts';

const refunded = (milestoneId: string): ['system', StoredEvent] => [
  'system',
  { type: 'MilestoneRefunded', data: { milestoneId } },
];

describe('closingReason', () => {
  it('says the Unblocker found no solution, and that the funded work went back', () => {
    const rows = historyOf(
      ...planned,
      ['developer', { type: 'NoSolutionDeclared', data: { reason: 'Cannot reproduce' } }],
      refunded('m1'),
    );
    expect(closingReason(rows)).toBe(
      'Closed without a solution: the Unblocker found none, and funded work not yet accepted was refunded',
    );
  });

  it('does not claim a refund when nothing paid was waiting', () => {
    const rows = historyOf(...planned.slice(0, 6), [
      'developer',
      { type: 'NoSolutionDeclared', data: { reason: 'Out of my depth', to: 'CUSTOMER_REJECTED' } },
    ]);
    expect(closingReason(rows)).toBe(
      'Closed without a solution: the Unblocker found none, and no paid work was waiting to be refunded',
    );
  });

  it('says a moderator refunded the work when their refund closed the request', () => {
    const rows = historyOf(
      ...planned,
      ['customer', { type: 'DisputeOpened', data: { reason: 'Nothing works' } }],
      ['moderator', { type: 'CaseResolved', data: { outcome: 'refund', note: 'Refunded' } }],
      refunded('m1'),
      [
        'moderator',
        {
          type: 'TicketStatusChanged',
          data: { from: 'REQUIRES_MOD_ASSISTANCE', to: 'CUSTOMER_REJECTED' },
        },
      ],
    );
    expect(closingReason(rows)).toBe('Closed: a moderator refunded the work');
  });

  it('is null while the request is open, and after a refund the work went on from', () => {
    expect(closingReason(historyOf(...planned))).toBeNull();
    const wentOn = historyOf(
      ...planned,
      ['customer', { type: 'DisputeOpened', data: { reason: 'Wrong milestone' } }],
      [
        'moderator',
        { type: 'CaseResolved', data: { outcome: 'refund', note: 'Only m1', milestoneId: 'm1' } },
      ],
      refunded('m1'),
      [
        'moderator',
        {
          type: 'TicketStatusChanged',
          data: { from: 'REQUIRES_MOD_ASSISTANCE', to: 'DEVELOPER_WORKING' },
        },
      ],
    );
    expect(closingReason(wentOn)).toBeNull();
  });

  it('is null for a request that closed approved', () => {
    const rows = historyOf(...planned, [
      'moderator',
      { type: 'CaseResolved', data: { outcome: 'release', note: 'Work is fine' } },
    ]);
    expect(closingReason(rows)).toBeNull();
  });
});
