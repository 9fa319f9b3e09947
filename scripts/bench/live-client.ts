import { createTRPCClient, createWSClient, wsLink } from '@trpc/client';
import superjson from 'superjson';
import WebSocket from 'ws';
import type { AppRouter } from '#server/trpc/router.ts';

/**
 * A signed-in browser's live connection, for the benches' load generators: tRPC over one
 * WebSocket to `address`, with the session cookie and the Origin a browser sends.
 */
export function liveClient(address: string, cookieName: string, token: string) {
  class CookieWebSocket extends WebSocket {
    constructor(url: string | URL, protocols?: string | string[]) {
      super(url, protocols, { headers: { cookie: `${cookieName}=${token}` }, origin: address });
    }
  }
  const wsClient = createWSClient({
    url: `${address.replace(/^http/, 'ws')}/api/trpc`,
    WebSocket: CookieWebSocket as unknown as typeof globalThis.WebSocket,
  });
  const client = createTRPCClient<AppRouter>({
    links: [wsLink({ client: wsClient, transformer: superjson })],
  });
  return { client, close: () => void wsClient.close() };
}
