import type { TicketEvent } from '#shared/domain/ticket/events.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { caseOutcome } from '#shared/domain/ticket/timeline.ts';
import { shortTicketId } from '#shared/format.ts';
import { and, eq, sql } from 'drizzle-orm';
import type { Executor } from '../db/client.ts';
import { preparedPer } from '../db/prepared-statements.ts';
import { ticketEvents } from '../db/schema/index.ts';
import type { Env } from '../env.ts';
import type { SideEffect } from '../ticket-commands/ticket-store.ts';
import { GREETING, queueEmailToUser } from '../mail/outbox.ts';
import { renderEmail } from '../mail/templates/layout.ts';

interface Notice {
  to: 'customer' | 'developer';
  subject: string;
  text: string;
  /** What a person wrote with the decision (a reason), quoted under the text. */
  words?: string;
  /**
   * Sent only the first time this developer takes the request: one who steps back and takes it
   * again does not tell the customer twice.
   */
  firstGrabBy?: string;
}

/** Whether the developer took this request before and stepped back (read in the command's tx). */
const abandonedBefore = preparedPer((executor: Executor) =>
  executor
    .select({ found: sql<number>`1` })
    .from(ticketEvents)
    .where(
      and(
        eq(ticketEvents.ticketId, sql.placeholder('ticketId')),
        eq(ticketEvents.type, 'TicketAbandoned'),
        sql`${ticketEvents.data}->>'developerId' = ${sql.placeholder('developerId')}`,
      ),
    )
    .limit(1)
    .prepare('developer_abandoned_before'),
);

/** Who is told what, per event (SPEC §4 "Ticket transitions"). */
export function noticesFor(events: TicketEvent[], state: TicketState): Notice[] {
  const request = `request ${shortTicketId(state.id)}`;
  const titleOf = (milestoneId: string) =>
    `"${state.milestones.find((milestone) => milestone.id === milestoneId)?.title ?? 'a milestone'}"`;
  // A moderator's release approves the milestone in review: the case's outcome is the news.
  const byModerator = events.some((event) => event.type === 'CaseResolved');
  return events.flatMap((event): Notice[] => {
    switch (event.type) {
      case 'TicketGrabbed':
        return [
          {
            to: 'customer',
            subject: `An Unblocker took your ${request}`,
            text: 'An Unblocker has been assigned to your request. We will let you know when the roadmap is ready.',
            firstGrabBy: event.data.developerId,
          },
        ];
      case 'TicketAbandoned':
        return [
          {
            to: 'customer',
            subject: `Your Unblocker stepped back from your ${request}`,
            text: 'The Unblocker who took your request has stepped back from it, and any plan they made is withdrawn. Your request is open again for other Unblockers; we will let you know when one takes it.',
          },
        ];
      case 'PlanSubmitted':
        return [
          {
            to: 'customer',
            subject: `The roadmap for your ${request} is ready`,
            text: 'Your Unblocker has planned the work in milestones. Review the plan, then approve it or ask for changes.',
          },
        ];
      case 'MilestoneSubmitted':
        return [
          {
            to: 'customer',
            subject: `A milestone of your ${request} is ready for review`,
            text: 'Your Unblocker submitted a milestone. Review the work, then approve it or send it back.',
          },
        ];
      case 'MilestoneApproved':
        if (byModerator) return [];
        return [
          {
            to: 'developer',
            subject: `The customer answered on ${request}`,
            text: 'The customer made a decision on your work. Open the plan to see it.',
          },
        ];
      case 'PlanApproved':
      case 'PlanChangesRequested':
      case 'MilestoneRejected':
        return [
          {
            to: 'developer',
            subject: `The customer answered on ${request}`,
            text: 'The customer made a decision on your work. Open the plan to see it.',
          },
        ];
      case 'DisputeOpened':
        return [
          {
            to: 'developer',
            subject: `The customer asked for a refund on ${request}`,
            text: 'The customer asked a moderator to look into the request. The work waits until the moderator decides; you can still write in the conversation.',
            words: `The customer's reason: ${event.data.reason}`,
          },
        ];
      case 'CaseResolved': {
        // Both parties hear the outcome and its reason, whoever brought the case.
        const outcome = caseOutcome(event.data, titleOf);
        return (['customer', 'developer'] as const).map((to) => ({
          to,
          subject: `A moderator resolved the case on ${request}`,
          text: `A moderator looked into the request and resolved the case: ${outcome}.`,
          words: `The moderator's reason: ${event.data.note}`,
        }));
      }
      default:
        return [];
    }
  });
}

/** The events' notices as a command's side effect; null when they notify no one. */
export function ticketEmails(
  env: Env,
  events: TicketEvent[],
  state: TicketState,
): SideEffect | null {
  const notices = noticesFor(events, state);
  return notices.length === 0 ? null : (tx) => queueNotices(tx, env, notices, state);
}

/** Queues the events' mails in the caller's transaction (sent after commit, never on rollback). */
export async function queueTicketEmails(
  tx: Executor,
  env: Env,
  events: TicketEvent[],
  state: TicketState,
) {
  await queueNotices(tx, env, noticesFor(events, state), state);
}

async function queueNotices(tx: Executor, env: Env, notices: Notice[], state: TicketState) {
  for (const notice of notices) {
    const recipient = notice.to === 'customer' ? state.customerId : state.developerId;
    if (!recipient) continue;
    if (notice.firstGrabBy) {
      const params = { ticketId: state.id, developerId: notice.firstGrabBy };
      if ((await abandonedBefore(tx).execute(params)).length > 0) continue;
    }
    await queueEmailToUser(
      tx,
      recipient,
      renderEmail({
        subject: notice.subject,
        paragraphs: [GREETING, notice.text, ...(notice.words ? [notice.words] : [])],
        action: {
          label: 'Open the plan',
          url: `${env.publicUrl}/dashboard/${notice.to}/plan/${state.id}`,
        },
      }),
    );
  }
}
