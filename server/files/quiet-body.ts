import type { FastifyReply, FastifyRequest } from 'fastify';

/**
 * Closes a request's connection once its body has stopped arriving for `seconds` while the server
 * was waiting for it: Fastify bounds no request by default, and a client that sent half of an
 * upload and went silent held its connection and its partial file for minutes
 * (docs/operations.md#faults). Closing it fails the body's stream, so the store removes the
 * partial file as for any interrupted upload.
 *
 * The socket's idle timer cannot tell who is quiet: it also runs out while the server holds
 * back its reads (the file store slow to take the bytes). So when it runs out with the whole body
 * arrived, or with bytes arrived and not yet read, it is the server's turn, and nothing is closed.
 * The listener on the response matters: without one, Node destroys the socket of a request whose
 * body has all arrived at its first timeout.
 *
 * `fired` says afterwards whether it was closed so; `lift()` ends the bound once the body is read
 * (the connection may carry the next request).
 */
export function closeWhenQuiet(request: FastifyRequest, reply: FastifyReply, seconds: number) {
  const raw = request.raw;
  const state = { fired: false, lift };
  const onQuiet = () => {
    if (state.fired) return;
    if (raw.complete || raw.readableLength > 0) {
      raw.socket.setTimeout(raw.complete ? 0 : seconds * 1000);
      return;
    }
    state.fired = true;
    raw.destroy(new Error(`No upload bytes for ${seconds} s`));
  };
  raw.setTimeout(seconds * 1000, onQuiet);
  reply.raw.on('timeout', onQuiet);
  function lift() {
    raw.off('timeout', onQuiet);
    reply.raw.off('timeout', onQuiet);
    raw.setTimeout(0);
  }
  return state;
}
