import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * A secret kept in a file of the data directory: made at random on first use (readable by its
 * owner only) and read back afterwards, so a restart, and every instance sharing the directory,
 * use the same one. Created with `wx`, so two instances starting at once agree on the first.
 */
export async function readOrCreateSecret(file: string): Promise<string> {
  await fs.mkdir(path.dirname(file), { recursive: true });
  const fresh = randomBytes(24).toString('base64url');
  try {
    await fs.writeFile(file, `${fresh}\n`, { mode: 0o600, flag: 'wx' });
    return fresh;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'EEXIST') throw error;
  }
  // Another process may be writing it this very moment: wait for its line.
  for (let attempt = 0; attempt < 50; attempt++) {
    const stored = (await fs.readFile(file, 'utf8')).trim();
    if (stored) return stored;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  throw new Error(`${file} is empty: delete it to have a new secret made`);
}
