import {
  applicationIdInput,
  applicationListInput,
  declineApplicationInput,
} from '#shared/schemas/moderation.ts';
import { moderatorProcedure, router } from '../trpc/init.ts';
import { approveApplication, declineApplication } from './decide-application.ts';
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
});
