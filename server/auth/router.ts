import { z } from 'zod';
import {
  completeSignInInput,
  emailOnlyInput,
  linkToken,
  resetPasswordInput,
  signInInput,
  signUpInput,
  verifyEmailInput,
} from '#shared/schemas/auth.ts';
import { text } from '#shared/schemas/text.ts';
import {
  passkeyAssertion,
  passkeySecondStepInput,
  passkeySecondStepOptionsInput,
} from '#shared/passkeys.ts';
import { sessionDeviceOf } from '../account/sessions/device.ts';
import type { Context } from '../trpc/context.ts';
import { publicProcedure, router } from '../trpc/init.ts';
import { completeSignIn } from '../two-step/complete-sign-in.ts';
import {
  passkeySignIn,
  passkeySignInOptions,
  secondStepOptions,
} from '../two-step/passkeys/sign-in.ts';
import { inviteLinkRole } from './invite-link.ts';
import { isResetTokenValid, requestPasswordReset, resetPassword } from './password-reset.ts';
import { revokeSessions } from './sessions.ts';
import { signIn, type SignedIn } from './sign-in.ts';
import { signUp } from './sign-up.ts';
import { suspensionOfSession } from './suspended-sessions.ts';
import { resendVerification, verifyEmail } from './verify-email.ts';

export const authRouter = router({
  /** The signed-in user, or null. */
  me: publicProcedure.query(({ ctx }) => ctx.me),

  /**
   * Why this browser was signed out, when a suspension did it: answered only for the cookie of the
   * ended session itself, so nobody else can read the reason (ADR 0004); null otherwise.
   */
  suspension: publicProcedure.query(({ ctx }) => suspensionOfSession(ctx.db, ctx.endedSessionId)),

  /**
   * The signed-in user, or, for an account with two-step sign-in on, the second step to answer
   * with auth.completeSignIn (docs/accounts.md#two-step-sign-in).
   */
  signIn: publicProcedure.input(signInInput).mutation(async ({ ctx, input }) => {
    const outcome = await signIn(ctx.db, ctx.env, {
      ...input,
      ip: ctx.ip,
      deviceCookie: ctx.deviceCookie,
      session: sessionDeviceOf(ctx),
    });
    return 'secondStep' in outcome ? outcome : signedIn(ctx, outcome);
  }),

  /**
   * The second step: a code, or a passkey's assertion, for the challenge auth.signIn answered;
   * then signed in as by it.
   */
  completeSignIn: publicProcedure
    .input(z.union([completeSignInInput, passkeySecondStepInput]))
    .mutation(async ({ ctx, input }) =>
      signedIn(
        ctx,
        await completeSignIn(ctx.db, ctx.env, {
          ...input,
          deviceCookie: ctx.deviceCookie,
          session: sessionDeviceOf(ctx),
        }),
      ),
    ),

  /** A challenge for a sign-in by passkey instead of a password (docs/accounts.md#passkeys). */
  passkeySignInOptions: publicProcedure.mutation(({ ctx }) =>
    passkeySignInOptions(ctx.db, ctx.env),
  ),

  /** Signs in with a passkey: no second step follows, a passkey is two factors itself. */
  passkeySignIn: publicProcedure.input(passkeyAssertion).mutation(async ({ ctx, input }) =>
    signedIn(
      ctx,
      await passkeySignIn(ctx.db, ctx.env, {
        assertion: input,
        ip: ctx.ip,
        deviceCookie: ctx.deviceCookie,
        session: sessionDeviceOf(ctx),
      }),
    ),
  ),

  /** A challenge for answering a sign-in's second step with one of the account's passkeys. */
  passkeySecondStepOptions: publicProcedure
    .input(passkeySecondStepOptionsInput)
    .mutation(({ ctx, input }) => secondStepOptions(ctx.db, ctx.env, input.token)),

  signUp: publicProcedure
    .input(signUpInput)
    .mutation(({ ctx, input }) => signUp(ctx.db, ctx.env, { ...input, ip: ctx.ip })),

  // The role an invite link's code grants (null: it would sign no one up), for the page the link
  // opens. A mutation, so the code travels in a POST body, never in a URL that logs keep.
  inviteLinkRole: publicProcedure
    .input(z.object({ code: text().trim().toUpperCase().min(1).max(64) }))
    .mutation(({ ctx, input }) => inviteLinkRole(ctx.db, { code: input.code, ip: ctx.ip })),

  signOut: publicProcedure.mutation(async ({ ctx }) => {
    if (ctx.me && ctx.sessionId) {
      const { me, sessionId } = ctx;
      await ctx.db.transaction((tx) =>
        revokeSessions(tx, { userId: me.id, only: sessionId, cache: ctx.sessionCache }),
      );
    }
    ctx.clearSession();
    return { ok: true as const };
  }),

  resendVerification: publicProcedure.input(emailOnlyInput).mutation(async ({ ctx, input }) => {
    await resendVerification(ctx.db, ctx.env, { ...input, ip: ctx.ip });
    return { ok: true as const };
  }),

  verifyEmail: publicProcedure.input(verifyEmailInput).mutation(async ({ ctx, input }) => {
    const { me, token, expiresAt, device } = await verifyEmail(ctx.db, {
      ...input,
      ip: ctx.ip,
      device: sessionDeviceOf(ctx),
    });
    ctx.setSession(token, expiresAt);
    ctx.setDeviceCookie?.(device);
    return me;
  }),

  requestPasswordReset: publicProcedure.input(emailOnlyInput).mutation(async ({ ctx, input }) => {
    await requestPasswordReset(ctx.db, ctx.env, { ...input, ip: ctx.ip });
    return { ok: true as const };
  }),

  // A mutation, so the token travels in a POST body: a query would put it in the URL, which
  // proxies and request logs keep. A malformed token gets the product's invalid-link text
  // (docs/forms.md#password-reset).
  checkResetToken: publicProcedure
    .input(z.object({ token: linkToken }))
    .mutation(async ({ ctx, input }) => ({ valid: await isResetTokenValid(ctx.db, input.token) })),

  resetPassword: publicProcedure.input(resetPasswordInput).mutation(async ({ ctx, input }) => {
    await resetPassword(ctx.db, ctx.sessionCache, { ...input, ip: ctx.ip });
    // The reset revoked every session, including this browser's, if it had one.
    ctx.clearSession();
    return { ok: true as const };
  }),
});

/** A finished sign-in's cookies, set the same way whichever steps it took. */
function signedIn(ctx: Context, { me, token, expiresAt, device }: SignedIn) {
  ctx.setSession(token, expiresAt);
  ctx.setDeviceCookie?.(device);
  return me;
}
