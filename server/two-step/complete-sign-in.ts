import { AppError } from '#shared/errors.ts';
import { SIGN_IN_CHALLENGE_EXPIRED } from '#shared/two-step.ts';
import type { Database } from '../db/client.ts';
import { deviceOf } from '../auth/device-cookie.ts';
import { openSession, type SignedIn } from '../auth/sign-in.ts';
import type { SessionDevice } from '../auth/sessions.ts';
import { challengedUser, endSignInChallenge } from './challenges.ts';
import { useCode } from './codes.ts';

/**
 * The second step of a sign-in (docs/accounts.md#two-step-sign-in): a code of the account's
 * authenticator or one of its recovery codes answers the challenge the password opened, and the
 * session is opened as a one-step sign-in opens it. The challenge is used once.
 */
export async function completeSignIn(
  db: Database,
  command: { token: string; code: string; deviceCookie?: string; session?: SessionDevice },
): Promise<SignedIn> {
  const userId = await challengedUser(db, command.token);
  await useCode(db, userId, command.code);
  if (!(await endSignInChallenge(db, command.token))) {
    throw new AppError('UNAUTHORIZED', SIGN_IN_CHALLENGE_EXPIRED);
  }
  const device = await deviceOf(db, userId, command.deviceCookie);
  return openSession(db, userId, device, command.session);
}
