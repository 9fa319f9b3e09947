import { z } from 'zod';
import { paymentsInput } from '#shared/schemas/customer-payments.ts';
import { earningsInput } from '#shared/schemas/earnings.ts';
import { authedProcedure, router } from '../trpc/init.ts';
import { billingFeed } from './billing-feed.ts';
import { customerPayments, paymentReceipt } from './customer-payments.ts';
import { openCheckout } from './open-checkout.ts';
import { billingRecordFor, developerEarnings, publicBillingRecord } from './payment-queries.ts';
import { sandboxCheckout, sandboxPay } from './sandbox-checkout.ts';

const recordRef = z.object({ billingRecordId: z.uuid() });

export const paymentsRouter = router({
  /** The next milestone's checkout (the first one opens with "Approve Plan"). */
  checkout: authedProcedure
    .input(z.object({ ticketId: z.uuid(), milestoneId: z.uuid() }))
    .mutation(({ ctx, input }) => openCheckout(ctx, ctx.me, input)),
  /** A payment as its customer sees it (the "thank you" page). */
  billingRecord: authedProcedure
    .input(recordRef)
    .query(async ({ ctx, input }) =>
      publicBillingRecord(await billingRecordFor(ctx.db, ctx.me, input.billingRecordId)),
    ),
  /** The record each time it changes, starting with how it stands now. */
  onBillingRecord: authedProcedure.input(recordRef).subscription(async ({ ctx, input, signal }) => {
    // Authorised before the stream starts (see tickets.onChanged).
    await billingRecordFor(ctx.db, ctx.me, input.billingRecordId);
    return billingFeed(ctx, input.billingRecordId, signal ?? new AbortController().signal);
  }),
  /** A developer's totals and milestone payments, a page at a time. */
  earnings: authedProcedure
    .input(earningsInput)
    .query(({ ctx, input }) => developerEarnings(ctx.db, ctx.me, input?.cursor)),
  /** A customer's payments and refunds, a page at a time. */
  history: authedProcedure
    .input(paymentsInput)
    .query(({ ctx, input }) => customerPayments(ctx.db, ctx.me, input?.cursor)),
  /** One payment's receipt (a printable page), for its customer or a moderator. */
  receipt: authedProcedure
    .input(recordRef)
    .query(({ ctx, input }) => paymentReceipt(ctx.db, ctx.me, input.billingRecordId)),
  sandboxCheckout: authedProcedure
    .input(recordRef)
    .query(({ ctx, input }) => sandboxCheckout(ctx, ctx.me, input.billingRecordId)),
  sandboxPay: authedProcedure
    .input(recordRef)
    .mutation(({ ctx, input }) => sandboxPay(ctx, ctx.me, input.billingRecordId)),
});
