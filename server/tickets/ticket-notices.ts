import type { TicketEvent } from '#shared/domain/ticket/events.ts';
import type { Actor, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import type { Executor } from '../db/client.ts';
import type { Env } from '../env.ts';
import type { CommandResult, Notices } from '../ticket-commands/ticket-store.ts';
import { developersWhoSteppedBack } from './stepped-back.ts';
import { systemPosts } from './system-messages.ts';
import { ticketMails, type NoticeActor, type NoticeHistory } from './ticket-emails.ts';

export type { NoticeHistory } from './ticket-emails.ts';

/**
 * What the notices must know of the request's past that its state does not hold, read before the
 * change is written: only a change that grabs the request asks (one prepared statement), whether
 * its developer stepped back from it before. Undefined when nothing asks.
 */
export async function noticeHistory(
  db: Executor,
  { state, events }: Pick<CommandResult, 'state' | 'events'>,
): Promise<NoticeHistory | undefined> {
  if (!events.some((event) => event.type === 'TicketGrabbed')) return undefined;
  return { steppedBack: await developersWhoSteppedBack(db, state.id) };
}

/** What a ticket decision posts and mails (the command's `notices`). */
export function ticketNotices(
  env: Env,
  events: TicketEvent[],
  state: TicketState,
  actor: Actor & NoticeActor,
  history?: NoticeHistory,
): Notices {
  return {
    posts: systemPosts(events, state, actor),
    mails: ticketMails(env, events, state, history, actor),
  };
}
