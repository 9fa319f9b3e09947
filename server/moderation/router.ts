import {
  applicationIdInput,
  applicationListInput,
  declineApplicationInput,
  flaggedPaymentListInput,
} from '#shared/schemas/moderation.ts';
import { moderatorProcedure, router } from '../trpc/init.ts';
import { approveApplication, declineApplication } from './decide-application.ts';
import { listFlaggedPayments } from './flagged-payments.ts';
import { listDeveloperApplications } from './list-applications.ts';
import { moderationCasesRouter } from './cases-router.ts';
import { moderationUsersRouter } from './users-router.ts';

export const moderationRouter = router({
  applications: router({
    list: moderatorProcedure
      .input(applicationListInput)
      .query(({ ctx, input }) => listDeveloperApplications(ctx.db, input.cursor)),
    approve: moderatorProcedure
      .input(applicationIdInput)
      .mutation(({ ctx, input }) => approveApplication(ctx.db, ctx.env, ctx.me.id, input.id)),
    decline: moderatorProcedure
      .input(declineApplicationInput)
      .mutation(({ ctx, input }) => declineApplication(ctx.db, ctx.env, ctx.me.id, input)),
  }),
  cases: moderationCasesRouter,
  users: moderationUsersRouter,
  /** Payments that funded nothing, refunded at once and flagged for a moderator. */
  payments: router({
    list: moderatorProcedure
      .input(flaggedPaymentListInput)
      .query(({ ctx, input }) => listFlaggedPayments(ctx.db, input.cursor)),
  }),
});
