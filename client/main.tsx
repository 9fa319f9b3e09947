// Before any chunk is imported: the prerendered page's inline styles count as loaded.
import './lazy/inlined-styles.ts';
// Font and global styles first, so component styles that follow can override the reset.
import '@fontsource-variable/inter';
import './styles/global.css.ts';
import { StrictMode, startTransition } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { APP_LIVE_EVENT } from './after-first-paint/handoff.ts';
import { App, loadPublicPage } from './app.tsx';

const rootElement = document.getElementById('root');
if (!rootElement) throw new Error('index.html has no #root element');

const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

// A public page arrives prerendered (scripts/build-web.ts): take over its HTML instead of
// drawing it again, once its chunk is in, so nothing suspends and the page never blanks.
if (rootElement.hasChildNodes()) {
  void loadPublicPage(window.location.pathname)
    .catch(() => undefined)
    .then(() => {
      // As a transition, hydration yields to the browser every few milliseconds instead of
      // holding the main thread for one long task: a tap during it is answered, not queued.
      startTransition(() => {
        hydrateRoot(rootElement, app, {
          onRecoverableError(error) {
            console.error('Hydration fell back to rendering anew:', error);
          },
        });
      });
      // React now answers clicks, replaying those that reach it while it hydrates: the
      // first-paint loader stops holding them and gives back the one it held.
      document.dispatchEvent(new Event(APP_LIVE_EVENT));
    });
} else {
  createRoot(rootElement).render(app);
}
