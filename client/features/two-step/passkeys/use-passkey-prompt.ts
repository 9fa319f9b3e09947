import { useState } from 'react';
import { errorMessage } from '../../errors/api-errors.ts';
import { passkeyPromptMessage } from './webauthn.ts';

/**
 * Runs a passkey step (a challenge, the browser's prompt, the server's check) and keeps what the
 * person should read if it fails: the browser's refusals in words, the server's as it said them.
 */
export function usePasskeyPrompt() {
  const [pending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const run = async (step: () => Promise<void>) => {
    setPending(true);
    setError(null);
    try {
      await step();
    } catch (failure) {
      setError(
        failure instanceof DOMException ? passkeyPromptMessage(failure) : errorMessage(failure),
      );
    } finally {
      setPending(false);
    }
  };
  return { pending, error, run, clear: () => setError(null) };
}
