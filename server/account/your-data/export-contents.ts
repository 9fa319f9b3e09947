import { asc, eq, inArray, or, sql } from 'drizzle-orm';
import type { Executor } from '../../db/client.ts';
import {
  billingRecords,
  mailOptOuts,
  messages,
  milestones,
  payoutAccounts,
  payouts,
  profiles,
  requestAlerts,
  sessions,
  storedFiles,
  ticketEvents,
  tickets,
  userFeedback,
  users,
} from '../../db/schema/index.ts';

/** A file of the person's that goes into the zip: its key in the store and its path in the zip. */
export interface ExportedFile {
  key: string;
  name: string;
  sizeBytes: number;
  createdAt: Date;
  path: string;
}

/**
 * Everything Unblock holds about one person (docs/privacy.md#a-copy-of-your-data): their account
 * and profile, where they are signed in, the requests they own or worked on with their plans,
 * the messages they wrote and those in their conversations, their uploads, the ratings on their
 * requests, their payments and payouts, and the history events they took part in. Secrets
 * (password hash, session tokens, two-step keys) are not theirs to read back and stay out.
 */
export async function exportContents(db: Executor, userId: string) {
  const [account] = await db
    .select({
      id: users.id,
      email: users.email,
      emailVerifiedAt: users.emailVerifiedAt,
      createdAt: users.createdAt,
      role: profiles.userType,
      firstName: profiles.firstName,
      lastName: profiles.lastName,
      bio: profiles.bio,
      categories: profiles.supportedCategories,
      vettedAt: profiles.vettedAt,
      profileImageKey: profiles.profileImageKey,
    })
    .from(users)
    .leftJoin(profiles, eq(profiles.id, users.id))
    .where(eq(users.id, userId));
  if (!account) return null;

  const theirTickets = await db
    .select()
    .from(tickets)
    .where(or(eq(tickets.customerId, userId), eq(tickets.developerId, userId)))
    .orderBy(asc(tickets.createdAt));
  const ticketIds = theirTickets.map((ticket) => ticket.id);
  const customerOf = new Set(
    theirTickets.filter((ticket) => ticket.customerId === userId).map((ticket) => ticket.id),
  );
  const plans = ticketIds.length
    ? await db
        .select()
        .from(milestones)
        .where(inArray(milestones.ticketId, ticketIds))
        .orderBy(asc(milestones.ticketId), asc(milestones.position))
    : [];
  const ratings = ticketIds.length
    ? await db.select().from(userFeedback).where(inArray(userFeedback.ticketId, ticketIds))
    : [];

  // Their conversations: every one of their own requests, and the ones they had as a developer;
  // and whatever they wrote anywhere.
  const inTheirConversations = or(
    eq(messages.authorId, userId),
    eq(messages.developerId, userId),
    customerOf.size ? inArray(messages.ticketId, [...customerOf]) : sql`false`,
  );
  const conversation = await db
    .select({
      id: messages.id,
      ticketId: messages.ticketId,
      developerId: messages.developerId,
      authorId: messages.authorId,
      text: messages.text,
      attachments: messages.attachments,
      createdAt: messages.createdAt,
    })
    .from(messages)
    .where(inTheirConversations)
    .orderBy(asc(messages.seq));

  const uploads = await db
    .select({
      key: storedFiles.key,
      name: storedFiles.name,
      sizeBytes: storedFiles.sizeBytes,
      createdAt: storedFiles.createdAt,
    })
    .from(storedFiles)
    .where(eq(storedFiles.ownerId, userId))
    .orderBy(asc(storedFiles.createdAt));
  const files: ExportedFile[] = uploads.map((file) => ({
    ...file,
    // The key keeps two uploads of the same name apart.
    path: `files/${file.key.slice(0, 8)}-${safeName(file.name)}`,
  }));

  const billing = await db
    .select()
    .from(billingRecords)
    .where(or(eq(billingRecords.customerId, userId), eq(billingRecords.developerId, userId)))
    .orderBy(asc(billingRecords.createdAt));
  const theirPayouts = await db
    .select()
    .from(payouts)
    .where(eq(payouts.developerId, userId))
    .orderBy(asc(payouts.createdAt));
  const [payoutAccount] = await db
    .select({
      provider: payoutAccounts.provider,
      createdAt: payoutAccounts.createdAt,
    })
    .from(payoutAccounts)
    .where(eq(payoutAccounts.userId, userId));

  const history = await db
    .select({
      ticketId: ticketEvents.ticketId,
      version: ticketEvents.version,
      type: ticketEvents.type,
      data: ticketEvents.data,
      actorRole: ticketEvents.actorRole,
      occurredAt: ticketEvents.occurredAt,
      hash: ticketEvents.hash,
    })
    .from(ticketEvents)
    .where(eq(ticketEvents.actorId, userId))
    .orderBy(asc(ticketEvents.position));

  const signedIn = await db
    .select({
      createdAt: sessions.createdAt,
      lastSeenAt: sessions.lastSeenAt,
      expiresAt: sessions.expiresAt,
      userAgent: sessions.userAgent,
      ipAddress: sessions.ipAddress,
    })
    .from(sessions)
    .where(eq(sessions.userId, userId))
    .orderBy(asc(sessions.createdAt));
  const mailOff = await db
    .select({ kind: mailOptOuts.kind })
    .from(mailOptOuts)
    .where(eq(mailOptOuts.userId, userId));
  const [alerts] = await db
    .select({ mailEvery: requestAlerts.mailEvery })
    .from(requestAlerts)
    .where(eq(requestAlerts.userId, userId));

  const { profileImageKey, firstName, lastName, bio, categories, vettedAt, ...rest } = account;
  return {
    data: {
      exportedAt: new Date(),
      account: rest,
      profile: {
        firstName,
        lastName,
        bio,
        categories,
        vettedAt,
        picture: files.find((file) => file.key === profileImageKey)?.path ?? null,
      },
      sessions: signedIn,
      mailPreferences: { turnedOff: mailOff.map((row) => row.kind), newRequests: alerts ?? null },
      requests: theirTickets.map((ticket) => ({
        ...ticket,
        yourRole: customerOf.has(ticket.id) ? 'customer' : 'developer',
        plan: plans.filter((milestone) => milestone.ticketId === ticket.id),
        ratings: ratings.filter((rating) => rating.ticketId === ticket.id),
      })),
      messages: conversation.map((message) => ({
        ...message,
        writtenByYou: message.authorId === userId,
      })),
      files,
      billingRecords: billing,
      payouts: theirPayouts,
      payoutAccount: payoutAccount ?? null,
      historyEvents: history,
    },
    files,
  };
}

/** A file's name as a zip entry: no folders, nothing a zip tool would read as a path. */
function safeName(name: string): string {
  const base = name.split(/[\\/]/).pop() ?? '';
  const printable = [...base].filter((character) => character.charCodeAt(0) >= 0x20).join('');
  const cleaned = printable.replace(/^\.+/, '');
  return cleaned || 'file';
}
