import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { PUBLIC_URL_PLACEHOLDER, prerenderedFile, publicPages } from '#shared/public-pages.ts';

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

interface ServedPage {
  etag: string;
  identity: Buffer;
  /** Compressed after the server is up (brotli at its best level takes a while); until then absent. */
  br?: Buffer;
  gzip?: Buffer;
}

/**
 * The public site (shared/public-pages.ts) as the build prerendered it: each page read once at
 * start, given this deployment's address (canonical and Open Graph URLs), compressed once, and
 * served from memory. Pages the build did not prerender fall through to the SPA's index.html.
 * Also /robots.txt and /sitemap.xml, built from the same list of pages.
 *
 * The compression runs in the background: at brotli's best level it took half a second of every
 * start (a start must be healthy within 3 s, docs/speed.md), and a page asked for meanwhile is
 * simply sent as it is.
 */
export async function registerPublicPages(
  app: FastifyInstance,
  clientDir: string,
  publicUrl: string,
): Promise<void> {
  const pages = await Promise.all(
    publicPages.map(async (page) => ({
      page,
      served: await loadPage(path.join(clientDir, prerenderedFile(page.path)), publicUrl),
    })),
  );
  for (const { page, served } of pages) {
    if (!served) continue;
    app.get(page.path, (request, reply) => sendPage(request, reply, served));
    void compress(served).catch((error: unknown) => {
      app.log.warn({ err: error, page: page.path }, 'a public page could not be compressed');
    });
  }

  app.get('/robots.txt', (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(`User-agent: *\nAllow: /\nDisallow: /api/\n\nSitemap: ${publicUrl}/sitemap.xml\n`),
  );
  const sitemap = [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...publicPages.map((page) => `  <url><loc>${publicUrl}${page.path}</loc></url>`),
    '</urlset>',
    '',
  ].join('\n');
  app.get('/sitemap.xml', (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(sitemap),
  );
}

async function loadPage(file: string, publicUrl: string): Promise<ServedPage | undefined> {
  const html = await readFile(file, 'utf8').catch(() => undefined);
  if (html === undefined) return undefined;
  const identity = Buffer.from(html.replaceAll(PUBLIC_URL_PLACEHOLDER, publicUrl));
  return {
    etag: `"${createHash('sha256').update(identity).digest('base64url').slice(0, 27)}"`,
    identity,
  };
}

async function compress(page: ServedPage): Promise<void> {
  const [br, gzipped] = await Promise.all([
    brotli(page.identity, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } }),
    gzip(page.identity, { level: 9 }),
  ]);
  page.br = br;
  page.gzip = gzipped;
}

function sendPage(request: FastifyRequest, reply: FastifyReply, page: ServedPage) {
  reply
    .type('text/html; charset=utf-8')
    // Revalidated on every visit, so a deploy shows at once; unchanged pages answer 304.
    .header('cache-control', 'no-cache')
    .header('etag', page.etag)
    .header('vary', 'accept-encoding');
  if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
  const accepted = request.headers['accept-encoding'] ?? '';
  if (page.br && /\bbr\b/.test(accepted)) {
    return reply.header('content-encoding', 'br').send(page.br);
  }
  if (page.gzip && /\bgzip\b/.test(accepted)) {
    return reply.header('content-encoding', 'gzip').send(page.gzip);
  }
  return reply.send(page.identity);
}
