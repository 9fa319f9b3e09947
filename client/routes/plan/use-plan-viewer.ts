import { useMemo } from 'react';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import type { Me } from '../../features/auth/use-me.ts';
import { viewerActor } from '../../features/tickets/viewer-actor.ts';
import { trpc } from '../../trpc.ts';

/**
 * The signed-in user as the ticket rules see them on this screen. A developer's supported
 * categories decide whether they may grab a pending request (docs/lifecycle.md#who-may-do-what), so
 * they are fetched here; until they arrive "Grab Request" simply is not offered yet.
 */
export function usePlanViewer(me: Me): Actor {
  const developer = me.role === 'developer';
  const categories = trpc.profile.categories.useQuery(undefined, { enabled: developer });
  const supported = categories.data?.categories;
  return useMemo(
    () => (developer ? { ...viewerActor(me), categories: supported ?? [] } : viewerActor(me)),
    [developer, me, supported],
  );
}
