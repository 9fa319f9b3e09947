import { describe, expect, it } from 'vitest';
import type { ChatParty } from '#shared/domain/discussions/messages.ts';
import { messageAuthor, splitDescription } from './message-view.ts';

const person = (id: string, overrides: Partial<ChatParty> = {}): ChatParty => ({
  id,
  email: `${id}@example.com`,
  firstName: null,
  lastName: null,
  profileImageUrl: null,
  ...overrides,
});

describe('messageAuthor', () => {
  const page = { customer: person('c'), developer: person('d') };

  it('tells the system, the viewer and the other party apart', () => {
    expect(messageAuthor({ authorId: null }, page, 'c')).toEqual({ kind: 'system' });
    expect(messageAuthor({ authorId: 'c' }, page, 'c')).toEqual({
      kind: 'own',
      party: page.customer,
    });
    expect(messageAuthor({ authorId: 'd' }, page, 'c')).toEqual({
      kind: 'other',
      party: page.developer,
    });
  });

  it('shows a moderator both parties as others', () => {
    expect(messageAuthor({ authorId: 'c' }, page, 'm').kind).toBe('other');
  });

  it('marks a moderator’s words as a moderator’s, for everyone', () => {
    const byModerator = { authorId: 'm', authorRole: 'moderator' } as const;
    expect(messageAuthor(byModerator, page, 'c')).toEqual({ kind: 'moderator', own: false });
    expect(messageAuthor(byModerator, page, 'm')).toEqual({ kind: 'moderator', own: true });
    expect(messageAuthor({ authorId: 'c', authorRole: 'customer' }, page, 'm').kind).toBe('other');
  });
});

describe('splitDescription', () => {
  it('takes the first non-empty line as the title and the rest as the body', () => {
    expect(splitDescription('\n  Login fails  \nOn Safari only.\n\nSince Monday.\n')).toEqual({
      title: 'Login fails',
      body: 'On Safari only.\n\nSince Monday.',
    });
  });

  it('has an empty body for one line and a fallback title for none', () => {
    expect(splitDescription('Just this')).toEqual({ title: 'Just this', body: '' });
    expect(splitDescription('  \n ')).toEqual({ title: 'Untitled request', body: '' });
  });
});
