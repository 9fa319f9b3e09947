import { trpc } from '../../trpc.ts';

/**
 * The new requests beside Available Requests (developers only), as cached: the notices' feed
 * keeps it live (use-new-requests.ts). Its own module, so the nav's badge loads nothing more.
 */
export function useNewRequestCount(enabled: boolean): number {
  const query = trpc.alerts.newCount.useQuery(undefined, { enabled });
  return enabled ? (query.data?.count ?? 0) : 0;
}
