import { mailInputs } from '#shared/schemas/mail.ts';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { mailPreferences, setMailPreference, unsubscribe } from './mail-preferences.ts';

/** Which non-essential mails a person gets (docs/mail.md#preferences). */
export const mailPreferencesRouter = router({
  preferences: authedProcedure.query(({ ctx }) => mailPreferences(ctx.db, ctx.me)),
  setPreference: authedProcedure
    .input(mailInputs.setPreference)
    .mutation(({ ctx, input }) => setMailPreference(ctx.db, ctx.me.id, input.kind, input.on)),
  /**
   * A mail's unsubscribe link, confirmed on its page: signed in or not, the token alone decides
   * (docs/mail.md#unsubscribing).
   */
  unsubscribe: publicProcedure
    .input(mailInputs.unsubscribe)
    .mutation(({ ctx, input }) => unsubscribe(ctx.db, input.token)),
});
