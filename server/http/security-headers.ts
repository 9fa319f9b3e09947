import type { FastifyInstance } from 'fastify';
import helmet from 'helmet';
import type { Env } from '../env.ts';

/**
 * Helmet's security headers on every response. Built once: @fastify/helmet rebuilds the helmet
 * middleware (parsing the whole policy) on every request, which cost as much CPU as running a
 * ticket command's domain logic.
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
  app.addHook('onRequest', (request, reply, done) => {
    applyHeaders(request.raw, reply.raw, (error?: unknown) => {
      done(error instanceof Error ? error : undefined);
    });
  });
}
