import { describe, expect, it, vi } from 'vitest';
import { SESSION_ENDED_CLOSE_CODE } from '#shared/session-ended.ts';
import { onSessionEnded, socketClosed } from './session-ended.ts';

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
    stop();
    socketClosed(SESSION_ENDED_CLOSE_CODE);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
