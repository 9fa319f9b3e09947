import { updateProfileInput } from '#shared/schemas/profile.ts';
import { authedProcedure, router } from '../trpc/init.ts';
import { updateProfile } from './update-profile.ts';

export const profilesRouter = router({
  update: authedProcedure
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.me.id, input)),
});
