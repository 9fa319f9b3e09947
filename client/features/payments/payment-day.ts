// Made on first use, not when the module loads: the first Intl formatter a page makes loads ICU's
// data, which a screen that shows no date yet should not pay for (as in shared/format.ts).
let dayFormatter: Intl.DateTimeFormat | undefined;

/** The day of a payment, a payout or a refund, in the reader's time zone: "Nov 29, 2026". */
export function formatPaymentDay(when: Date): string {
  dayFormatter ??= new Intl.DateTimeFormat('en-US', { dateStyle: 'medium' });
  return dayFormatter.format(when);
}
