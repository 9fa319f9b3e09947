import type { FastifyRequest } from 'fastify';

/**
 * Closes a request's connection once its body has stopped arriving for `seconds`: Fastify bounds
 * no request by default, and a client that sent half of an upload and went silent held its
 * connection and its partial file for minutes (docs/operations.md#faults). Closing it fails the
 * body's stream, so the store removes the partial file as for any interrupted upload.
 *
 * `fired` says afterwards whether it was closed so; `lift()` ends the bound once the body is read
 * (the connection may carry the next request).
 */
export function closeWhenQuiet(request: FastifyRequest, seconds: number) {
  const raw = request.raw;
  const state = { fired: false, lift };
  const onQuiet = () => {
    state.fired = true;
    raw.destroy(new Error(`No upload bytes for ${seconds} s`));
  };
  raw.setTimeout(seconds * 1000, onQuiet);
  function lift() {
    raw.off('timeout', onQuiet);
    raw.setTimeout(0);
  }
  return state;
}
