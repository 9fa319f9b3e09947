import { describe, expect, it } from 'vitest';
import { eventHash } from './event-hash.ts';

describe('the event hash', () => {
  it('is the SHA-256 of the canonical JSON as UTF-8, so stored chains still verify', () => {
    // The hex below was computed with createHash('sha256').update(text, 'utf8'), which wrote
    // every hash stored before; non-ASCII text checks the UTF-8 encoding.
    expect(
      eventHash({
        ticketId: '00000000-0000-4000-8000-000000000001',
        version: 1,
        type: 'TicketCreated',
        schemaVersion: 1,
        data: { description: 'Ça marche pas — 修复' },
        actorId: null,
        actorRole: 'customer',
        occurredAt: new Date('2026-11-28T12:00:00.000Z'),
        prevHash: null,
      }),
    ).toBe('3162cb91699266b3c8383e4880a8720eab2dca1252dab49181b2dc1649ec8c89');
  });
});
