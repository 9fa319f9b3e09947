import { describe, expect, it } from 'vitest';
import { readInviteLink } from './invite-link.ts';

describe('readInviteLink', () => {
  it('opens Beta Access with the mailed code, upper-cased', () => {
    expect(readInviteLink('?code=ab12cd34ef', '#beta-access')).toEqual({ code: 'AB12CD34EF' });
    expect(readInviteLink('?code=%20AB12CD34EF%20', '')).toEqual({ code: 'AB12CD34EF' });
  });

  it('opens Beta Access without a code when only the hash asks for it', () => {
    expect(readInviteLink('', '#beta-access')).toEqual({ code: '' });
    expect(readInviteLink(`?code=${'A'.repeat(65)}`, '#beta-access')).toEqual({ code: '' });
  });

  it('leaves any other visit on the waitlist', () => {
    expect(readInviteLink('', '')).toBeNull();
    expect(readInviteLink('?utm_source=mail', '#get-access')).toBeNull();
    expect(readInviteLink('?code=', '')).toBeNull();
  });
});
