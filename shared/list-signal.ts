/**
 * What a list feed (a dashboard's lists, the moderators' queue) sends: one request changed, or
 * `refresh` when the server may have missed changes (its live bus was deaf for a while) and the
 * client must fetch its lists again.
 *
 * A dashboard's signal carries the request's `card` as this viewer's lists show it (null: no
 * longer theirs to see), so the browser need not ask for it; without `card` (the server could not
 * read it) the client fetches the card itself. `own` marks a change to one of the viewer's own
 * requests (as its customer or developer, before or after the change): only those move a
 * developer's counters.
 */
export type ListSignal<Card = never> =
  { ticketId: string; card?: Card | null; own?: true } | { refresh: true };
