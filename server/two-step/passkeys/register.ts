import {
  decodeBase64urlIgnorePadding,
  encodeBase64,
  encodeBase64urlNoPadding,
} from '@oslojs/encoding';
import { ClientDataType, parseAttestationObject, parseClientDataJSON } from '@oslojs/webauthn';
import { eq } from 'drizzle-orm';
import { AppError } from '#shared/errors.ts';
import { PASSKEY_NOT_ADDED, type PasskeyCreationOptions } from '#shared/passkeys.ts';
import type { Me } from '#shared/schemas/auth.ts';
import type { Database } from '../../db/client.ts';
import { passkeys } from '../../db/schema/index.ts';
import type { Env } from '../../env.ts';
import { issueChallenge, useChallenge } from './challenges.ts';
import { readPublicKey } from './keys.ts';
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
  let attestationBytes: Uint8Array;
  let clientData: ReturnType<typeof parseClientDataJSON>;
  let attestation: ReturnType<typeof parseAttestationObject>;
  try {
    clientData = parseClientDataJSON(decodeBase64urlIgnorePadding(input.clientDataJSON));
    attestationBytes = decodeBase64urlIgnorePadding(input.attestationObject);
    attestation = parseAttestationObject(attestationBytes);
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
  if (!credential) throw refuse();
  const coseKey = coseKeyAfter(attestationBytes, credential.id);
  const read = coseKey && readPublicKey(coseKey);
  if (!coseKey || !read) throw refuse();
  const id = encodeBase64urlNoPadding(credential.id);
  const added = await db
    .insert(passkeys)
    .values({
      id,
      userId,
      publicKey: encodeBase64(coseKey.subarray(0, read.size)),
      algorithm: read.algorithm,
      signCount: data.signatureCounter,
      name: input.name,
    })
    .onConflictDoNothing()
    .returning({ id: passkeys.id });
  if (added.length === 0) throw refuse();
  return { id };
}

/**
 * The COSE key's bytes: in the authenticator data, the key follows the credential id and its
 * two-byte length (WebAuthn §6.5.1). The parser answers the key decoded only, and we store it as
 * sent, so it is found after the id in the attestation object that carries the data.
 */
function coseKeyAfter(attestationObject: Uint8Array, credentialId: Uint8Array): Uint8Array | null {
  const length = credentialId.length;
  const needle = [length >> 8, length & 0xff, ...credentialId];
  outer: for (let start = 0; start + needle.length <= attestationObject.length; start++) {
    for (let i = 0; i < needle.length; i++) {
      if (attestationObject[start + i] !== needle[i]) continue outer;
    }
    return attestationObject.subarray(start + needle.length);
  }
  return null;
}
