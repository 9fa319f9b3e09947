import { eq, inArray } from 'drizzle-orm';
import type { CaseParty } from '#shared/schemas/moderation.ts';
import type { Executor } from '../db/client.ts';
import { profiles, users } from '../db/schema/index.ts';
import { shownName } from './moderated-user.ts';
import { suspendedFlag } from './suspended-flag.ts';

/**
 * The people a case names (its parties, who reported, who wrote a reported message), by id, as
 * the console shows them: one query for a whole queue.
 */
export async function casePeople(
  db: Executor,
  ids: Iterable<string | null | undefined>,
): Promise<Map<string, CaseParty>> {
  const wanted = [...new Set([...ids].filter((id): id is string => Boolean(id)))];
  if (wanted.length === 0) return new Map();
  const rows = await db
    .select({ id: users.id, name: shownName, suspended: suspendedFlag(users.id) })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(inArray(users.id, wanted));
  return new Map(rows.map((row) => [row.id, row]));
}

/** A person of the case; an id that names nobody (never expected) reads as an unknown person. */
export const personIn = (people: Map<string, CaseParty>, id: string): CaseParty =>
  people.get(id) ?? { id, name: 'Unknown person', suspended: false };
