import type { TicketEvent } from '#shared/domain/ticket/events.ts';
import type { Actor, TicketState } from '#shared/domain/ticket/ticket-state.ts';
import type { Env } from '../env.ts';
import type { Notices } from '../ticket-commands/ticket-store.ts';
import { systemPosts } from './system-messages.ts';
import { ticketMails, type NoticeActor } from './ticket-emails.ts';

/** What a ticket decision posts and mails (the command's `notices`). */
export function ticketNotices(
  env: Env,
  events: TicketEvent[],
  state: TicketState,
  actor: Actor & NoticeActor,
): Notices {
  return {
    posts: systemPosts(events, state, actor),
    mails: ticketMails(env, events, state, actor),
  };
}
