/**
 * The public site's pages (the public routes a visitor can find, docs/public-site.md): their path,
 * the browser title and the search snippet. One list for the client's routes and titles, the
 * build's prerendering, and the server's sitemap, so a page cannot be in one and missing from
 * another.
 */
export interface PublicPage {
  path: string;
  /** The whole tab title, also the search result's headline. */
  title: string;
  /** The search result snippet and the Open Graph description: one or two sentences. */
  description: string;
}

export const publicPages = [
  {
    path: '/',
    title: "Unblock — Stuck? When AI Can't, We Can",
    description:
      'Stuck on code your AI tools wrote? Vetted developers fix it. Approve a plan, pay per milestone, and your money stays in escrow until you approve the work.',
  },
  {
    path: '/learn-more',
    title: 'How Unblock works · Unblock',
    description:
      'How a vetted developer gets your AI-built project unstuck: a plan you approve, payment per milestone held in escrow, and your money back if there is no solution. Join the waitlist or use a beta code.',
  },
  {
    path: '/pricing',
    title: 'Pricing · Unblock',
    description:
      'Free to join. Developers work at $50 an hour, beta users pay $25 for their first hour, and the 10% platform fee is already included in every price you see.',
  },
  {
    path: '/faq',
    title: 'Frequently asked questions · Unblock',
    description:
      'Answers about escrow, refunds, who the developers are, how your code is handed over, and what happens to your data.',
  },
  {
    path: '/become-unblocker',
    title: 'Become an Unblocker · Unblock',
    description:
      'Developers: fix the projects AI tools left half-done. Choose the requests that fit your skills, plan the work in milestones and get paid through escrow.',
  },
  {
    path: '/privacy-policy',
    title: 'Privacy Policy · Unblock',
    description:
      'What Unblock collects (your email, optionally your name), why, how long it is kept, and your rights to see, delete and opt out.',
  },
  {
    path: '/terms-and-conditions',
    title: 'Terms of Service · Unblock',
    description:
      'The terms for customers, freelance developers and moderators on Unblock: eligibility, payments and the 10% fee, escrow and refunds, and New York law.',
  },
] as const satisfies readonly PublicPage[];

export function publicPageFor(path: string): PublicPage | undefined {
  return publicPages.find((page) => page.path === path);
}

/**
 * Stands for the site's address in prerendered pages (canonical and Open Graph URLs): the build
 * does not know where it will be served; the server puts its PUBLIC_URL in on start.
 */
/**
 * The meta tag naming the stylesheets a prerendered page carries inline (comma-separated), so
 * the client can tell Vite's chunk loader they are loaded (client/lazy/inlined-styles.ts).
 */
export const INLINED_STYLES_META = 'unblock:inlined-styles';

export const PUBLIC_URL_PLACEHOLDER = '%UNBLOCK_PUBLIC_URL%';

/** Where the build writes a page's prerendered HTML, relative to the web app's folder. */
export function prerenderedFile(path: string): string {
  return `prerendered/${path === '/' ? 'index' : path.slice(1).replaceAll('/', '-')}.html`;
}
