import { decodeBase64urlIgnorePadding } from '@oslojs/encoding';
import {
  ClientDataType,
  createAssertionSignatureMessage,
  parseAuthenticatorData,
  parseClientDataJSON,
} from '@oslojs/webauthn';
import { and, eq } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { PASSKEY_REFUSED, type PasskeyAssertion } from '#shared/passkeys.ts';
import type { Database } from '../../db/client.ts';
import { passkeys } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { useChallenge, type ChallengePurpose } from './challenges.ts';
import { verifySignature } from './keys.ts';
import { relyingParty } from './relying-party.ts';

/**
 * Verifies what navigator.credentials.get answered (docs/accounts.md#passkeys): the client data
 * is a "get" from our origin over a challenge we issued for this purpose (used up here), the
 * authenticator data names our site and says the person was present and verified, and the
 * stored key signed both. `userId`, when given, is the only account whose passkey may answer.
 * Every refusal reads the same. Answers the passkey's account.
 */
export async function verifyAssertion(
  db: Database,
  env: Env,
  assertion: PasskeyAssertion,
  purpose: ChallengePurpose,
  userId: string | null,
): Promise<string> {
  const refuse = () => new AppError('UNAUTHORIZED', PASSKEY_REFUSED);
  const rp = relyingParty(env);
  let clientDataBytes: Uint8Array;
  let authenticatorBytes: Uint8Array;
  let signature: Uint8Array;
  let clientData: ReturnType<typeof parseClientDataJSON>;
  let authenticator: ReturnType<typeof parseAuthenticatorData>;
  try {
    clientDataBytes = decodeBase64urlIgnorePadding(assertion.clientDataJSON);
    authenticatorBytes = decodeBase64urlIgnorePadding(assertion.authenticatorData);
    signature = decodeBase64urlIgnorePadding(assertion.signature);
    clientData = parseClientDataJSON(clientDataBytes);
    authenticator = parseAuthenticatorData(authenticatorBytes);
  } catch {
    throw refuse();
  }
  if (clientData.type !== ClientDataType.Get || clientData.origin !== rp.origin) throw refuse();
  if (clientData.crossOrigin === true) throw refuse();
  if (!(await useChallenge(db, clientData.challenge, purpose, userId))) throw refuse();
  if (!authenticator.verifyRelyingPartyIdHash(rp.id)) throw refuse();
  if (!authenticator.userPresent || !authenticator.userVerified) throw refuse();

  const [passkey] = await db
    .select()
    .from(passkeys)
    .where(
      userId === null
        ? eq(passkeys.id, assertion.credentialId)
        : and(eq(passkeys.id, assertion.credentialId), eq(passkeys.userId, userId)),
    );
  if (!passkey) throw refuse();
  const message = createAssertionSignatureMessage(authenticatorBytes, clientDataBytes);
  if (!verifySignature(passkey.publicKey, message, signature)) throw refuse();

  // An authenticator that counts must count up: one that does not is a copy of the key
  // (WebAuthn §6.1.1). Many passkeys always say 0, and that is allowed.
  const count = authenticator.signatureCounter;
  if ((count !== 0 || passkey.signCount !== 0) && count <= passkey.signCount) throw refuse();
  await db
    .update(passkeys)
    .set({ signCount: count, lastUsedAt: new Date() })
    .where(eq(passkeys.id, passkey.id));
  return passkey.userId;
}
