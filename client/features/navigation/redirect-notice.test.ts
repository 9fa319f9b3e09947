import { describe, expect, it } from 'vitest';
import { TICKET_NOT_FOUND, redirectNoticeOf, withRedirectNotice } from './redirect-notice.ts';

describe('redirect notice in history state', () => {
  it('reads back the notice it wrote', () => {
    expect(redirectNoticeOf(withRedirectNotice(TICKET_NOT_FOUND))).toEqual(TICKET_NOT_FOUND);
  });

  it('finds nothing in state it did not write', () => {
    for (const state of [
      null,
      undefined,
      'x',
      {},
      { redirectNotice: { title: '' } },
      { other: 1 },
    ]) {
      expect(redirectNoticeOf(state)).toBeNull();
    }
  });
});
