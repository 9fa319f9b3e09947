import { asc, desc, eq, sql } from 'drizzle-orm';
import type { DeveloperApplication } from '#shared/schemas/moderation.ts';
import type { DeveloperSpecialty } from '#shared/schemas/waitlist.ts';
import type { Executor } from '../db/client.ts';
import { betaAccessCodes, waitlistSignups } from '../db/schema/index.ts';

const isDecided = sql`${waitlistSignups.status} <> 'new'`;

/**
 * Every developer application as the moderation console lists it: those waiting for a decision
 * first, oldest first (first come, first read); then the decided ones, latest decision first.
 */
export async function listDeveloperApplications(db: Executor): Promise<DeveloperApplication[]> {
  return db
    .select({
      id: waitlistSignups.id,
      name: waitlistSignups.name,
      email: waitlistSignups.email,
      // The table's check makes a developer entry's specialty non-null.
      specialty: sql<DeveloperSpecialty>`${waitlistSignups.specialty}`,
      bio: waitlistSignups.bio,
      status: waitlistSignups.status,
      createdAt: waitlistSignups.createdAt,
      updatedAt: waitlistSignups.updatedAt,
      decidedAt: waitlistSignups.decidedAt,
      declineReason: waitlistSignups.declineReason,
      inviteExpiresAt: betaAccessCodes.expiresAt,
    })
    .from(waitlistSignups)
    .leftJoin(betaAccessCodes, eq(betaAccessCodes.code, waitlistSignups.inviteCode))
    .where(eq(waitlistSignups.kind, 'developer'))
    .orderBy(
      isDecided,
      sql`case when ${waitlistSignups.status} = 'new' then ${waitlistSignups.createdAt} end`,
      // An entry marked invited before the console existed has no decision time: it goes last.
      sql`${waitlistSignups.decidedAt} desc nulls last`,
      desc(waitlistSignups.updatedAt),
      asc(waitlistSignups.id),
    );
}
