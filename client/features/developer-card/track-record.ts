import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '#server/trpc/router.ts';

/** A person's visible rating and completed requests, as profiles and cards carry it. */
export type TrackRecord = inferRouterOutputs<AppRouter>['developers']['cards'][number]['record'];

/** A developer as their profile card shows them. */
export type DeveloperCardData = inferRouterOutputs<AppRouter>['developers']['cards'][number];

const count = (n: number, one: string, many: string) => `${n} ${n === 1 ? one : many}`;

/** "4.5 (12 ratings)", or "No ratings yet". */
export function ratingText(record: Pick<TrackRecord, 'average' | 'count'>): string {
  if (record.average === null || record.count === 0) return 'No ratings yet';
  return `${record.average.toFixed(1)} (${count(record.count, 'rating', 'ratings')})`;
}

/** What a screen reader hears for the stars: "Rated 4.5 out of 5 from 12 ratings". */
export function ratingLabel(record: Pick<TrackRecord, 'average' | 'count'>): string {
  if (record.average === null || record.count === 0) return 'No ratings yet';
  return `Rated ${record.average.toFixed(1)} out of 5 from ${count(record.count, 'rating', 'ratings')}`;
}

/** "3 requests completed". */
export const completedText = (completed: number) =>
  `${count(completed, 'request', 'requests')} completed`;

/** Where a developer's public profile is (docs/profiles.md). */
export const profilePath = (developerId: string) => `/developers/${developerId}`;
