import { lazyExport } from '../../lazy/lazy-export.ts';
import { loadWithApi } from '../../lazy/with-api.tsx';

// The Beta Access tab's content and its sign-up form bring the API layer and the whole auth form
// family; most visitors to this page want the waitlist, so they are fetched when the tab is
// reached for, not with the page.
export const betaAccessPanel = lazyExport(
  () => loadWithApi(() => import('./beta-access-panel.tsx'), 'BetaAccessPanel'),
  'BetaAccessPanel',
);
export const betaSignUp = lazyExport(() => import('./beta-sign-up.tsx'), 'BetaSignUp');

export function preloadBetaSignUp(): void {
  // Failure is not an error here: opening the tab fetches again, and says so if it fails.
  void betaAccessPanel.load().catch(() => undefined);
  void betaSignUp.load().catch(() => undefined);
}
