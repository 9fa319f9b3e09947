import { createTRPCClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import superjson from 'superjson';
import type { AppRouter } from '#server/trpc/router.ts';
import { CALLS_PER_BATCH } from '#shared/api-batch.ts';
import { sessionEndLink } from './features/session/session-end-link.ts';
import { liveRetryLink } from './live-retry.ts';
import { liveSocket } from './live-socket.ts';

// Same origin as the page, so the session cookie rides along and the server's Origin check passes.
function webSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/api/trpc`;
}

/**
 * Subscriptions (live lists, chat) need a socket (./live-socket.ts); everything else batches over
 * HTTP. The build's prerenderer runs in Node, which may have no WebSocket; it makes no request at
 * all, so it gets the HTTP link alone.
 */
function createApiClient() {
  // The server's cap on a batch; it also keeps a batch's URL short.
  const http = httpBatchLink({
    url: '/api/trpc',
    maxItems: CALLS_PER_BATCH,
    transformer: superjson,
  });
  if (typeof WebSocket === 'undefined') return createTRPCClient<AppRouter>({ links: [http] });
  const wsClient = liveSocket({ url: webSocketUrl });
  return createTRPCClient<AppRouter>({
    links: [
      // A page whose socket was not open hears of a suspension from its next call's refusal.
      sessionEndLink(),
      liveRetryLink(),
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: wsClient, transformer: superjson }),
        false: http,
      }),
    ],
  });
}

export type ApiClient = ReturnType<typeof createApiClient>;

let client: ApiClient | undefined;

/**
 * The one API client of this tab. Public pages call it directly (without React Query, which
 * they do not load); every screen with forms or live data reaches it through `trpc.ts`.
 */
export function apiClient(): ApiClient {
  return (client ??= createApiClient());
}
