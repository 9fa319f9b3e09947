// The build's server-side entry (scripts/build-web.ts): renders a public page to HTML so it shows
// before any script runs and search engines can read it. It runs in Node at build time only.
import { StrictMode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { Router } from 'wouter';
import { App } from './app.tsx';

/**
 * The page at `path` as the first render in a browser would draw it, for a visitor: queries do
 * not run while rendering on the server (React Query fetches in effects) and who is signed in is
 * not known yet, so every query renders as still loading and the top bar offers Sign In.
 */
export async function renderPage(path: string): Promise<string> {
  const { prelude } = await prerenderToNodeStream(
    <StrictMode>
      <Router ssrPath={path}>
        <App />
      </Router>
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
