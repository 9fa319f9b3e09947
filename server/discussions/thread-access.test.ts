import { describe, expect, it } from 'vitest';
import {
  created,
  customer,
  developer,
  given,
  mobileDeveloper,
  moderator,
  otherCustomer,
  otherDeveloper,
  planning,
} from '#shared/domain/ticket/test-support.ts';
import { threadAccess } from './thread-access.ts';

describe('threadAccess', () => {
  const pending = given(...created());
  const grabbed = given(...planning());

  it('opens the request’s discussion to its two parties and moderators, to nobody else', () => {
    expect(threadAccess(grabbed, customer, developer.id, false)).toBe('write');
    expect(threadAccess(grabbed, developer, developer.id, false)).toBe('write');
    expect(threadAccess(grabbed, moderator, developer.id, true)).toBe('write');
    for (const stranger of [otherCustomer, otherDeveloper, mobileDeveloper]) {
      expect(threadAccess(grabbed, stranger, developer.id, true)).toBeNull();
    }
  });

  it('lets a developer who may take a waiting request ask its customer, and the customer answer once asked', () => {
    expect(threadAccess(pending, otherDeveloper, otherDeveloper.id, false)).toBe('write');
    expect(threadAccess(pending, mobileDeveloper, mobileDeveloper.id, false)).toBeNull();
    expect(threadAccess(pending, customer, otherDeveloper.id, false)).toBeNull();
    expect(threadAccess(pending, customer, otherDeveloper.id, true)).toBe('write');
    // Someone else's question stays theirs.
    expect(threadAccess(pending, developer, otherDeveloper.id, true)).toBeNull();
  });

  it('keeps the other developers’ questions read-only once the request is taken, and hides them from the customer', () => {
    expect(threadAccess(grabbed, otherDeveloper, otherDeveloper.id, true)).toBe('read');
    expect(threadAccess(grabbed, otherDeveloper, otherDeveloper.id, false)).toBeNull();
    expect(threadAccess(grabbed, customer, otherDeveloper.id, true)).toBeNull();
  });

  it('lets moderators write only in the request’s discussion: the assigned developer’s, or the only one before a grab', () => {
    expect(threadAccess(grabbed, moderator, otherDeveloper.id, true)).toBe('read');
    expect(threadAccess(pending, moderator, otherDeveloper.id, true, true)).toBe('write');
    expect(threadAccess(pending, moderator, otherDeveloper.id, true, false)).toBe('read');
    // Once a developer took the request, an older question stays read-only, even if it is the only one.
    expect(threadAccess(grabbed, moderator, otherDeveloper.id, true, true)).toBe('read');
  });

  it('closes a deleted request’s conversations to all but moderators, who only read them', () => {
    const deleted = { ...pending, deleted: true };
    expect(threadAccess(deleted, customer, otherDeveloper.id, true)).toBeNull();
    expect(threadAccess(deleted, otherDeveloper, otherDeveloper.id, true)).toBeNull();
    expect(threadAccess(deleted, moderator, otherDeveloper.id, true)).toBe('read');
  });
});
