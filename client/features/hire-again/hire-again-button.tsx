import { UserRoundPlus } from 'lucide-react';
import { hireAgainPath } from '#shared/domain/ticket/hire-again.ts';
import { ButtonLink } from '../../components/button.tsx';
import { useMe } from '../auth/use-me.ts';
import { trpc } from '../../trpc.ts';

/**
 * "Hire again" on an Unblocker's profile (docs/lifecycle.md#hire-again), for a signed-in customer
 * the server says may offer them a request (they completed one of the customer's); nothing for
 * anyone else.
 */
export function HireAgainButton({ developerId }: { developerId: string }) {
  const me = useMe();
  const customer = me.data?.role === 'customer';
  const mayHire = trpc.tickets.hireAgain.useQuery({ developerId }, { enabled: customer });
  if (!customer || !mayHire.data) return null;
  return (
    <ButtonLink href={hireAgainPath(developerId)}>
      <UserRoundPlus size={16} aria-hidden="true" />
      Hire again
    </ButtonLink>
  );
}
