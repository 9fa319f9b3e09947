import { IncomingMessage, ServerResponse } from 'node:http';
import { Socket } from 'node:net';
import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Env } from '../env.ts';

/**
 * Helmet's security headers on every response. Worked out once: our policy does not depend on the
 * request, so helmet runs at start on a response nobody receives and each request gets the headers
 * it set. (@fastify/helmet rebuilt the middleware, parsing the whole policy, on every request, which
 * cost as much CPU as a ticket command's domain logic; running it per request still cost a dozen
 * nested calls.)
 */
export function registerSecurityHeaders(app: FastifyInstance, env: Env): void {
  const applyHeaders = helmet({
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'"],
        // Radix's scroll lock injects a <style> element; inline styles cannot run code, scripts
        // stay 'self' only.
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:'],
        fontSrc: ["'self'", 'data:'],
        connectSrc: ["'self'"],
        frameAncestors: ["'none'"],
        formAction: ["'self'"],
        // Only meaningful behind HTTPS; on http://localhost it would break every asset.
        upgradeInsecureRequests: env.isProduction ? [] : null,
      },
    },
    strictTransportSecurity: env.isProduction,
  });
  const request = new IncomingMessage(new Socket());
  const probe = new ServerResponse(request);
  applyHeaders(request, probe, (error?: unknown) => {
    if (error) throw new Error('helmet refused the security headers policy', { cause: error });
  });
  const headers = Object.entries(probe.getHeaders());
  app.addHook('onRequest', (_request, reply, done) => {
    for (const [name, value] of headers) reply.raw.setHeader(name, value!);
    done();
  });
}
