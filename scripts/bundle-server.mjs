import { build } from 'esbuild';

/**
 * Bundles our own server code (not node_modules, which stay imports) into `outdir` as ESM, one
 * `<name>.mjs` per entry: how `npm start` runs the server (scripts/start.mjs).
 * @param {string} root the repository
 * @param {string} outdir inside the repository, so that the bundle's imports find node_modules
 * @param {Record<string, string>} entryPoints output name → source
 */
export function bundleServer(root, outdir, entryPoints) {
  return build({
    absWorkingDir: root,
    entryPoints,
    outdir,
    outExtension: { '.js': '.mjs' },
    bundle: true,
    packages: 'external',
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: true,
    logLevel: 'warning',
  });
}
