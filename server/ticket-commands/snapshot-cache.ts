import type { LiveBus } from '../live/live-bus.ts';
import type { TicketSnapshot } from './read-projection.ts';
import { deepFreeze } from '#shared/deep-freeze.ts';

/** Enough for every ticket a busy instance works on at once; a few KB each. */
const MAX_ENTRIES = 5_000;

/**
 * The last snapshot this instance read or wrote of each ticket it worked on (ADR 0026), so that a
 * command on the version its client saw need not read the ticket first. A snapshot is a fact that
 * never changes: the ticket at one version, and every change to a ticket adds a version. What
 * keeps it honest is what keeps every command honest (ADR 0006): its events are appended at the
 * next version under the unique (ticket, version) index, so a command decided on a version that
 * is no longer the latest cannot commit, whatever this instance remembered. Snapshots are frozen:
 * nothing may change a fact others will decide on.
 */
export class TicketSnapshotCache {
  private readonly entries = new Map<string, TicketSnapshot>();

  constructor(private readonly maxEntries = MAX_ENTRIES) {}

  /** Forgets everything when the live bus (re)connects: the database may have been restored. */
  listenTo(bus: LiveBus): () => void {
    return bus.onListening(() => this.entries.clear());
  }

  /** The ticket's snapshot at exactly `version`, if this instance kept it. */
  at(ticketId: string, version: number): TicketSnapshot | undefined {
    const kept = this.entries.get(ticketId);
    return kept?.state.version === version ? kept : undefined;
  }

  keep(snapshot: TicketSnapshot): void {
    const { id } = snapshot.state;
    deepFreeze(snapshot);
    // Insertion order is age order: kept again, a ticket becomes the newest; the oldest makes room.
    this.entries.delete(id);
    if (this.entries.size >= this.maxEntries) {
      const oldest = this.entries.keys().next().value;
      if (oldest !== undefined) this.entries.delete(oldest);
    }
    this.entries.set(id, snapshot);
  }
}
