/**
 * What a list feed (a dashboard's lists, the moderators' queue) sends: one request changed, or
 * `refresh` when the server may have missed changes (its live bus was deaf for a while) and the
 * client must fetch its lists again.
 */
export type ListSignal = { ticketId: string } | { refresh: true };
