// `npm start`, in plain JavaScript so that it runs without a TypeScript loader. Loading the
// server's few hundred modules through tsx took about 2 s of every start; esbuild bundles our own
// code (not node_modules) into dist/server in about 0.1 s, and Node loads that bundle in under 1 s
// (a warm start healthy within 3 s, docs/speed.md). Tests and scripts keep running the sources with
// tsx.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { bundleServer } from './bundle-server.mjs';

const root = path.resolve(import.meta.dirname, '..');
const outdir = path.join(root, 'dist', 'server');

// The server is bundled while the web app's inputs are checked.
const server = bundleServer(root, outdir, { index: 'server/index.ts' });
server.catch(() => {}); // awaited below, after the web app's check
await bundleServer(root, outdir, { 'build-inputs': 'scripts/build-inputs.ts' });
// Stack traces in logs name the TypeScript sources, not the bundle.
process.setSourceMapsEnabled(true);

// The web app is rebuilt only when something it is built from changed since the last build.
// eslint-disable-next-line @typescript-eslint/no-unsafe-assignment -- the bundle of build-inputs.ts just written; the cast gives it that module's type
const inputs = /** @type {typeof import('./build-inputs.ts')} */ (
  await import(pathToFileURL(path.join(outdir, 'build-inputs.mjs')).href)
);
const web = await inputs.webBuildState(root, path.join(root, 'dist', 'client'));
if (web.current) {
  console.log('The web app is up to date: nothing it is built from has changed.');
} else {
  const built = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/build-web.ts'], {
    cwd: root,
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}

await server;
await import(pathToFileURL(path.join(outdir, 'index.mjs')).href);
