import { existsSync } from 'node:fs';
import path from 'node:path';
import fastifyStatic from '@fastify/static';
import type { FastifyInstance } from 'fastify';

/**
 * Serves the built SPA: hashed assets cached for a year, everything else revalidated, and any
 * page path (no file extension, outside /api) answered with index.html so client-side routes
 * survive a reload, whatever Accept header the client sends. A missing asset stays a 404.
 */
export async function registerSpa(app: FastifyInstance, clientDir: string): Promise<void> {
  const indexFile = path.join(clientDir, 'index.html');
  const built = existsSync(indexFile);

  if (built) {
    await app.register(fastifyStatic, {
      root: clientDir,
      // One route for every file, looked up on disk when asked for (send normalises the path):
      // listing the ~1,000 built files into routes at start took 0.2 s of every start. A file
      // that is not there falls through to the not-found handler below.
      wildcard: true,
      index: false,
      // The build writes .br and .gz beside each text asset (scripts/build-web.ts).
      preCompressed: true,
      // The prerendered pages are served at their own paths (public-pages.ts), with the site's
      // address put in; the raw files are not a second copy of them. A folder is no file: `/`
      // and the like go to the not-found handler (a page), not to a 403 for a directory.
      allowedPath: (pathName) => !pathName.startsWith('/prerendered/') && !pathName.endsWith('/'),
      setHeaders(reply, filePath) {
        const immutable = filePath.includes(`${path.sep}assets${path.sep}`);
        reply.header(
          'cache-control',
          immutable ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/api/') &&
      path.posix.extname(pathname) === '';
    if (!wantsPage) return reply.code(404).send({ error: 'Not found' });
    if (!built) {
      return reply
        .code(503)
        .type('text/plain')
        .send('The web client has not been built yet: run `npm run build`, then restart.');
    }
    return reply.header('cache-control', 'no-cache').sendFile('index.html');
  });
}
