import { sessionIdInput } from '#shared/schemas/account.ts';
import { authedProcedure, router } from '../../trpc/init.ts';
import { endOtherSessions, endSession } from './end-sessions.ts';
import { listSessions } from './list-sessions.ts';

/** Where the account is signed in (docs/accounts.md#where-you-are-signed-in). */
export const sessionsRouter = router({
  list: authedProcedure.query(({ ctx }) =>
    listSessions(ctx.db, { userId: ctx.me.id, currentId: ctx.sessionId }),
  ),

  /** Ends one of the caller's sessions; their own is signing out (the cookie goes too). */
  end: authedProcedure.input(sessionIdInput).mutation(async ({ ctx, input }) => {
    const { current } = await ctx.db.transaction((tx) =>
      endSession(tx, {
        userId: ctx.me.id,
        publicId: input.id,
        currentId: ctx.sessionId ?? '',
        cache: ctx.sessionCache,
      }),
    );
    if (current) ctx.clearSession();
    return { current };
  }),

  endOthers: authedProcedure.mutation(async ({ ctx }) => {
    const keep = ctx.sessionId ?? '';
    const ended = await ctx.db.transaction((tx) =>
      endOtherSessions(tx, { userId: ctx.me.id, keep, cache: ctx.sessionCache }),
    );
    return { ended };
  }),
});
