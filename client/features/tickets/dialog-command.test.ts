import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { dialogFailure } from './dialog-command.ts';

/** A server answer as the tRPC client hands it over: a message and the mapped code. */
const answer = (code: string, message: string) =>
  new TRPCClientError(message, { result: { error: { message, code: 0, data: { code } } } });

const FAILED = 'Failed to delete ticket. Please try again.';
const STALE = 'This request was changed in the meantime. Please try again.';
const LATEST = `${STALE} The page now shows the latest state of this request.`;

describe('a failed dialog command', () => {
  it('explains a conflict and refetches before a retry, from a plan and from a list', () => {
    for (const fromList of [false, true]) {
      expect(dialogFailure(answer('CONFLICT', STALE), FAILED, fromList)).toEqual({
        message: LATEST,
        conflict: true,
        refresh: true,
      });
    }
  });

  it("shows the server's sentence on the request's own screen, without refetching", () => {
    expect(dialogFailure(answer('NOT_FOUND', 'Request not found'), FAILED, false)).toEqual({
      message: 'Request not found',
      conflict: false,
      refresh: false,
    });
  });

  it("shows the spec's text from a list, and refetches the lists either way", () => {
    expect(dialogFailure(answer('NOT_FOUND', 'Request not found'), FAILED, true)).toEqual({
      message: FAILED,
      conflict: false,
      refresh: true,
    });
  });

  it("falls back to the spec's text when the server never answered", () => {
    expect(dialogFailure(new TypeError('Failed to fetch'), FAILED, false)).toEqual({
      message: FAILED,
      conflict: false,
      refresh: false,
    });
  });
});
