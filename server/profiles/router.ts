import { z } from 'zod';
import { updateProfileInput } from '#shared/schemas/profile.ts';
import { ticketCategories } from '#shared/schemas/tickets.ts';
import { authedProcedure, router } from '../trpc/init.ts';
import { supportedCategories, updateSupportedCategories } from './update-categories.ts';
import { updateProfile } from './update-profile.ts';

export const profilesRouter = router({
  update: authedProcedure
    .input(updateProfileInput)
    .mutation(({ ctx, input }) => updateProfile(ctx.db, ctx.me.id, input)),
  categories: authedProcedure.query(({ ctx }) => supportedCategories(ctx.db, ctx.me)),
  updateCategories: authedProcedure
    .input(z.object({ categories: z.array(z.enum(ticketCategories)).max(ticketCategories.length) }))
    .mutation(({ ctx, input }) => updateSupportedCategories(ctx.db, ctx.me, input.categories)),
});
