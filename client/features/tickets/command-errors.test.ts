import { TRPCClientError } from '@trpc/client';
import { describe, expect, it } from 'vitest';
import { commandError } from './command-errors.ts';

/** A server answer as the tRPC client hands it over: a message, the mapped code, a reason. */
const answer = (code: string, message: string, reason?: string) =>
  new TRPCClientError(message, {
    result: { error: { message, code: 0, data: { code, reason } } },
  });

const FAILED = 'Failed to activate ticket. Please try again.';

describe('a failed command', () => {
  it('says a lost grab was taken by another Unblocker, with nothing to retry', () => {
    expect(
      commandError(
        answer('CONFLICT', 'Another Unblocker took this request first.', 'REQUEST_TAKEN'),
        FAILED,
      ),
    ).toEqual({ conflict: true, message: 'Another Unblocker took this request first.' });
  });

  it('explains any other conflict, and says the page shows the latest state', () => {
    expect(commandError(answer('CONFLICT', 'This action is no longer possible.'), FAILED)).toEqual({
      conflict: true,
      message:
        'This action is no longer possible. The page now shows the latest state of this request.',
    });
  });
});
