import { Component, Suspense, lazy, useEffect, useState } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Button } from './components/button.tsx';
import { AuthPageActions, AuthPageCard } from './features/auth/auth-page-card.tsx';
import * as loadingStyles from './features/session/loading-screen.css.ts';
import { LoadingScreen } from './features/session/loading-screen.tsx';

/** A page loaded on first use, whose chunk can also be fetched ahead of time. */
export interface LazyPage {
  (): ReactNode;
  /** Fetches the chunk now; a later visit then renders at once, without suspending. */
  preload: () => Promise<void>;
}

/** One named export of a module fetched on first use (a lazy chunk). */
export interface LazyExport<T> {
  /** Starts the fetch, or joins the one under way; once in, resolves at once. */
  load: () => Promise<T>;
  /** The export if it has arrived, else null: lets a render use it without waiting. */
  current: () => T | null;
}

/**
 * A chunk's export, fetched once. The import() must stay a literal at the call site so Vite can
 * split it into its own chunk: `lazyExport(() => import('./help-page.tsx'), 'HelpPage')`.
 */
export function lazyExport<Name extends string, Module extends Record<Name, unknown>>(
  load: () => Promise<Module>,
  name: Name,
): LazyExport<Module[Name]> {
  let loaded: { value: Module[Name] } | null = null;
  let loading: Promise<Module[Name]> | null = null;
  return {
    load: () =>
      (loading ??= load().then(
        (module) => (loaded = { value: module[name] }).value,
        (error: unknown) => {
          // A failed fetch (offline) may be tried again by the next call.
          loading = null;
          throw error;
        },
      )),
    current: () => (loaded ? loaded.value : null),
  };
}

export type LazyExportState<T> =
  { status: 'loading' } | { status: 'failed'; retry: () => void } | { status: 'ready'; value: T };

/**
 * A lazy export for a component that renders its own waiting state instead of suspending (React
 * keeps a Suspense fallback up for at least 300 ms): ready at once if the chunk is already in,
 * else fetched on mount, with a retry after a failure.
 */
export function useLazyExport<T>(lazyValue: LazyExport<T>): LazyExportState<T> {
  // Wrapped: a component stored as state must not be taken for an updater function.
  const [arrived, setArrived] = useState<{ value: T } | null>(() => {
    const value = lazyValue.current();
    return value === null ? null : { value };
  });
  const [failedAttempt, setFailedAttempt] = useState<number | null>(null);
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    if (arrived) return;
    let mounted = true;
    lazyValue.load().then(
      (value) => {
        if (mounted) setArrived({ value });
      },
      () => {
        if (mounted) setFailedAttempt(attempt);
      },
    );
    return () => {
      mounted = false;
    };
  }, [lazyValue, arrived, attempt]);

  if (arrived) return { status: 'ready', value: arrived.value };
  if (failedAttempt === attempt) return { status: 'failed', retry: () => setAttempt(attempt + 1) };
  return { status: 'loading' };
}

/**
 * React.lazy for a page module's named export (pages are named exports; lazy wants a default).
 * The import() must stay a literal at the call site so Vite can split it into its own chunk:
 * `lazyPage(() => import('./routes/help/help-page.tsx'), 'HelpPage')`.
 *
 * Once the chunk is in (preloaded, or after a first visit) the page renders the component itself:
 * React.lazy suspends on its first render however fast the import resolves, and React 19 then
 * keeps the empty fallback up for 300 ms.
 */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): LazyPage {
  const page: LazyExport<ComponentType> = lazyExport(load, name);
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

interface PageErrorBoundaryState {
  failed: boolean;
}

/**
 * A page chunk that fails to load (offline, or a deploy replaced the files) would otherwise blank
 * the screen. React.lazy keeps the failed import, so only a reload can fetch it again; the reload
 * also picks up the new index.html (served no-cache) with the new chunk names.
 */
class PageErrorBoundary extends Component<{ children: ReactNode }, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failed: false };

  static getDerivedStateFromError(): PageErrorBoundaryState {
    return { failed: true };
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return (
      <AuthPageCard tone="error" title="This page could not be loaded">
        <p role="alert">Check your connection and reload the page.</p>
        <AuthPageActions>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </AuthPageActions>
      </AuthPageCard>
    );
  }
}
