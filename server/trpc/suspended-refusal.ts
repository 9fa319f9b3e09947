import { TRPCError } from '@trpc/server';
import { ACCOUNT_SUSPENDED } from '#shared/auth-messages.ts';
import { AppError } from '#shared/errors.ts';
import { suspensionOfSession } from '../auth/suspended-sessions.ts';
import type { Context } from './context.ts';
import type { Admit } from './init.ts';

/**
 * A kind's admission that, when it refuses a caller as signed out and their cookie names a session
 * a suspension ended, says so: UNAUTHORIZED with the reason ACCOUNT_SUSPENDED and the sign-in
 * refusal's text. A page whose WebSocket was not open learns of the suspension from its next call
 * and tells the person at once (ADR 0004). Signed-in callers and callers without a stale cookie go
 * straight to the admission; only such a refusal pays for the look-up.
 */
export function explainingSuspension<Added extends object>(admit: Admit<Added>): Admit<Added> {
  return (ctx) => {
    const ended = ctx.endedSessionId;
    if (ctx.me || !ended) return admit(ctx);
    return explained(ctx, ended, admit);
  };
}

async function explained<Added extends object>(ctx: Context, ended: string, admit: Admit<Added>) {
  try {
    return await admit(ctx);
  } catch (error) {
    if (!(error instanceof TRPCError) || error.code !== 'UNAUTHORIZED') throw error;
    if (!(await suspensionOfSession(ctx.db, ended))) throw error;
    const cause = new AppError('UNAUTHORIZED', ACCOUNT_SUSPENDED, 'ACCOUNT_SUSPENDED');
    throw new TRPCError({ code: 'UNAUTHORIZED', message: ACCOUNT_SUSPENDED, cause });
  }
}
