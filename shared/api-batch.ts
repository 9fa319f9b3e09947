/**
 * The most calls one request to the API may carry, an HTTP batch or a WebSocket message: the
 * server refuses more (docs/decisions/0027-websocket-call-limits.md), and the browser's batch link
 * splits its calls into batches of this size.
 */
export const CALLS_PER_BATCH = 20;
