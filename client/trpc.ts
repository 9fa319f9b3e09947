import { createElement, useState } from 'react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { createWSClient, httpBatchLink, splitLink, wsLink } from '@trpc/client';
import { createTRPCReact } from '@trpc/react-query';
import superjson from 'superjson';
import type { AppRouter } from '#server/trpc/router.ts';

export const trpc = createTRPCReact<AppRouter>();

// Same origin as the page, so the session cookie rides along and the server's Origin check passes.
function webSocketUrl(): string {
  const { protocol, host } = window.location;
  return `${protocol === 'https:' ? 'wss:' : 'ws:'}//${host}/api/trpc`;
}

/**
 * Subscriptions (live lists, chat) need a socket; everything else batches over HTTP. The socket
 * is lazy: it opens on the first subscription and closes 10 s after the last one ends, so
 * visitors on marketing pages never hold a connection.
 */
export function createTrpcClient() {
  const wsClient = createWSClient({
    url: webSocketUrl,
    lazy: { enabled: true, closeMs: 10_000 },
  });
  return trpc.createClient({
    links: [
      splitLink({
        condition: (op) => op.type === 'subscription',
        true: wsLink({ client: wsClient, transformer: superjson }),
        // The server caps batch size; 20 keeps one batch under that cap and under URL limits.
        false: httpBatchLink({ url: '/api/trpc', maxItems: 20, transformer: superjson }),
      }),
    ],
  });
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: 30_000,
        // A 4xx (signed out, not found, invalid input) will not fix itself by retrying.
        retry: (failureCount, error) => {
          const status = (error as { data?: { httpStatus?: number } }).data?.httpStatus;
          if (status !== undefined && status >= 400 && status < 500) return false;
          return failureCount < 2;
        },
      },
    },
  });
}

export type TrpcClient = ReturnType<typeof createTrpcClient>;

export interface TrpcProviderProps {
  children: ReactNode;
  /** The build's prerenderer has no WebSocket and makes no request: it brings its own client. */
  client?: () => TrpcClient;
}

/** Holds one QueryClient and one tRPC client for the app's lifetime (useState, not per render). */
export function TrpcProvider({ children, client = createTrpcClient }: TrpcProviderProps) {
  const [queryClient] = useState(createQueryClient);
  const [trpcClient] = useState(client);
  // createElement rather than JSX so this module keeps the `trpc.ts` name the layout documents.
  return createElement(trpc.Provider, {
    client: trpcClient,
    queryClient,
    children: createElement(QueryClientProvider, { client: queryClient }, children),
  });
}
