import { UnexpectedAnswer } from './failures.ts';
import type { SimulatedBrowser } from './simulated-browser.ts';

/**
 * Pays a milestone's checkout as the customer's browser does with the built-in sandbox provider
 * (e2e: tests/e2e/escrow-support.ts): the checkout tab loads its summary, the person reads it and
 * clicks Pay (the server sends itself the signed payment event through its webhook over HTTP,
 * as a real provider would), then the thank-you page loads the record, which must say paid.
 * Some people close the tab instead; their milestone is paid later from the plan.
 */
export async function payInSandbox(browser: SimulatedBrowser, billingRecordId: string) {
  const checkout = await browser.call('payments.sandboxCheckout', (api) =>
    api.payments.sandboxCheckout.query({ billingRecordId }),
  );
  if (checkout?.status !== 'pending') return;
  await browser.think(1500, 4000);
  if (Math.random() < 0.1) return;
  const paid = await browser.call('payments.sandboxPay', (api) =>
    api.payments.sandboxPay.mutate({ billingRecordId }),
  );
  if (!paid) return;
  await browser.call('payments.billingRecord', async (api) => {
    const record = await api.payments.billingRecord.query({ billingRecordId });
    // The webhook answered before sandboxPay did, so the payment is applied by now.
    if (record.status !== 'paid') {
      throw new UnexpectedAnswer(`a paid checkout's record is ${record.status}`);
    }
    return record;
  });
}
