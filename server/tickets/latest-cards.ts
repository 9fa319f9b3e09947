/** Requests followed at most by one feed for the order of their cards; the oldest go first. */
const MAX_FOLLOWED = 500;

/**
 * The version of the last card a feed sent of each of the viewer's own requests. Their changes
 * come on two topics for a developer (their own, and the pool's while a request enters or leaves
 * it), each handed out in order but the two not in step with each other: a card older than one
 * already sent is dropped, and so is the same card twice (the own one counts, for the counters).
 * Requests only ever heard in the pool come one topic's way, in order, and are not kept.
 */
export class LatestCards {
  private readonly sent = new Map<string, { version: number; own: boolean } | null>();

  /** Called as a change of the viewer's own is heard, before any card of it is sent. */
  follow(ticketId: string): void {
    if (this.sent.has(ticketId)) return;
    this.sent.set(ticketId, null);
    if (this.sent.size > MAX_FOLLOWED) this.sent.delete(this.sent.keys().next().value as string);
  }

  /** Whether a card of this version is to be sent (and then it counts as sent). */
  isNewer(ticketId: string, version: number | undefined, own: boolean): boolean {
    const last = this.sent.get(ticketId);
    if (last === undefined || version === undefined) return true;
    if (last && (version < last.version || (version === last.version && (last.own || !own)))) {
      return false;
    }
    this.sent.set(ticketId, { version, own });
    return true;
  }
}
