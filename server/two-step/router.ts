import { eq } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { twoStepCodeInput } from '#shared/schemas/auth.ts';
import { TWO_STEP_ALREADY_ON, TWO_STEP_NOT_ON, TWO_STEP_NOT_STARTED } from '#shared/two-step.ts';
import type { TwoStepStatus } from '#shared/two-step.ts';
import { endOtherSessions } from '../account/sessions/end-sessions.ts';
import { recoveryCodes, totpFactors } from '../db/schema/index.ts';
import { authedProcedure, router } from '../trpc/init.ts';
import { useCode } from './codes.ts';
import { passkeyProcedures } from './passkeys/procedures.ts';
import { recoveryCodesLeft, replaceRecoveryCodes } from './recovery-codes.ts';
import { hasTotp, startTotp } from './totp.ts';

/**
 * Two-step sign-in: an authenticator app and recovery codes (docs/accounts.md#two-step-sign-in).
 * Every change asks for a code, so a session left open somewhere cannot turn it off.
 */
export const twoStepRouter = router({
  status: authedProcedure.query(async ({ ctx }): Promise<TwoStepStatus> => ({
    totp: await hasTotp(ctx.db, ctx.me.id),
    recoveryCodesLeft: await recoveryCodesLeft(ctx.db, ctx.me.id),
  })),

  /** Passkeys: list, add, rename, remove (docs/accounts.md#passkeys). */
  ...passkeyProcedures,

  /** A new key, waiting for its confirming code: its QR code and its secret to type. */
  startTotp: authedProcedure.mutation(({ ctx }) => startTotp(ctx.db, ctx.me)),

  /**
   * Turns the app on with a code from it; answers the recovery codes, shown once. The account's
   * other sessions end: they were opened with the password alone.
   */
  confirmTotp: authedProcedure.input(twoStepCodeInput).mutation(async ({ ctx, input }) => {
    const [factor] = await ctx.db
      .select({ enabledAt: totpFactors.enabledAt })
      .from(totpFactors)
      .where(eq(totpFactors.userId, ctx.me.id));
    if (!factor) throw new AppError('CONFLICT', TWO_STEP_NOT_STARTED);
    if (factor.enabledAt) throw new AppError('CONFLICT', TWO_STEP_ALREADY_ON);
    await useCode(ctx.db, ctx.me.id, input.code, 'setup');
    const codes = await replaceRecoveryCodes(ctx.db, ctx.me.id);
    await endOtherSessions(ctx.db, {
      userId: ctx.me.id,
      // An operator's script has no session to keep.
      keep: ctx.sessionId ?? '',
      cache: ctx.sessionCache,
    });
    return { recoveryCodes: codes };
  }),

  /** Turns it off, with a code from the app or a recovery code; the recovery codes go too. */
  disableTotp: authedProcedure.input(twoStepCodeInput).mutation(async ({ ctx, input }) => {
    await requireOn(ctx.db, ctx.me.id);
    await useCode(ctx.db, ctx.me.id, input.code);
    await ctx.db.transaction(async (tx) => {
      await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, ctx.me.id));
      await tx.delete(totpFactors).where(eq(totpFactors.userId, ctx.me.id));
    });
    return { ok: true as const };
  }),

  /** A fresh set of recovery codes in place of the old ones, for a code. */
  newRecoveryCodes: authedProcedure.input(twoStepCodeInput).mutation(async ({ ctx, input }) => {
    await requireOn(ctx.db, ctx.me.id);
    await useCode(ctx.db, ctx.me.id, input.code);
    return { recoveryCodes: await replaceRecoveryCodes(ctx.db, ctx.me.id) };
  }),
});

async function requireOn(db: Parameters<typeof hasTotp>[0], userId: string) {
  if (!(await hasTotp(db, userId))) throw new AppError('CONFLICT', TWO_STEP_NOT_ON);
}
