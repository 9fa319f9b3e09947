import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { defineConfig } from 'vite';
import type { ProxyOptions } from 'vite';

// The dev API server (server/index.ts). Vite serves the SPA and forwards everything else to it.
const apiServer = 'http://localhost:3000';
const devPort = 5173;
const devOrigins = new Set([`http://localhost:${devPort}`, `http://127.0.0.1:${devPort}`]);

// The server rejects non-GET requests and WebSocket upgrades whose Origin is not its own
// PUBLIC_URL (CSRF defence). Through this proxy the browser's Origin is Vite's, so present the
// server's own origin instead, for Vite's own origin only: a foreign page is still refused.
// Development only: the production build is served by the server.
const toApiServer: ProxyOptions = {
  target: apiServer,
  changeOrigin: true,
  configure(proxy) {
    const vouchForDevOrigin = (proxyReq: {
      getHeader(name: string): unknown;
      setHeader(name: string, value: string): unknown;
    }) => {
      const origin = proxyReq.getHeader('origin');
      if (typeof origin === 'string' && devOrigins.has(origin))
        proxyReq.setHeader('origin', apiServer);
    };
    proxy.on('proxyReq', vouchForDevOrigin);
    proxy.on('proxyReqWs', vouchForDevOrigin);
  },
};

export default defineConfig({
  root: fileURLToPath(new URL('./client', import.meta.url)),
  plugins: [react(), vanillaExtractPlugin()],
  build: {
    outDir: fileURLToPath(new URL('./dist/client', import.meta.url)),
    emptyOutDir: true,
    // The server sends CSP `script-src 'self'`: no inline scripts, and no data: URLs for assets
    // either, so the production page never depends on a CSP exception.
    assetsInlineLimit: 0,
    // What the first page needs is one app chunk plus two library chunks (React; the rest), each
    // under the 500 kB warning; the libraries' files also survive app-only deploys in the cache.
    // Every screen but the landing page is a lazy chunk (client/app.tsx). The 'app' group keeps
    // all first-page app code in the entry, so its CSS keeps the source order (reset first); left
    // to itself Rolldown moves code the entry shares with lazy pages, CSS included, into a chunk
    // whose styles load before the reset.
    // The form libraries (zod, react-hook-form) are not first-page code: the landing page's only
    // form, the sign-in dialog's, loads on demand (lazy-sign-in-dialog.tsx). They get a library
    // chunk of their own, shared by every form screen, rather than riding in an app chunk.
    rolldownOptions: {
      // A prerendered public page loads the app only once it has painted: that small loader is
      // an entry of its own, named into those pages by scripts/build-web.ts (ADR 0013).
      input: {
        index: fileURLToPath(new URL('./client/index.html', import.meta.url)),
        'after-first-paint': fileURLToPath(
          new URL('./client/after-first-paint/after-first-paint.ts', import.meta.url),
        ),
      },
      // Constants are written into each chunk that uses them, so the loader and the entry both
      // take client/after-first-paint/handoff.ts's strings without sharing a chunk for them.
      optimization: { inlineConst: { mode: 'all' } },
      output: {
        codeSplitting: {
          groups: [
            {
              name: 'react',
              test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/,
              tags: ['$initial'],
              priority: 4,
            },
            {
              name: 'forms',
              test: /[\\/]node_modules[\\/](zod|react-hook-form|@hookform[\\/]resolvers)[\\/]/,
              priority: 3,
            },
            { name: 'vendor', test: /[\\/]node_modules[\\/]/, tags: ['$initial'], priority: 2 },
            // Not the first-paint loader: it stays one small file of its own.
            {
              name: 'app',
              test: (id) => !id.includes('/client/after-first-paint/'),
              tags: ['$initial'],
              priority: 1,
            },
          ],
        },
      },
    },
  },
  server: {
    port: devPort,
    strictPort: true,
    proxy: {
      '/api': { ...toApiServer, ws: true },
      '/healthz': toApiServer,
      '/readyz': toApiServer,
      // Anchored so a future SPA path such as /devices is not swallowed by the prefix match.
      '^/dev(/|$)': toApiServer,
    },
  },
});
