import { describe, expect, it } from 'vitest';
import { encodeLiveMessages } from './live-bus.ts';

const payloadsOf = (encoded: string) =>
  (JSON.parse(encoded) as string[]).map((payload) => JSON.parse(payload) as unknown);

describe('encodeLiveMessages', () => {
  it('sends messages that differ only in topic as one payload naming every topic', () => {
    const ids = { ticket: 't1', version: '3' };
    const encoded = encodeLiveMessages([
      { topic: 'ticket:t1', type: 'ticket.changed', ids },
      { topic: 'user:c1', type: 'ticket.changed', ids },
      { topic: 'tickets:available', type: 'ticket.changed', ids },
      { topic: 'ticket:t2', type: 'ticket.changed', ids: { ticket: 't2', version: '1' } },
    ]);
    expect(payloadsOf(encoded)).toEqual([
      { type: 'ticket.changed', ids, topics: ['ticket:t1', 'user:c1', 'tickets:available'] },
      { type: 'ticket.changed', ids: { ticket: 't2', version: '1' }, topics: ['ticket:t2'] },
    ]);
  });

  it('refuses a message the bus could not deliver', () => {
    expect(() => encodeLiveMessages([{ topic: '', type: 'x', ids: {} }])).toThrow();
  });
});
