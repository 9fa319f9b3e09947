import { describe, expect, it, vi } from 'vitest';
import { ACCOUNT_SUSPENDED_CLOSE_CODE, SESSION_ENDED_CLOSE_CODE } from '#shared/session-ended.ts';
import { callFailed, onSessionEnded, socketClosed } from './session-ended.ts';

describe('the session ended by the server', () => {
  it('is passed on for the session-ended close code only', () => {
    const listener = vi.fn();
    const stop = onSessionEnded(listener);
    socketClosed(1000);
    socketClosed(1006);
    socketClosed(undefined);
    expect(listener).not.toHaveBeenCalled();
    socketClosed(SESSION_ENDED_CLOSE_CODE);
    expect(listener).toHaveBeenCalledTimes(1);
    expect(listener).toHaveBeenLastCalledWith('ended');
    stop();
    socketClosed(SESSION_ENDED_CLOSE_CODE);
    expect(listener).toHaveBeenCalledTimes(1);
  });

  it('says a suspension ended it, from the close code or from a call refused because of one', () => {
    const listener = vi.fn();
    const stop = onSessionEnded(listener);
    socketClosed(ACCOUNT_SUSPENDED_CLOSE_CODE);
    expect(listener).toHaveBeenLastCalledWith('suspended');
    callFailed({ code: 'UNAUTHORIZED', reason: 'ACCOUNT_SUSPENDED' });
    expect(listener).toHaveBeenCalledTimes(2);
    expect(listener).toHaveBeenLastCalledWith('suspended');
    // Other refusals are the screens' own: signed out for another reason, the sign-in refusal.
    callFailed({ code: 'UNAUTHORIZED' });
    callFailed({ code: 'FORBIDDEN', reason: 'ACCOUNT_SUSPENDED' });
    callFailed(undefined);
    expect(listener).toHaveBeenCalledTimes(2);
    stop();
  });
});
