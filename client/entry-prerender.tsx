// The build's server-side entry (scripts/build-web.ts): renders a public page to HTML so it shows
// before any script runs and search engines can read it. It runs in Node at build time only.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { httpBatchLink } from '@trpc/client';
import superjson from 'superjson';
import { Router } from 'wouter';
import { App } from './app.tsx';
import { TrpcProvider, trpc } from './trpc.ts';

// Queries do not run while rendering on the server (React Query fetches in effects), so this
// client is never called: every query renders as still loading, as for a visitor's first paint.
const prerenderClient = () =>
  trpc.createClient({ links: [httpBatchLink({ url: '/api/trpc', transformer: superjson })] });

/** The page at `path` as the first render in a browser would draw it, for a visitor. */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <TrpcProvider client={prerenderClient}>
        <Router ssrPath={path}>
          <App />
        </Router>
      </TrpcProvider>
    </StrictMode>,
    // Everything inline, in document order: React otherwise moves large parts to the end with
    // inline scripts to put them back, which the Content-Security-Policy (script-src 'self')
    // refuses to run.
    { progressiveChunkSize: Number.POSITIVE_INFINITY },
  );
  const chunks: Buffer[] = [];
  for await (const chunk of prelude) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks).toString('utf8');
}
