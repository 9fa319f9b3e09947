import { randomInt } from 'node:crypto';
import { aiTools, type ticketCategories } from '#shared/schemas/tickets.ts';

/**
 * What simulated people write: requests, plans and messages that vary as real ones do, in the
 * shapes the API's input schemas take. Web and backend requests are the most common, so some
 * categories are crowded and some quiet, as on the real marketplace.
 */
type Category = (typeof ticketCategories)[number];

const CATEGORY_WEIGHTS: ReadonlyArray<readonly [Category, number]> = [
  ['web', 30],
  ['backend', 20],
  ['mobile', 10],
  ['react-native', 8],
  ['ios', 6],
  ['android', 6],
  ['infrastructure', 10],
  ['other', 10],
];

const PROBLEMS = [
  'Login broken after the last deploy',
  'Checkout page crashes on submit',
  'Images do not load on the product page',
  'The app is slow when the list grows',
  'Emails are not sent after sign-up',
  'Build fails on the CI since the upgrade',
  'Push notifications never arrive',
  'The admin page shows the wrong totals',
];
const STACKS = ['React, Supabase', 'Next.js, Prisma', 'Expo, Firebase', 'Django, Postgres', ''];
const BUDGETS = ['$50', '$100', '$250', 'Up to $500', 'Open to offers'];
const MILESTONES = [
  ['Reproduce and find the cause', 'Set up the project locally and find where it breaks'],
  ['Fix the bug', 'Change the code and add a test that covers the case'],
  ['Deploy and verify', 'Ship the fix and check it in production with the customer'],
  ['Clean up the data', 'Repair the records the bug left behind'],
] as const;
const LINES = [
  'Hi, could you share access to the repository?',
  'I pushed a first attempt, can you try it?',
  'Thanks! Looks good on my side.',
  'When do you think the next milestone will be ready?',
  'I found another case where it breaks, details below.',
  'Sure, I will look at it this afternoon.',
];

export const pick = <T>(list: readonly T[]): T => list[randomInt(list.length)]!;

/** A random whole number in [min, max]. */
export const between = (min: number, max: number) => min + randomInt(max - min + 1);

/** One category by weight. */
export function category(): Category {
  const total = CATEGORY_WEIGHTS.reduce((sum, [, weight]) => sum + weight, 0);
  let left = randomInt(total);
  for (const [name, weight] of CATEGORY_WEIGHTS) {
    left -= weight;
    if (left < 0) return name;
  }
  return 'other';
}

/** `count` distinct categories by weight. */
export function categories(count: number): Category[] {
  const chosen = new Set<Category>();
  while (chosen.size < count) chosen.add(category());
  return [...chosen];
}

/** What the create-request form sends. */
export function requestDetails() {
  const tool = pick(aiTools);
  return {
    description: `${pick(PROBLEMS)}\nBuilt with an AI tool; it worked until last week.`,
    categories: categories(between(1, 2)),
    aiTool: tool,
    aiToolOther: tool === 'OTHER' ? 'A tool of my own' : undefined,
    stack: pick(STACKS),
    budget: pick(BUDGETS),
  };
}

/** What the milestone form sends: 30 minutes to a day's work at $30–150 an hour. */
export function milestone() {
  const [title, description] = pick(MILESTONES);
  return {
    title,
    description,
    estimatedMinutes: between(1, 16) * 30,
    hourlyRateCents: between(6, 30) * 500,
  };
}

export const messageText = () => pick(LINES);
