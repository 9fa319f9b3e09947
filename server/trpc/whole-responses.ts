import type { FastifyInstance } from 'fastify';

/**
 * tRPC's Fastify adapter answers with a Fetch `Response`, which Fastify streams with chunked
 * encoding: headers, chunk, terminator, each its own socket write. A batched query or mutation
 * answer is one small JSON document, so it is read whole here and sent with a Content-Length in a
 * single write (on this machine a socket write costs about as much as the rest of a short request).
 * Streaming answers (httpBatchStreamLink's JSON lines, server-sent events) stay streams.
 */
export function sendTrpcResponsesWhole(app: FastifyInstance, prefix: string): void {
  app.addHook('onSend', async (request, reply, payload) => {
    if (!(payload instanceof Response) || !request.url.startsWith(prefix)) return payload;
    const streaming =
      request.headers['trpc-accept'] === 'application/jsonl' ||
      payload.headers.get('content-type')?.startsWith('text/event-stream') === true;
    if (streaming || payload.body === null) return payload;
    reply.code(payload.status);
    for (const [name, value] of payload.headers) reply.header(name, value);
    return await payload.text();
  });
}
