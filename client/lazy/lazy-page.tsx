import { Suspense, lazy, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import * as loadingStyles from '../features/session/loading-screen.css.ts';
import { LoadingScreen } from '../features/session/loading-screen.tsx';
import { lazyExport } from './lazy-export.ts';
import type { LazyExport } from './lazy-export.ts';
import { PageErrorBoundary } from './page-error-boundary.tsx';
import { loadWithApi } from './with-api.tsx';

/** A page loaded on first use, whose chunk can also be fetched ahead of time. */
export interface LazyPage {
  (): ReactNode;
  /** Fetches the chunk now; a later visit then renders at once, without suspending. */
  preload: () => Promise<void>;
}

/**
 * React.lazy for a page module's named export (pages are named exports; lazy wants a default).
 * The import() must stay a literal at the call site so Vite can split it into its own chunk:
 * `lazyPage(() => import('./routes/help/help-page.tsx'), 'HelpPage')`.
 *
 * Once the chunk is in (preloaded, or after a first visit) the page renders the component itself:
 * React.lazy suspends on its first render however fast the import resolves, and React 19 then
 * keeps the empty fallback up for 300 ms.
 *
 * A page is wrapped in the API provider, whose code loads beside its own, unless it says
 * `{ api: false }`: a page of content only (pricing, the legal texts) then never loads it.
 */
export function lazyPage<Name extends string, Module extends Record<Name, () => ReactNode>>(
  load: () => Promise<Module>,
  name: Name,
  { api = true }: { api?: boolean } = {},
): LazyPage {
  const loadPage: () => Promise<Record<Name, ComponentType>> = api
    ? () => loadWithApi(load, name)
    : load;
  const page: LazyExport<ComponentType> = lazyExport(loadPage, name);
  const Lazy = lazy(() => page.load().then((component) => ({ default: component })));

  function Page() {
    // Chosen once per mount: swapping Lazy for the loaded component later would remount the page.
    const [Component] = useState<ComponentType>(() => page.current() ?? Lazy);
    return <Component />;
  }
  Page.preload = () => page.load().then(() => undefined);
  return Page;
}

/**
 * Fetches the pages' chunks once the browser is idle, so moving between screens later does not
 * wait for the network or flash an empty page area.
 */
export function usePreloadPages(pages: readonly LazyPage[]) {
  useEffect(() => {
    const preload = () => {
      // Failure is not an error here: the visit itself fetches again, and says so if it fails.
      for (const page of pages) void page.preload().catch(() => undefined);
    };
    const idle = window.requestIdleCallback?.(preload, { timeout: 2000 });
    const timer = idle === undefined ? window.setTimeout(preload, 500) : undefined;
    return () => {
      if (idle !== undefined) window.cancelIdleCallback(idle);
      if (timer !== undefined) window.clearTimeout(timer);
    };
  }, [pages]);
}

export interface PageSlotProps {
  page: ComponentType;
}

/**
 * Where a lazy page renders, inside its layout: only the page area waits for the chunk, so the
 * layout and the route guard around it stay on screen.
 */
export function PageSlot({ page: Page }: PageSlotProps) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<PageFallback />}>
        <Page />
      </Suspense>
    </PageErrorBoundary>
  );
}

// React 19 keeps a fallback on screen for at least 300 ms once shown, however fast the chunk
// arrives, so a spinner due sooner would flash on every first visit to a screen. Until then an
// empty area the spinner's size holds the layout (a public page's footer does not jump).
const spinnerDelayMs = 400;

function PageFallback() {
  const [slow, setSlow] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setSlow(true), spinnerDelayMs);
    return () => clearTimeout(timer);
  }, []);
  return slow ? <LoadingScreen label="Loading page" /> : <div className={loadingStyles.screen} />;
}
