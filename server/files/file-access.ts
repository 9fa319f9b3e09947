import { and, eq, inArray, sql } from 'drizzle-orm';
import { mayDownloadDeliverables } from '#shared/domain/payments/deliverables.ts';
import type { Actor, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { AppError } from '#shared/errors.ts';
import type { Executor } from '../db/client.ts';
import { messages, storedFiles } from '../db/schema/index.ts';
import { readTicketProjection } from '../ticket-commands/read-projection.ts';
import { canSee } from '../tickets/viewer.ts';

export const FILE_NOT_FOUND_TEXT = 'File not found';
export const UNKNOWN_ATTACHMENT_TEXT = 'A file was not uploaded. Please upload it again.';

/**
 * The file map a person may attach: every key is a file they uploaded, or one the ticket already
 * holds (editing keeps what is there). Names come from our records, not from the client. Anything
 * else is refused, so naming someone else's key never grants access to it.
 */
export async function attachableFiles(
  db: Executor,
  actor: Actor,
  files: Record<string, string> | undefined,
  ticketId?: string,
): Promise<Record<string, string> | undefined> {
  if (!files) return undefined;
  const keys = Object.keys(files);
  if (keys.length === 0) return {};
  // Stamped, not only read: this runs before the ticket's transaction, and the stamp keeps the
  // clean-up of unattached uploads from deleting a file between here and that commit. A file
  // already swept has no row, so it is refused below instead of attached without its bytes.
  const owned = await db
    .update(storedFiles)
    .set({ attachedAt: sql`now()` })
    .where(and(inArray(storedFiles.key, keys), eq(storedFiles.ownerId, actor.id)))
    .returning({ key: storedFiles.key, name: storedFiles.name });
  const names = new Map(owned.map((file) => [file.key, file.name]));
  const rest = keys.filter((key) => !names.has(key));
  if (rest.length > 0) {
    const ticket = ticketId ? await readTicketProjection(db, ticketId) : null;
    const held = ticket && canSee(actor, ticket) ? filesOfTicket(ticket) : {};
    for (const key of rest) {
      const name = held[key];
      if (name === undefined) throw new AppError('BAD_REQUEST', UNKNOWN_ATTACHMENT_TEXT);
      names.set(key, name);
    }
  }
  return Object.fromEntries(keys.map((key) => [key, names.get(key)!]));
}

function filesOfTicket(ticket: TicketState): Record<string, string> {
  const held: Record<string, string> = { ...ticket.files };
  for (const milestone of ticket.milestones) Object.assign(held, milestone.files);
  return held;
}

/**
 * May this viewer download this file of this ticket? The request's files: whoever may see the
 * ticket. Its messages' attachments: their conversation's parties. A milestone's deliverables:
 * "code is released only after payment approval" (docs/payments.md#money; mayDownloadDeliverables).
 * The file's name, or null for "not found".
 */
export async function downloadableName(
  db: Executor,
  viewer: Actor,
  ticketId: string,
  key: string,
): Promise<string | null> {
  const ticket = await readTicketProjection(db, ticketId);
  if (!ticket || !canSee(viewer, ticket)) return null;
  for (const milestone of ticket.milestones) {
    const name = milestone.files[key];
    if (name === undefined) continue;
    return mayDownloadDeliverables(viewer, ticket, milestone) ? name : null;
  }
  // The request's own files help a developer decide whether to take it.
  const name = ticket.files[key];
  if (name !== undefined) return name;
  // A message's attachment: the parties of its conversation (before a grab, the developer who
  // asked is not the request's developer yet) and moderators.
  const [message] = await db
    .select({
      name: sql<string>`${messages.attachments} ->> ${key}`,
      developerId: messages.developerId,
    })
    .from(messages)
    .where(and(eq(messages.ticketId, ticketId), sql`${messages.attachments} ? ${key}`))
    .limit(1);
  if (!message) return null;
  const party =
    viewer.role === 'moderator' ||
    viewer.id === ticket.customerId ||
    (message.developerId !== null && viewer.id === message.developerId);
  return party ? message.name : null;
}
