import type { TicketEvent } from '#shared/domain/ticket/events.ts';
import type { Actor, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import type { Env } from '../env.ts';
import type { Notices } from '../ticket-commands/ticket-store.ts';
import { systemPosts } from './system-messages.ts';
import { ticketNoticeRows, type NoticeActor } from './ticket-emails.ts';

/**
 * What a ticket decision posts, mails and lists in the bell (the command's `notices`); the mails
 * and the bell's rows come from the same notices (docs/notifications.md).
 */
export function ticketNotices(
  env: Env,
  events: TicketEvent[],
  state: TicketState,
  actor: Actor & NoticeActor,
): Notices {
  return {
    posts: systemPosts(events, state, actor),
    ...ticketNoticeRows(env, events, state, actor),
  };
}
