import { sql, type Column, type SQL } from 'drizzle-orm';
import { tickets } from '../db/schema/index.ts';
import { trackRecordOf, type TrackRecord } from '../developers/visible-review.ts';
import { profileImageUrlOf } from '../profiles/avatar-url.ts';
import { cardTitleOf } from './card-title.ts';

/** A request as a list card shows it (docs/screens.md#request-card), beside its other party. */
export const cardColumns = {
  id: tickets.id,
  title: cardTitleOf(tickets.description),
  status: tickets.status,
  categories: tickets.categories,
  customerId: tickets.customerId,
  developerId: tickets.developerId,
  // Who may see a waiting request, and what its card says to the developer it is offered to.
  offeredTo: tickets.offeredTo,
  version: tickets.version,
  createdAt: tickets.createdAt,
};

/** The users table or an alias of it, and the profiles table or an alias of it. */
type Users = { email: Column };
type Profiles = {
  id: Column;
  userType: Column;
  firstName: Column;
  lastName: Column;
  profileImageKey: Column;
};

/**
 * A person as a card shows them, from a left join of users and profiles (or aliases of them):
 * always an object, its fields null where the person is unknown or absent (no developer yet) or
 * the viewer may not know them (`email`, party-view.ts: pass SQL null, and it is not even read).
 * Selected as SQL rather than as columns: drizzle turns a left-joined object whose first column
 * is null into null, so a customer with a last name but no first name would lose both.
 */
export function personColumns(
  user: Users,
  profile: Profiles,
  email: SQL<string | null> | SQL<null> = sql<string | null>`${user.email}`,
) {
  return {
    firstName: sql<string | null>`${profile.firstName}`,
    lastName: sql<string | null>`${profile.lastName}`,
    email,
    profileImageUrl: profileImageUrlOf(profile),
    // Their rating and completed requests (docs/profiles.md#profile-cards): a customer's card of
    // their Unblocker and an Unblocker's of a customer show them. In the list's own statement: a
    // page's cards cost one round trip, not one more per card.
    record: sql<TrackRecord | null>`case when ${profile.id} is null then null
      else ${trackRecordOf(profile.id, profile.userType)} end`,
  };
}

/** A card's other party: what `personColumns` selects. */
export type CardPerson = {
  firstName: string | null;
  lastName: string | null;
  email: string | null;
  profileImageUrl: string | null;
  record: TrackRecord | null;
};
