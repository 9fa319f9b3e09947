import { createWSClient, type WebSocketClientOptions } from '@trpc/client';
import { socketClosed } from './features/session/session-ended.ts';
import { socketReconnectDelayMs } from './live-retry.ts';

/**
 * The tab's live socket, for subscriptions (live lists, chat). It is lazy: it opens on the first
 * subscription and closes 10 s after the last one ends, so visitors on marketing pages never hold
 * a connection. A socket that drops reconnects and its streams start again.
 *
 * Except when the server closed it because the session ended (a sign-out in another tab, a
 * password reset, a suspension, with a code of its own): the screens hear it now, not at their
 * next request, and the socket stops there. Reconnecting would start their streams again on a
 * session that no longer exists, and each would ask for what it shows and be refused. The
 * streams end instead; the next sign-in's first stream opens a new socket.
 */
export function liveSocket(options: Pick<WebSocketClientOptions, 'url' | 'WebSocket'>) {
  const client = createWSClient({
    ...options,
    lazy: { enabled: true, closeMs: 10_000 },
    retryDelayMs: socketReconnectDelayMs,
    onClose: (cause) => {
      if (socketClosed(cause?.code)) void client.close();
    },
  });
  return client;
}
