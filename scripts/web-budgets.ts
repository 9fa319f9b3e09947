/**
 * JavaScript (gzip) a screen's first load may cost, counted from Vite's manifest: the entry and
 * the lazy chunks the screen needs to show, each with everything it imports statically (pages
 * fetched later while the browser is idle are not counted). The build refuses a first load over
 * its budget, so a heavy import slipping in fails every test run, not only a benchmark; `npm run
 * perf:web` also measures what `/` really loads.
 */
export interface FirstLoad {
  screen: string;
  /** Manifest keys (paths under client/): the entry first. */
  chunks: readonly string[];
  budgetBytes: number;
}

const ENTRY = 'index.html';

export const FIRST_LOADS = [
  // The landing page, the most common first screen.
  { screen: '/', chunks: [ENTRY], budgetBytes: 100 * 1024 },
  // The dashboard before any dialog opens.
  {
    screen: '/dashboard/customer',
    // The API layer (trpc.ts) comes in as the page's own import.
    chunks: [
      ENTRY,
      'signed-in/signed-in-routes.tsx',
      'routes/customer-dashboard/customer-dashboard-page.tsx',
    ],
    budgetBytes: 200 * 1024,
  },
] as const satisfies readonly FirstLoad[];

/**
 * What a visitor's first load of / may cost (docs/public-site.md#fast-and-findable), for
 * `npm run perf:web`.
 */
export const JS_BUDGET_BYTES = FIRST_LOADS[0].budgetBytes;
