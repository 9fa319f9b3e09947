import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, 2 passes): OWASP's minimum recommendation.
export function hashPassword(password: string): Promise<string> {
  return hash(password);
}

// Checked against when the email is unknown, so that answer takes as long as a wrong password.
let dummyHash: Promise<string> | undefined;

export async function verifyPassword(passwordHash: string | null, password: string) {
  if (passwordHash === null) {
    dummyHash ??= hash('not-a-real-password');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password);
}
