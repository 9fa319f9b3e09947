import { mayDownloadDeliverables } from '#shared/domain/payments/deliverables.ts';
import { displayName } from '#shared/domain/files/limits.ts';
import type { Actor, TicketState } from '#shared/domain/ticket/ticket-state.ts';

/** One file as the Related Files dialog lists it. */
export interface RelatedFile {
  key: string;
  name: string;
  /** Null when the viewer may see it listed but not download it (yet). */
  href: string | null;
  /** Why a listed file cannot be downloaded. */
  lockedReason?: string;
}

export interface RelatedFileGroup {
  title: string;
  files: RelatedFile[];
}

export const downloadHref = (ticketId: string, key: string) =>
  `/api/files/download/${ticketId}/${key}`;

/**
 * The ticket's files grouped as the customer and developer think of them: what came with the
 * request, then each milestone's deliverables. A deliverable is listed to the customer before
 * it may be downloaded (code is released only after payment approval, docs/payments.md#money); the
 * same shared rule the server enforces decides which.
 */
export function relatedFiles(ticket: TicketState, viewer: Actor): RelatedFileGroup[] {
  const groups: RelatedFileGroup[] = [];
  const requestFiles = Object.entries(ticket.files);
  if (requestFiles.length > 0) {
    groups.push({
      title: 'Request files',
      files: requestFiles.map(([key, name]) => ({
        key,
        name: displayName(name),
        href: downloadHref(ticket.id, key),
      })),
    });
  }
  for (const milestone of ticket.milestones) {
    const entries = Object.entries(milestone.files);
    if (entries.length === 0) continue;
    const open = mayDownloadDeliverables(viewer, ticket, milestone);
    const lockedReason = milestone.refunded
      ? 'Refunded: not released'
      : 'Available once you approve this milestone';
    groups.push({
      title: milestone.title,
      files: entries.map(([key, name]) => ({
        key,
        name: displayName(name),
        href: open ? downloadHref(ticket.id, key) : null,
        ...(open ? {} : { lockedReason }),
      })),
    });
  }
  return groups;
}

export { hasRelatedFiles } from '#shared/domain/ticket/related-files.ts';
