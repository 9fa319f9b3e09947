import { APP_LIVE_EVENT, APP_SCRIPTS_META } from './handoff.ts';

/**
 * The only script a prerendered public page asks for (scripts/build-web.ts, ADR 0013). The page
 * is whole without the app (its text, styles and links), so the app's scripts are fetched once
 * the browser has painted it: on a phone on a slow link the text and the font get the bandwidth
 * and the main thread first, instead of sharing them with ~90 KB of JavaScript that the first
 * paint does not need.
 *
 * The app is fetched at once instead when the visitor reaches for the page first (a key, a
 * touch, a click), when the tab is in the background (it does not paint until shown), and in a
 * browser that does not report paints; a timer covers a paint never reported.
 *
 * A click on a button before the app has taken over would be lost (links work without it), so it
 * is held and given again to the same button once the app is live: the Sign In button opens its
 * dialog even when pressed while the app is still on its way.
 */
const meta = document.querySelector<HTMLMetaElement>(`meta[name="${APP_SCRIPTS_META}"]`);
const [entry, ...imports] = meta?.content.split(',').filter(Boolean) ?? [];
const LATEST_MS = 1500;
let started = false;
let held: HTMLElement | undefined;

function loadApp(): void {
  if (started || !entry) return;
  started = true;
  // The entry's own imports go out with it rather than once it has been read.
  for (const href of imports) {
    const link = document.createElement('link');
    link.rel = 'modulepreload';
    link.crossOrigin = '';
    link.href = href;
    document.head.append(link);
  }
  void import(/* @vite-ignore */ entry);
}

function holdClick(event: MouseEvent): void {
  const button = event.target instanceof Element ? event.target.closest('button') : null;
  if (!button || button.disabled) return;
  event.preventDefault();
  event.stopImmediatePropagation();
  held = button;
  loadApp();
}

document.addEventListener('click', holdClick, true);
document.addEventListener(
  APP_LIVE_EVENT,
  () => {
    document.removeEventListener('click', holdClick, true);
    if (held?.isConnected) held.click();
    held = undefined;
  },
  { once: true },
);
for (const reach of ['pointerdown', 'keydown'] as const) {
  document.addEventListener(reach, loadApp, { capture: true, once: true, passive: true });
}

if (
  document.visibilityState !== 'visible' ||
  !PerformanceObserver.supportedEntryTypes.includes('paint')
) {
  loadApp();
} else {
  new PerformanceObserver((list, observer) => {
    if (list.getEntriesByName('first-contentful-paint').length === 0) return;
    observer.disconnect();
    loadApp();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(loadApp, LATEST_MS);
}
