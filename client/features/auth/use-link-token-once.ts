import { useEffect, useRef } from 'react';

/**
 * Sends a mailed link's token to the server once. Such a token works once (or its answer changes
 * once it is spent), so StrictMode's second effect run, or any re-render, must not send it again:
 * a second answer would flash an error over the success. Nothing is sent for a missing or
 * malformed token.
 */
export function useLinkTokenOnce(
  token: string | null,
  wellFormed: boolean,
  send: (input: { token: string }) => void,
): void {
  const sentRef = useRef(false);
  useEffect(() => {
    if (token === null || !wellFormed || sentRef.current) return;
    sentRef.current = true;
    send({ token });
  }, [token, wellFormed, send]);
}
