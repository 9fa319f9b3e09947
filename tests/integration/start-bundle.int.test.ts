import { spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { findFreePort } from '#server/db/free-port.ts';
import { pathToFileURL } from 'node:url';
import * as sourcePaths from '#server/paths.ts';
import { repositoryRoot } from '#server/paths.ts';
import { bundleServer } from '../../scripts/bundle-server.mjs';
import { createTestDatabase } from '../setup/test-database.ts';
import { UNBUILT_CLIENT_DIR } from '../setup/unbuilt-client.ts';

/**
 * `npm start` runs the server from an esbuild bundle (scripts/start.mjs), not from the sources
 * the other tests run: this starts that bundle, as npm start does, on a test database.
 */
describe('the bundled server npm start runs', () => {
  let database: Awaited<ReturnType<typeof createTestDatabase>>;
  const outdir = path.join(repositoryRoot, 'dist', `server-test-${randomBytes(4).toString('hex')}`);

  beforeAll(async () => {
    database = await createTestDatabase();
  });

  afterAll(async () => {
    await database.drop();
    await fs.rm(outdir, { recursive: true, force: true });
  });

  it('finds the repository, its migrations and the built web app from dist', async () => {
    await bundleServer(repositoryRoot, outdir, { paths: 'server/paths.ts' });
    const bundled = (await import(
      pathToFileURL(path.join(outdir, 'paths.mjs')).href
    )) as typeof sourcePaths;
    expect(bundled.repositoryRoot).toBe(repositoryRoot);
    expect(bundled.migrationsFolder).toBe(sourcePaths.migrationsFolder);
    expect(bundled.builtClientDir).toBe(sourcePaths.builtClientDir);
  });

  it('starts from dist and answers', async () => {
    await bundleServer(repositoryRoot, outdir, { index: 'server/index.ts' });
    const port = await findFreePort();
    const dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'unblock-bundle-'));
    const server = spawn(process.execPath, [path.join(outdir, 'index.mjs')], {
      cwd: repositoryRoot,
      env: {
        ...process.env,
        NODE_ENV: 'test',
        PORT: String(port),
        DATABASE_URL: database.url,
        DATA_DIR: dataDir,
        LOG_LEVEL: 'warn',
        SANDBOX_PAYMENTS_SECRET: randomBytes(24).toString('hex'),
        CLIENT_DIR: UNBUILT_CLIENT_DIR,
      },
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    try {
      let banner = '';
      await new Promise<void>((resolve, reject) => {
        server.stdout.on('data', (chunk: Buffer) => {
          banner += String(chunk);
          if (banner.includes('Unblock is running')) resolve();
        });
        server.once('exit', (code) => reject(new Error(`the bundle exited with ${code}`)));
      });
      const health = await fetch(`http://127.0.0.1:${port}/healthz`);
      expect(health.status).toBe(200);
      const me = await fetch(`http://127.0.0.1:${port}/api/trpc/auth.me`);
      expect(me.status).toBe(200);
      const page = await fetch(`http://127.0.0.1:${port}/dashboard/customer`);
      // No web app here (it may be being built meanwhile): the notice saying how to build it.
      expect(page.status).toBe(503);
      expect(await page.text()).toMatch(/npm run build/i);
    } finally {
      const exited = new Promise((resolve) => server.once('exit', resolve));
      server.kill('SIGTERM');
      await exited;
      await fs.rm(dataDir, { recursive: true, force: true });
    }
  });
});
