import { z } from 'zod';
import { text } from '#shared/schemas/text.ts';
import type { Database } from '../db/client.ts';
import { readLagTolerant } from '../db/replica-reads.ts';
import type { Context } from '../trpc/context.ts';
import { publicProcedure, router } from '../trpc/init.ts';
import { developerCards, developerProfile, developerReviews } from './developer-profile.ts';

// Anything that is not a uuid names no profile: NOT_FOUND, as for an id nobody has, rather than
// a validation error that would tell the two apart (docs/profiles.md#who-has-a-profile).
const developerId = text().max(100);
const isUuid = (value: string) => z.uuid().safeParse(value).success;

const reviewCursor = z.object({
  completedAt: z.date().min(new Date('2000-01-01T00:00:00Z')).max(new Date('9999-12-31T23:59:59Z')),
  id: z.uuid(),
});

/** A page of cards at most: a list page holds 20 requests. */
const MAX_CARDS = 50;

/**
 * Public developer profiles and profile cards (docs/profiles.md): open to visitors too, as a
 * profile is what a customer reads before hiring; only what the profile page shows goes out.
 */
export const developersRouter = router({
  profile: publicProcedure
    .input(z.object({ id: developerId }))
    .query(({ ctx, input }) =>
      othersProfile(ctx, input.id, (db) =>
        developerProfile(db, isUuid(input.id) ? input.id : null),
      ),
    ),
  reviews: publicProcedure
    .input(z.object({ id: developerId, cursor: reviewCursor.nullish() }))
    .query(({ ctx, input }) =>
      othersProfile(ctx, input.id, (db) =>
        developerReviews(db, isUuid(input.id) ? input.id : null, input.cursor ?? null),
      ),
    ),
  cards: publicProcedure
    .input(z.object({ ids: z.array(z.uuid()).max(MAX_CARDS) }))
    .query(({ ctx, input }) => {
      const read = (db: Database) => developerCards(db, input.ids);
      return ctx.me && input.ids.includes(ctx.me.id) ? read(ctx.db) : readLagTolerant(ctx, read);
    }),
});

/**
 * Someone's public profile tolerates a replica's lag (docs/scaling.md#read-replicas), but not for
 * its owner, who must see the change they just saved: theirs is read from the primary.
 */
function othersProfile<T>(
  ctx: Context,
  developerId: string,
  read: (db: Database) => Promise<T>,
): Promise<T> {
  return ctx.me?.id === developerId ? read(ctx.db) : readLagTolerant(ctx, read);
}
