import { createPublicKey, verify } from 'node:crypto';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import {
  coseAlgorithmES256,
  coseAlgorithmRS256,
  coseEllipticCurveP256,
  type COSEPublicKey,
} from '@oslojs/webauthn';
// The package's index does not export the COSE decoder, which a stored key needs (the
// authenticator data parser only decodes the key inside a registration).
import { decodeCOSEPublicKey } from '@oslojs/webauthn/dist/cose.js';

/**
 * The COSE key at the start of `bytes`, with its length, or null when it is not one we take:
 * ES256 on P-256 or RS256, what every platform's passkeys use (docs/accounts.md#passkeys).
 */
export function readPublicKey(
  bytes: Uint8Array,
): { key: COSEPublicKey; size: number; algorithm: number } | null {
  try {
    const [key, size] = decodeCOSEPublicKey(bytes);
    const algorithm = key.algorithm();
    if (algorithm === coseAlgorithmES256 && key.ec2().curve === coseEllipticCurveP256) {
      return { key, size, algorithm };
    }
    if (algorithm === coseAlgorithmRS256) {
      key.rsa();
      return { key, size, algorithm };
    }
    return null;
  } catch {
    return null;
  }
}

/** A big-endian unsigned integer as base64url, `length` bytes when given (JWK's form). */
function jwkNumber(value: bigint, length?: number): string {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  if (length) hex = hex.padStart(length * 2, '0');
  return encodeBase64urlNoPadding(Buffer.from(hex, 'hex'));
}

/**
 * Whether `signature` is the stored key's over `message` (ES256: ASN.1 DER, as WebAuthn sends
 * it; RS256: PKCS#1 v1.5), checked by Node's own crypto from the key as a JWK.
 */
export function verifySignature(
  coseKey: Uint8Array,
  message: Uint8Array,
  signature: Uint8Array,
): boolean {
  const read = readPublicKey(coseKey);
  if (!read) return false;
  try {
    const jwk =
      read.algorithm === coseAlgorithmES256
        ? {
            kty: 'EC',
            crv: 'P-256',
            x: jwkNumber(read.key.ec2().x, 32),
            y: jwkNumber(read.key.ec2().y, 32),
          }
        : { kty: 'RSA', n: jwkNumber(read.key.rsa().n), e: jwkNumber(read.key.rsa().e) };
    return verify('sha256', message, createPublicKey({ key: jwk, format: 'jwk' }), signature);
  } catch {
    return false;
  }
}
