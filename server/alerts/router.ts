import { requestAlertInputs } from '#shared/schemas/request-alerts.ts';
import { developerProcedure, router } from '../trpc/init.ts';
import { alertSettings, newRequests, seenAvailable, setMailEvery } from './request-alerts.ts';

/** A developer's new-request alerts (docs/request-alerts.md); anyone else is refused. */
export const alertsRouter = router({
  /** How often new matching requests are mailed to them. */
  settings: developerProcedure.query(({ ctx }) => alertSettings(ctx.db, ctx.me.id)),
  setMailEvery: developerProcedure
    .input(requestAlertInputs.setMailEvery)
    .mutation(({ ctx, input }) => setMailEvery(ctx.db, ctx.me.id, input.mailEvery)),
  /** They opened Available Requests: answers when they had looked before. */
  seenAvailable: developerProcedure.mutation(({ ctx }) => seenAvailable(ctx.db, ctx.me.id)),
  /** The count beside Available Requests: matching requests posted since they last looked. */
  newCount: developerProcedure.query(({ ctx }) => newRequests(ctx.db, ctx.me.id)),
});
