import { FormAlert } from '../../features/auth/form-alert.tsx';
import { LazyRequestFormDialog } from '../../features/request-form/lazy-request-form-dialog.tsx';
import { useHireAgain } from './use-hire-again.ts';

/**
 * The dashboard's part of hire again (docs/lifecycle.md#hire-again), fetched only when its link
 * is followed: the New Request form offered to the Unblocker the server allows, or why not.
 */
export function HireAgainOffer({ onSaved }: { onSaved: () => void }) {
  const hire = useHireAgain();
  return (
    <>
      {hire.refused && <FormAlert tone="error">{hire.refused}</FormAlert>}
      {hire.offer && (
        <LazyRequestFormDialog
          key={`hire-${hire.offer.id}`}
          open={hire.open}
          onOpenChange={(open) => {
            if (!open) hire.close();
          }}
          offerTo={hire.offer}
          onSaved={onSaved}
        />
      )}
    </>
  );
}
