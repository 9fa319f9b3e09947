import { INLINED_STYLES_META } from '#shared/public-pages.ts';

// A prerendered page carries its stylesheets inline (scripts/build-web.ts). When one of its
// chunks is imported, Vite's chunk loader adds a stylesheet link for each CSS file the chunk
// needs unless a `link[rel=stylesheet]` with that href is already in the document; a second copy
// of rules already in force would cost the phone a full style and layout pass while hydrating.
// So, before any chunk is imported, each inlined file gets such a link, disabled: a disabled link
// made by script is neither fetched nor applied. (Written into the HTML instead, Chromium's
// preload scanner fetched them anyway.) Runs once, on import, first thing in main.tsx.
const meta = document.querySelector<HTMLMetaElement>(`meta[name="${INLINED_STYLES_META}"]`);
for (const href of meta?.content.split(',') ?? []) {
  if (!href) continue;
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.disabled = true;
  link.href = href;
  document.head.append(link);
}
