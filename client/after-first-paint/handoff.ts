/**
 * What a prerendered page's first-paint loader (./after-first-paint.ts) and the app's entry
 * (client/main.tsx) agree on. A module of constants only, so each side's chunk takes its own copy
 * (the build checks the loader imports no chunk) and the build can read it in Node.
 */

/** The meta tag naming the app's scripts, entry first (written by scripts/build-web.ts). */
export const APP_SCRIPTS_META = 'unblock:app-scripts';

/**
 * Dispatched on `document` by the entry once React has taken over the page: from then on React
 * answers clicks (replaying those it receives while it hydrates), so the loader stops holding
 * them.
 */
export const APP_LIVE_EVENT = 'unblock:app-live';
