import { CALLS_PER_BATCH } from '#shared/api-batch.ts';

/**
 * What one client may ask of the API at once, the same over HTTP and over the WebSocket
 * (docs/decisions/0027-websocket-call-limits.md, 0028-trpc-runtime-under-contract.md):
 * `server/app.ts` and the tRPC adapter read them from here, and the tests prove each on both
 * transports against the real server.
 */
export interface TransportLimits {
  /**
   * The most calls one request may carry: an HTTP batch (refused whole with 400 above it) or one
   * WebSocket message (refused whole, one error without an id).
   */
  callsPerBatch: number;
  /**
   * The most calls of one connection running at once, a keep-alive HTTP connection (requests
   * sent before the previous answer, pipelined, run beside it) as a WebSocket: the rest wait their
   * turn, and past as many waiting the connection is not read until fewer wait. A full batch runs
   * at once.
   */
  callsInFlightPerConnection: number;
  /**
   * The largest HTTP body (413 above it) and WebSocket message (the socket is closed, 1009), in
   * bytes: one JSON document of calls either way.
   */
  messageBytes: number;
}

export const transportLimits: TransportLimits = {
  callsPerBatch: CALLS_PER_BATCH,
  callsInFlightPerConnection: CALLS_PER_BATCH,
  messageBytes: 1024 * 1024,
};
