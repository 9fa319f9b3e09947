import { createHash } from 'node:crypto';
import { existsSync } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';

/**
 * What the web build reads: the client and the shared code it imports, and the files that say
 * how it is built and with which packages. `npm start` rebuilds only when their fingerprint
 * differs from the last build's (scripts/start.mjs, scripts/build-web.ts `--if-changed`).
 */
export const BUILD_INPUTS = [
  'client',
  'shared',
  'vite.config.ts',
  'tsconfig.json',
  'package.json',
  'package-lock.json',
  'scripts/build-web.ts',
  'scripts/build-inputs.ts',
  'scripts/web-budgets.ts',
];

/** A SHA-256 over every file's path and contents under `inputs` (folders walked, sorted). */
export async function fingerprint(root: string, inputs: readonly string[]): Promise<string> {
  const hash = createHash('sha256');
  const files: string[] = [];
  for (const input of inputs) {
    const full = path.join(root, input);
    const stat = await fs.stat(full).catch(() => null);
    if (!stat) continue;
    if (!stat.isDirectory()) {
      files.push(input);
      continue;
    }
    for (const entry of await fs.readdir(full, { recursive: true, withFileTypes: true })) {
      if (entry.isFile()) files.push(path.relative(root, path.join(entry.parentPath, entry.name)));
    }
  }
  for (const file of files.sort()) {
    // The path is hashed with its length, so no two lists of files can run together the same.
    hash.update(`${file.length}:${file}\0`);
    hash.update(await fs.readFile(path.join(root, file)));
  }
  return hash.digest('hex');
}

/**
 * The fingerprint of the web build's inputs as they are now, and whether the build in `outDir`
 * was made from them. The fingerprint is kept beside the output rather than in it, where it
 * would be served.
 */
export async function webBuildState(root: string, outDir: string) {
  const inputsFile = path.join(path.dirname(outDir), `.${path.basename(outDir)}.inputs`);
  const inputs = await fingerprint(root, BUILD_INPUTS);
  const current =
    existsSync(path.join(outDir, 'index.html')) &&
    (await fs.readFile(inputsFile, 'utf8').catch(() => '')) === inputs;
  return { inputs, inputsFile, current };
}
