import {
  changeEmailInput,
  changePasswordInput,
  emailChangeTokenInput,
} from '#shared/schemas/account.ts';
import { authedProcedure, publicProcedure, router } from '../../trpc/init.ts';
import { changePassword } from './change-password.ts';
import { cancelEmailChange, pendingEmailChange, requestEmailChange } from './email-change.ts';
import { confirmEmailChange, revertEmailChange } from './email-change-links.ts';

/** Changing the password and the email (docs/accounts.md#password-and-email). */
export const credentialsRouter = router({
  changePassword: authedProcedure.input(changePasswordInput).mutation(async ({ ctx, input }) => {
    await changePassword(ctx.db, ctx.env, ctx.sessionCache, {
      userId: ctx.me.id,
      sessionId: ctx.sessionId ?? '',
      currentPassword: input.currentPassword,
      newPassword: input.newPassword,
      ip: ctx.ip,
    });
    return { ok: true as const };
  }),

  changeEmail: authedProcedure
    .input(changeEmailInput)
    .mutation(({ ctx, input }) =>
      requestEmailChange(ctx.db, ctx.env, { userId: ctx.me.id, ...input, ip: ctx.ip }),
    ),

  pendingEmail: authedProcedure.query(({ ctx }) => pendingEmailChange(ctx.db, ctx.me.id)),

  cancelEmailChange: authedProcedure.mutation(async ({ ctx }) => {
    await cancelEmailChange(ctx.db, ctx.me.id);
    return { ok: true as const };
  }),

  // Public: the mailed links open in whatever browser the mail is read in. Mutations, so the
  // token travels in a POST body, never in a URL that logs keep.
  confirmEmail: publicProcedure
    .input(emailChangeTokenInput)
    .mutation(({ ctx, input }) =>
      confirmEmailChange(ctx.db, ctx.env, ctx.sessionCache, { ...input, ip: ctx.ip }),
    ),

  revertEmail: publicProcedure.input(emailChangeTokenInput).mutation(async ({ ctx, input }) => {
    const { userId } = await revertEmailChange(ctx.db, ctx.env, ctx.sessionCache, {
      ...input,
      ip: ctx.ip,
    });
    // Every session of the account ended, this browser's too if it was one of them.
    if (ctx.me?.id === userId) ctx.clearSession();
    return { ok: true as const };
  }),
});
