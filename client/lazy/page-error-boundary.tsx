import { Component } from 'react';
import type { ReactNode } from 'react';
import { Button } from '../components/button.tsx';
import { StatusCardActions, StatusCard } from '../components/status-card.tsx';
import { isChunkLoadError } from './chunk-load-error.ts';

interface PageErrorBoundaryState {
  failure: 'chunk' | 'page' | null;
}

/**
 * What a page that cannot render shows instead of a blank area. A chunk that did not arrive
 * (offline, or a deploy replaced the files) is a connection matter; anything else is our bug.
 * Reload is the way on in both cases: React.lazy keeps a failed import, and a reload also picks
 * up a new index.html (served no-cache) with the new chunk names.
 */
export class PageErrorBoundary extends Component<{ children: ReactNode }, PageErrorBoundaryState> {
  override state: PageErrorBoundaryState = { failure: null };

  static getDerivedStateFromError(error: unknown): PageErrorBoundaryState {
    return { failure: isChunkLoadError(error) ? 'chunk' : 'page' };
  }

  override render() {
    const { failure } = this.state;
    if (!failure) return this.props.children;
    const [title, text] =
      failure === 'chunk'
        ? ['This page could not be loaded', 'Check your connection and reload the page.']
        : [
            'Something went wrong on this page',
            'Reload the page to try again. Nothing you saved is lost.',
          ];
    return (
      <StatusCard tone="error" title={title}>
        <p role="alert">{text}</p>
        <StatusCardActions>
          <Button onClick={() => window.location.reload()}>Reload</Button>
        </StatusCardActions>
      </StatusCard>
    );
  }
}
