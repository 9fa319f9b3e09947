import { trpc } from '../../trpc.ts';

/**
 * The profile card of one developer (null while none is assigned, or when they have no public
 * profile). Cards asked for on one screen go out in one batched call (the API link batches).
 */
export function useDeveloperCard(developerId: string | null) {
  const cards = trpc.developers.cards.useQuery(
    { ids: developerId ? [developerId] : [] },
    { enabled: developerId !== null, staleTime: 60_000 },
  );
  return cards.data?.find((card) => card.id === developerId) ?? null;
}
