import { describe, expect, it } from 'vitest';
import type { ChatMessage } from '#shared/domain/discussions/messages.ts';
import {
  lastSeenOwnMessageId,
  mergeMessages,
  NO_MESSAGES,
  unreadIncomingUpTo,
  withLatestPage,
  withMessage,
  withOlderPage,
} from './thread-messages.ts';

const ME = 'me';
const OTHER = 'other';

function message(seq: number, overrides: Partial<ChatMessage> = {}): ChatMessage {
  return {
    id: `m${seq}`,
    seq,
    authorId: OTHER,
    text: `message ${seq}`,
    attachments: {},
    createdAt: new Date(seq * 1000),
    isRead: false,
    isReported: false,
    ...overrides,
  };
}

const seqs = (messages: readonly ChatMessage[]) => messages.map((m) => m.seq);

describe('mergeMessages', () => {
  it('orders by seq and keeps each message once', () => {
    const merged = mergeMessages([message(3), message(1)], [message(2), message(3)], 'current');
    expect(seqs(merged)).toEqual([1, 2, 3]);
  });

  it('keeps the preferred copy of a message in both lists', () => {
    const held = [message(1, { isRead: false })];
    const fetched = [message(1, { isRead: true })];
    expect(mergeMessages(held, fetched, 'incoming')[0]?.isRead).toBe(true);
    expect(mergeMessages(held, fetched, 'current')[0]?.isRead).toBe(false);
  });
});

describe('withLatestPage', () => {
  it('takes the first page as it is', () => {
    const page = { messages: [message(5), message(6)], hasOlder: true };
    expect(withLatestPage(NO_MESSAGES, page)).toEqual({ messages: page.messages, hasOlder: true });
  });

  it('adds what a refetch brings and keeps the older pages already loaded', () => {
    const held = { messages: [message(1), message(2), message(3)], hasOlder: false };
    const refetched = {
      messages: [message(2), message(3, { isRead: true }), message(4)],
      hasOlder: true,
    };
    const next = withLatestPage(held, refetched);
    expect(seqs(next.messages)).toEqual([1, 2, 3, 4]);
    expect(next.messages[2]?.isRead).toBe(true);
    expect(next.hasOlder).toBe(false);
  });

  it('starts over when the page begins after everything held (messages were missed)', () => {
    const held = { messages: [message(1), message(2)], hasOlder: false };
    const next = withLatestPage(held, { messages: [message(60), message(61)], hasOlder: true });
    expect(next).toEqual({ messages: [message(60), message(61)], hasOlder: true });
  });

  it('merges a page that begins later when it is the whole conversation', () => {
    const held = { messages: [message(1)], hasOlder: false };
    const next = withLatestPage(held, { messages: [message(2)], hasOlder: false });
    expect(seqs(next.messages)).toEqual([1, 2]);
  });

  it('keeps what is held when the page is empty', () => {
    const held = { messages: [message(1)], hasOlder: false };
    expect(withLatestPage(held, { messages: [], hasOlder: false })).toBe(held);
  });
});

describe('withOlderPage', () => {
  it('puts the earlier page first and takes its hasOlder', () => {
    const held = { messages: [message(51), message(52)], hasOlder: true };
    const next = withOlderPage(held, { messages: [message(49), message(50)], hasOlder: false });
    expect(seqs(next.messages)).toEqual([49, 50, 51, 52]);
    expect(next.hasOlder).toBe(false);
  });
});

describe('withMessage', () => {
  it('appends a new message and ignores a repeat', () => {
    const held = { messages: [message(1)], hasOlder: false };
    const next = withMessage(held, message(2));
    expect(seqs(next.messages)).toEqual([1, 2]);
    expect(withMessage(next, message(2, { text: 'again' }))).toBe(next);
  });
});

describe('lastSeenOwnMessageId', () => {
  const messages = [
    message(1, { authorId: ME, isRead: true }),
    message(2, { authorId: ME }),
    message(3),
    message(4, { authorId: ME }),
  ];

  it('is the latest own message marked read', () => {
    expect(lastSeenOwnMessageId(messages, ME, 0)).toBe('m1');
  });

  it('counts the live read mark', () => {
    expect(lastSeenOwnMessageId(messages, ME, 3)).toBe('m2');
    expect(lastSeenOwnMessageId(messages, ME, 4)).toBe('m4');
  });

  it('is null when nothing of the viewer was read', () => {
    expect(lastSeenOwnMessageId([message(1, { authorId: ME })], ME, 0)).toBeNull();
    expect(lastSeenOwnMessageId([message(1, { isRead: true })], ME, 5)).toBeNull();
  });
});

describe('unreadIncomingUpTo', () => {
  it('is the newest unread message of the other party', () => {
    const messages = [
      message(1),
      message(2, { isRead: true }),
      message(3),
      message(4, { authorId: ME }),
    ];
    expect(unreadIncomingUpTo(messages, ME)).toBe(3);
  });

  it('leaves out the viewer’s own and the system’s messages', () => {
    const messages = [message(1, { authorId: ME }), message(2, { authorId: null })];
    expect(unreadIncomingUpTo(messages, ME)).toBeNull();
  });
});
