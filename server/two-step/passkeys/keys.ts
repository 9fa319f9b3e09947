import {
  decodePKIXECDSASignature,
  ECDSAPublicKey,
  p256,
  verifyECDSASignature,
} from '@oslojs/crypto/ecdsa';
import {
  RSAPublicKey,
  sha256ObjectIdentifier,
  verifyRSASSAPKCS1v15Signature,
} from '@oslojs/crypto/rsa';
import { sha256 } from '@oslojs/crypto/sha2';
import {
  coseAlgorithmES256,
  coseAlgorithmRS256,
  coseEllipticCurveP256,
  type COSEPublicKey,
} from '@oslojs/webauthn';
// The package's index does not export the COSE decoder, which a stored key needs (the
// authenticator data parser only decodes the key inside a registration).
import { decodeCOSEPublicKey } from '@oslojs/webauthn/dist/cose.js';

/** The algorithms a passkey may use (docs/accounts.md#passkeys): what every platform offers. */
export const PASSKEY_ALGORITHMS = [coseAlgorithmES256, coseAlgorithmRS256] as const;

/** The COSE key at the start of `bytes`, with its length, or null when it is not one we take. */
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

/** Whether `signature` is the stored key's over `message` (ES256: DER; RS256: PKCS#1 v1.5). */
export function verifySignature(
  coseKey: Uint8Array,
  message: Uint8Array,
  signature: Uint8Array,
): boolean {
  const read = readPublicKey(coseKey);
  if (!read) return false;
  const hashed = sha256(message);
  try {
    if (read.algorithm === coseAlgorithmES256) {
      const { x, y } = read.key.ec2();
      return verifyECDSASignature(
        new ECDSAPublicKey(p256, x, y),
        hashed,
        decodePKIXECDSASignature(signature),
      );
    }
    const { n, e } = read.key.rsa();
    return verifyRSASSAPKCS1v15Signature(
      new RSAPublicKey(n, e),
      sha256ObjectIdentifier,
      hashed,
      signature,
    );
  } catch {
    return false;
  }
}
