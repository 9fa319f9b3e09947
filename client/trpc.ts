import { createElement } from 'react';
import type { ReactNode } from 'react';
import { QueryClient, QueryClientProvider, hashKey } from '@tanstack/react-query';
import { createTRPCReact, getQueryKey } from '@trpc/react-query';
import type { AppRouter } from '#server/trpc/router.ts';
import type { Me } from '#shared/schemas/auth.ts';
import { apiClient } from './api-client.ts';
import { rememberSignedInUser } from './features/session/signed-in-user.ts';

// React Query and its tRPC hooks are no part of a public page's first load: this module is
// imported only by lazy chunks, each wrapped in <TrpcProvider> as it loads (lazy/with-api.tsx).

export const trpc = createTRPCReact<AppRouter>();

function createQueryClient(): QueryClient {
  const client = new QueryClient({
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
  keepSignedInUserCurrent(client);
  return client;
}

/**
 * The public pages' top bar and the redirect from / do not read this cache: every answer about
 * the profile (its query, sign-in, sign-out, a profile edit) is passed on to them here, whether
 * or not a screen that shows it is still mounted (sign-out navigates away at once).
 */
function keepSignedInUserCurrent(client: QueryClient) {
  const profileQuery = hashKey(getQueryKey(trpc.auth.me, undefined, 'query'));
  client.getQueryCache().subscribe((event) => {
    if (event.type !== 'updated' || event.query.queryHash !== profileQuery) return;
    const me = event.query.state.data as Me | null | undefined;
    if (me !== undefined) rememberSignedInUser(me);
  });
}

// One cache for the tab: the providers of several lazy chunks (a public form, the signed-in
// screens) share it, so what one screen loaded or changed the next one sees.
let queryClient: QueryClient | undefined;

export interface TrpcProviderProps {
  children: ReactNode;
}

export function TrpcProvider({ children }: TrpcProviderProps) {
  queryClient ??= createQueryClient();
  // createElement rather than JSX so this module keeps the `trpc.ts` name the layout documents.
  return createElement(trpc.Provider, {
    client: apiClient(),
    queryClient,
    children: createElement(QueryClientProvider, { client: queryClient }, children),
  });
}
