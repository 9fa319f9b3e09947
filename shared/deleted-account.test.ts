import { describe, expect, it } from 'vitest';
import {
  DELETED_USER_NAME,
  deletedEmailOf,
  isDeletedEmail,
  shownEmail,
} from './deleted-account.ts';

describe('a deleted account where a name is shown', () => {
  it('shows "Deleted user" instead of the stand-in address, and any other address as it is', () => {
    const standIn = deletedEmailOf('3f0c6c1e-1b7a-4c55-9d3e-2a9f5b8e7d10');
    expect(standIn).toBe('deleted-3f0c6c1e-1b7a-4c55-9d3e-2a9f5b8e7d10@deleted.invalid');
    expect(isDeletedEmail(standIn)).toBe(true);
    expect(shownEmail(standIn)).toBe(DELETED_USER_NAME);
    expect(shownEmail('ada@example.com')).toBe('ada@example.com');
    expect(isDeletedEmail('someone@deleted.invalid.example.com')).toBe(false);
  });
});
