import { useState } from 'react';
import { useSearch } from 'wouter';
import { z } from 'zod';
import { HIRE_AGAIN_REFUSED } from '#shared/domain/ticket/hire-again.ts';
import { trpc } from '../../trpc.ts';

const developerId = z.uuid();

/**
 * Hire again (docs/lifecycle.md#hire-again): `/dashboard/customer?hireAgain={developerId}`, linked
 * from a developer's profile and from a completed request, opens the New Request form offered to
 * that developer once the server says the customer may (they completed one of the customer's
 * requests); otherwise the dashboard says why not.
 */
export function useHireAgain() {
  const wanted = new URLSearchParams(useSearch()).get('hireAgain');
  const id = wanted !== null && developerId.safeParse(wanted).success ? wanted : null;
  const asked = trpc.tickets.hireAgain.useQuery(
    { developerId: id ?? '' },
    { enabled: id !== null, staleTime: Infinity },
  );
  const [dismissed, setDismissed] = useState<string | null>(null);
  const offer = asked.data ?? null;
  const refused = wanted !== null && (id === null || asked.data === null);
  return {
    offer,
    open: offer !== null && dismissed !== offer.id,
    close: () => setDismissed(offer?.id ?? null),
    refused: refused ? HIRE_AGAIN_REFUSED : null,
  };
}
