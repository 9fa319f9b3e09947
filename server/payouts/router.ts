import { z } from 'zod';
import { developerProcedure, moderatorProcedure, router } from '../trpc/init.ts';
import { liftHold, payoutSetup } from './payout-accounts.ts';
import { payoutIssues } from './payout-issues.ts';
import { sandboxFinishOnboarding, sandboxOnboarding, startOnboarding } from './onboarding.ts';

/** A developer's payouts (docs/payments.md#payouts). */
export const payoutsRouter = router({
  /** Where the developer's payouts stand: none, what the provider still asks, ready, or held. */
  setup: developerProcedure.query(({ ctx }) => payoutSetup(ctx.db, ctx.me.id)),
  /** "Set up payouts" / "Continue setup": where the provider's onboarding is, for this developer. */
  startOnboarding: developerProcedure.mutation(({ ctx }) => startOnboarding(ctx, ctx.me)),
  /** The sandbox's stand-in for the provider's onboarding page. */
  sandboxOnboarding: developerProcedure.query(({ ctx }) => sandboxOnboarding(ctx, ctx.me)),
  sandboxFinishOnboarding: developerProcedure
    .input(z.object({ finished: z.boolean() }))
    .mutation(({ ctx, input }) => sandboxFinishOnboarding(ctx, ctx.me, input.finished)),
  /** The moderators' "Payouts to look at": held developers and refused transfers. */
  issues: moderatorProcedure.query(({ ctx }) => payoutIssues(ctx.db)),
  /** A moderator lets a developer's held payouts go out again, once they have looked. */
  liftHold: moderatorProcedure
    .input(z.object({ developerId: z.uuid() }))
    .mutation(({ ctx, input }) => ctx.db.transaction((tx) => liftHold(tx, input.developerId))),
});
