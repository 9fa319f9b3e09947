import { AppError } from '#shared/errors.ts';
import { SIGN_IN_CHALLENGE_EXPIRED } from '#shared/two-step.ts';
import type { PasskeyAssertion } from '#shared/passkeys.ts';
import type { Database } from '../db/client.ts';
import type { Env } from '../env.ts';
import { deviceOf } from '../auth/device-cookie.ts';
import { openSession, type SignedIn } from '../auth/sign-in.ts';
import type { SessionDevice } from '../auth/sessions.ts';
import { challengedUser, endSignInChallenge } from './challenges.ts';
import { useCode } from './codes.ts';
import { usePasskeyAsSecondStep } from './passkeys/sign-in.ts';

/**
 * The second step of a sign-in (docs/accounts.md#two-step-sign-in): a code of the account's
 * authenticator or one of its recovery codes answers the challenge the password opened, and the
 * session is opened as a one-step sign-in opens it. A passkey of the account may answer instead
 * (docs/accounts.md#passkeys). The challenge is used once.
 */
export async function completeSignIn(
  db: Database,
  env: Env,
  command: { token: string; deviceCookie?: string; session?: SessionDevice } & (
    { code: string } | { passkey: PasskeyAssertion }
  ),
): Promise<SignedIn> {
  const userId = await challengedUser(db, command.token);
  if ('passkey' in command) await usePasskeyAsSecondStep(db, env, userId, command.passkey);
  else await useCode(db, userId, command.code);
  if (!(await endSignInChallenge(db, command.token))) {
    throw new AppError('UNAUTHORIZED', SIGN_IN_CHALLENGE_EXPIRED);
  }
  const device = await deviceOf(db, userId, command.deviceCookie);
  return openSession(db, userId, device, command.session);
}
