import type { CustomerWaitlistInput, DeveloperWaitlistInput } from '#shared/schemas/waitlist.ts';
import type { Database } from '../db/client.ts';
import { waitlistSignups } from '../db/schema/index.ts';

/**
 * Adds a person to a waitlist. Joining again with the same address is a no-op that answers the
 * same, so the endpoint does not reveal who is already on the list.
 */
export async function joinWaitlist(
  db: Database,
  input:
    | ({ kind: 'customer' } & CustomerWaitlistInput)
    | ({ kind: 'developer' } & DeveloperWaitlistInput),
): Promise<void> {
  await db
    .insert(waitlistSignups)
    .values({
      kind: input.kind,
      name: input.name,
      email: input.email,
      specialty: input.kind === 'developer' ? input.specialty : null,
      bio: input.kind === 'developer' ? (input.bio ?? null) : null,
    })
    .onConflictDoNothing();
}
