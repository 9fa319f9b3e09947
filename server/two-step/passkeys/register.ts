import { decodeBase64urlIgnorePadding, encodeBase64urlNoPadding } from '@oslojs/encoding';
import { ClientDataType, parseAttestationObject, parseClientDataJSON } from '@oslojs/webauthn';
import { eq } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { PASSKEY_NOT_ADDED, type PasskeyCreationOptions } from '#shared/passkeys.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { Database } from '../../db/client.ts';
import { passkeys } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { issueChallenge, useChallenge } from './challenges.ts';
import { storedKeyOf } from './keys.ts';
import { relyingParty } from './relying-party.ts';

/** What the browser needs to create a passkey for the signed-in account. */
export async function passkeyCreationOptions(
  db: Database,
  env: Env,
  me: Me,
): Promise<PasskeyCreationOptions> {
  const owned = await db
    .select({ id: passkeys.id })
    .from(passkeys)
    .where(eq(passkeys.userId, me.id));
  const name = [me.firstName, me.lastName].filter(Boolean).join(' ');
  return {
    challenge: await issueChallenge(db, 'register', me.id),
    rp: { id: relyingParty(env).id, name: 'Unblock' },
    user: {
      id: encodeBase64urlNoPadding(new TextEncoder().encode(me.id)),
      name: me.email,
      displayName: name || me.email,
    },
    excludeCredentials: owned.map((row) => row.id),
  };
}

/**
 * Verifies a new credential (docs/accounts.md#passkeys) and stores its public key. Attestation is
 * not asked for ("none"): which maker's authenticator it is does not matter to us, so any
 * statement is taken unchecked; the checks that matter are the challenge, the origin, the site's
 * id and the person's presence and verification.
 */
export async function addPasskey(
  db: Database,
  env: Env,
  userId: string,
  input: { name: string; clientDataJSON: string; attestationObject: string },
): Promise<{ id: string }> {
  const refuse = () => new AppError('BAD_REQUEST', PASSKEY_NOT_ADDED);
  const rp = relyingParty(env);
  let clientData: ReturnType<typeof parseClientDataJSON>;
  let attestation: ReturnType<typeof parseAttestationObject>;
  try {
    clientData = parseClientDataJSON(decodeBase64urlIgnorePadding(input.clientDataJSON));
    attestation = parseAttestationObject(decodeBase64urlIgnorePadding(input.attestationObject));
  } catch {
    throw refuse();
  }
  if (clientData.type !== ClientDataType.Create || clientData.origin !== rp.origin) throw refuse();
  if (clientData.crossOrigin === true) throw refuse();
  if (!(await useChallenge(db, clientData.challenge, 'register', userId))) throw refuse();
  const data = attestation.authenticatorData;
  if (!data.verifyRelyingPartyIdHash(rp.id) || !data.userPresent || !data.userVerified) {
    throw refuse();
  }
  const credential = data.credential;
  const stored = credential && storedKeyOf(credential.publicKey);
  if (!credential || !stored) throw refuse();
  const id = encodeBase64urlNoPadding(credential.id);
  const added = await db
    .insert(passkeys)
    .values({
      id,
      userId,
      publicKey: stored.jwk,
      algorithm: stored.algorithm,
      signCount: data.signatureCounter,
      name: input.name,
    })
    .onConflictDoNothing()
    .returning({ id: passkeys.id });
  if (added.length === 0) throw refuse();
  return { id };
}
