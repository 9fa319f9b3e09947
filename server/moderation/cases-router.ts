import { caseListInput, caseRefInput, resolveCaseInput } from '#shared/schemas/moderation.ts';
import { moderatorProcedure, router } from '../trpc/init.ts';
import { caseFeed } from './case-feed.ts';
import { getCase } from './get-case.ts';
import { listCases } from './list-cases.ts';
import { resolveCase } from './resolve-case.ts';

/** `moderation.cases`: the queue of requests waiting for a moderator, a case, its outcome, live. */
export const moderationCasesRouter = router({
  list: moderatorProcedure
    .input(caseListInput)
    .query(({ ctx, input }) => listCases(ctx.db, input.cursor)),
  get: moderatorProcedure
    .input(caseRefInput)
    .query(({ ctx, input }) => getCase(ctx.db, ctx.me, input.ticketId)),
  resolve: moderatorProcedure
    .input(resolveCaseInput)
    .mutation(({ ctx, input }) => resolveCase(ctx, ctx.me.id, input)),
  /** A signal to refetch the queue (WebSocket only, as every subscription). */
  feed: moderatorProcedure.subscription(({ ctx, signal }) =>
    caseFeed(ctx, signal ?? new AbortController().signal),
  ),
});
