import { trpc } from '../../trpc.ts';
import { openCheckoutTab } from './checkout-tab.ts';

export interface OpenedCheckout {
  milestoneId: string;
  billingRecordId: string;
  checkoutUrl: string;
  /** What the customer is charged, as the server priced it (beta discount included). */
  amountCents: number;
  /** False when the browser refused the new tab: the caller offers the link instead. */
  opened: boolean;
}

/**
 * Opens a milestone's checkout in a new tab. Call `pay` from the click handler itself: the tab
 * is opened there, synchronously, so popup blockers let it through.
 */
export function useMilestoneCheckout(ticketId: string) {
  const checkout = trpc.payments.checkout.useMutation();
  const pay = (
    milestoneId: string,
    handlers: { onOpened: (result: OpenedCheckout) => void; onError: (error: unknown) => void },
  ) => {
    const tab = openCheckoutTab();
    checkout.mutate(
      { ticketId, milestoneId },
      {
        onSuccess: (result) =>
          handlers.onOpened({ ...result, milestoneId, opened: tab.go(result.checkoutUrl) }),
        onError: (error) => {
          tab.close();
          handlers.onError(error);
        },
      },
    );
  };
  return {
    pay,
    isPending: checkout.isPending,
    /** The milestone being paid, while its checkout opens. */
    pendingMilestoneId: checkout.isPending ? checkout.variables.milestoneId : null,
    reset: checkout.reset,
  };
}
