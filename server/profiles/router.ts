import { z } from 'zod';
import { updateProfileInput } from '#shared/schemas/profile.ts';
import { ticketCategories } from '#shared/schemas/tickets.ts';
import { fileStoreFor } from '../files/file-store.ts';
import { authedProcedure, router } from '../trpc/init.ts';
import { supportedCategories, updateSupportedCategories } from './update-categories.ts';
import { profileDetails, updateProfile } from './update-profile.ts';

export const profilesRouter = router({
  update: authedProcedure.input(updateProfileInput).mutation(async ({ ctx, input }) => {
    const me = await updateProfile(ctx.db, fileStoreFor(ctx.env), ctx.me, input);
    // Every instance forgets this user's cached sessions when the change is announced; this
    // one at once, so the next request already sees the new name and picture.
    ctx.sessionCache?.forgetUser(me.id);
    return me;
  }),
  details: authedProcedure.query(({ ctx }) => profileDetails(ctx.db, ctx.me.id)),
  categories: authedProcedure.query(({ ctx }) => supportedCategories(ctx.db, ctx.me)),
  updateCategories: authedProcedure
    .input(z.object({ categories: z.array(z.enum(ticketCategories)).max(ticketCategories.length) }))
    .mutation(async ({ ctx, input }) => {
      const saved = await updateSupportedCategories(ctx.db, ctx.me, input.categories);
      // The session cache holds a developer's categories too: as for `update`, this instance
      // forgets them at once, so the list refetched next already uses the new ones.
      ctx.sessionCache?.forgetUser(ctx.me.id);
      return saved;
    }),
});
