import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * The repository's root: the nearest folder above this module that holds a package.json. Found,
 * not counted in `../`, because this module runs from server/ (tsx, tests) and bundled into
 * dist/server (`npm start`, scripts/start.mjs) alike.
 */
export const repositoryRoot = findRoot(path.dirname(fileURLToPath(import.meta.url)));

/** Where `npm run build` writes the web app, served unless CLIENT_DIR says otherwise. */
export const builtClientDir = path.join(repositoryRoot, 'dist', 'client');

/** The SQL migrations drizzle-kit generates. */
export const migrationsFolder = path.join(repositoryRoot, 'migrations');

function findRoot(from: string): string {
  for (let folder = from; ; folder = path.dirname(folder)) {
    if (existsSync(path.join(folder, 'package.json'))) return folder;
    if (path.dirname(folder) === folder) throw new Error(`no package.json above ${from}`);
  }
}
