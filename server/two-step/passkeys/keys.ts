import { createPublicKey, verify, type JsonWebKey } from 'node:crypto';
import { encodeBase64urlNoPadding } from '@oslojs/encoding';
import {
  coseAlgorithmES256,
  coseAlgorithmRS256,
  coseEllipticCurveP256,
  type COSEPublicKey,
} from '@oslojs/webauthn';

/** A big-endian unsigned integer as base64url, `length` bytes when given (JWK's form). */
function jwkNumber(value: bigint, length?: number): string {
  let hex = value.toString(16);
  if (hex.length % 2) hex = `0${hex}`;
  if (length) hex = hex.padStart(length * 2, '0');
  return encodeBase64urlNoPadding(Buffer.from(hex, 'hex'));
}

/**
 * A registered passkey's key as we store it: a JWK (JSON), from the key the attestation parser
 * decoded, or null when it is not one we take: ES256 on P-256 or RS256, what every platform's
 * passkeys use (docs/accounts.md#passkeys). Stored as a JWK, a key is read back by Node's crypto
 * alone, with no COSE decoding after registration.
 */
export function storedKeyOf(key: COSEPublicKey): { jwk: string; algorithm: number } | null {
  try {
    const algorithm = key.algorithm();
    if (algorithm === coseAlgorithmES256) {
      const { curve, x, y } = key.ec2();
      if (curve !== coseEllipticCurveP256) return null;
      const jwk: JsonWebKey = { kty: 'EC', crv: 'P-256', x: jwkNumber(x, 32), y: jwkNumber(y, 32) };
      return { jwk: JSON.stringify(jwk), algorithm };
    }
    if (algorithm === coseAlgorithmRS256) {
      const { n, e } = key.rsa();
      const jwk: JsonWebKey = { kty: 'RSA', n: jwkNumber(n), e: jwkNumber(e) };
      return { jwk: JSON.stringify(jwk), algorithm };
    }
    return null;
  } catch {
    return null;
  }
}

/**
 * Whether `signature` is the stored key's over `message` (ES256: ASN.1 DER, as WebAuthn sends
 * it; RS256: PKCS#1 v1.5).
 */
export function verifySignature(
  storedKey: string,
  message: Uint8Array,
  signature: Uint8Array,
): boolean {
  try {
    const jwk = JSON.parse(storedKey) as JsonWebKey;
    return verify('sha256', message, createPublicKey({ key: jwk, format: 'jwk' }), signature);
  } catch {
    return false;
  }
}
