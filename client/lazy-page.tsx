import { Component, Suspense, lazy, useEffect, useState } from 'react';
import type { ComponentType, LazyExoticComponent, ReactNode } from 'react';
import { Button } from './components/button.tsx';
import { AuthPageActions, AuthPageCard } from './features/auth/auth-page-card.tsx';
import * as loadingStyles from './features/session/loading-screen.css.ts';
import { LoadingScreen } from './features/session/loading-screen.tsx';

/**
 * React.lazy for a page module's named export (pages are named exports; lazy wants a default).
 * The import() must stay a literal at the call site so Vite can split it into its own chunk:
 * `lazyPage(() => import('./routes/help/help-page.tsx'), 'HelpPage')`.
 */
export function lazyPage<Name extends string, Module extends Record<Name, ComponentType>>(
  load: () => Promise<Module>,
  name: Name,
): LazyExoticComponent<ComponentType> {
  return lazy(() => load().then((module) => ({ default: module[name] })));
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
