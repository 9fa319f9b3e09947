import { suspendUserInput, userIdInput } from '#shared/schemas/moderation.ts';
import { moderatorProcedure, router } from '../trpc/init.ts';
import { liftSuspension } from './lift-suspension.ts';
import { getModeratedUser } from './moderated-user.ts';
import { suspendUser } from './suspend-user.ts';

/** `moderation.users`: an account as the console shows it, its suspension and the lift. */
export const moderationUsersRouter = router({
  get: moderatorProcedure
    .input(userIdInput)
    .query(({ ctx, input }) => getModeratedUser(ctx.db, input.userId)),
  suspend: moderatorProcedure
    .input(suspendUserInput)
    .mutation(({ ctx, input }) => suspendUser(ctx.db, ctx.sessionCache, ctx.me.id, input)),
  lift: moderatorProcedure
    .input(userIdInput)
    .mutation(({ ctx, input }) => liftSuspension(ctx.db, ctx.env, input.userId)),
});
