import type { TicketEvent } from '#shared/domain/ticket/events.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { caseOutcome } from '#shared/domain/ticket/case-outcome.ts';
import { REVIEW_HIDDEN_DAYS } from '#shared/domain/ratings/review-visibility.ts';
import { shortTicketId } from '#shared/format.ts';
import type { NotificationKind } from '#shared/notifications.ts';
import type { Env } from '../env.ts';
import { GREETING, type UserMail } from '../mail/outbox.ts';
import { renderEmail } from '../mail/templates/layout.ts';
import { unsubscribeLinks, type UnsubscribeLinks } from '../mail/unsubscribe-token.ts';
import type { NotificationRow } from '../notifications/notification-rows.ts';

export interface Notice {
  to: 'customer' | 'developer';
  /**
   * The bell's kind of this notice: its row is written from the same notice as its mail
   * (docs/notifications.md); null for news the bell does not list.
   */
  kind: NotificationKind | null;
  subject: string;
  text: string;
  /** What a person wrote with the decision (a reason), quoted under the text. */
  words?: string;
}

/** Who made the change, as the other side knows them (their name; none for the system). */
export interface NoticeActor {
  name?: string;
}

/**
 * Who is told what, per event (docs/screens.md).
 */
export function noticesFor(
  events: TicketEvent[],
  state: TicketState,
  actor: NoticeActor = {},
): Notice[] {
  const request = `request ${shortTicketId(state.id)}`;
  const titleOf = (milestoneId: string) =>
    `"${state.milestones.find((milestone) => milestone.id === milestoneId)?.title ?? 'a milestone'}"`;
  // A moderator's release approves the milestone in review: the case's outcome is the news.
  const byModerator = events.some((event) => event.type === 'CaseResolved');
  return events.flatMap((event): Notice[] => {
    switch (event.type) {
      case 'TicketGrabbed':
        // Only the first time this developer takes the request: one who stepped back and takes
        // it again does not tell the customer twice.
        if (state.steppedBack.includes(event.data.developerId)) return [];
        return [
          {
            to: 'customer',
            kind: null,
            subject: `${actor.name ?? 'An Unblocker'} took your ${request}`,
            text: `${actor.name ? `${actor.name}, an Unblocker,` : 'An Unblocker'} has been assigned to your request. We will let you know when the roadmap is ready.`,
          },
        ];
      case 'TicketAbandoned':
        return [
          {
            to: 'customer',
            kind: null,
            subject: `Your Unblocker stepped back from your ${request}`,
            text: 'The Unblocker who took your request has stepped back from it, and any plan they made is withdrawn. Your request is open again for other Unblockers; we will let you know when one takes it.',
          },
        ];
      case 'PlanSubmitted':
        return [
          {
            to: 'customer',
            kind: 'plan_submitted',
            subject: `The roadmap for your ${request} is ready`,
            text: 'Your Unblocker has planned the work in milestones. Review the plan, then approve it or ask for changes.',
          },
        ];
      case 'MilestoneSubmitted':
        return [
          {
            to: 'customer',
            kind: 'milestone_submitted',
            subject: `A milestone of your ${request} is ready for review`,
            text: 'Your Unblocker submitted a milestone. Review the work, then approve it or send it back.',
          },
        ];
      case 'MilestoneApproved':
        if (byModerator) return [];
        return [
          {
            to: 'developer',
            kind: 'milestone_approved',
            subject: event.data.automatic
              ? `${titleOf(event.data.milestoneId)} on ${request} was approved automatically`
              : `The customer approved ${titleOf(event.data.milestoneId)} on ${request}`,
            text: event.data.automatic
              ? `${titleOf(event.data.milestoneId)} was approved automatically: the customer's review time ran out. Its payment is released to you.`
              : `The customer approved ${titleOf(event.data.milestoneId)}. Its payment is released to you.`,
            ...(event.data.feedback
              ? { words: `The customer's note: ${event.data.feedback}` }
              : {}),
          },
        ];
      case 'PlanApproved':
        return [
          {
            to: 'developer',
            kind: null,
            subject: `The customer approved your plan for ${request}`,
            text: 'The customer approved your plan and is paying for its first milestone. Once the payment is held in escrow you can start the work.',
            ...(event.data.feedback
              ? { words: `The customer's note: ${event.data.feedback}` }
              : {}),
          },
        ];
      case 'PlanChangesRequested':
        return [
          {
            to: 'developer',
            kind: null,
            subject: `The customer asked for changes to your plan for ${request}`,
            text: 'The customer asked for changes to your plan. Revise the milestones, then submit the plan again.',
            words: `The customer's feedback: ${event.data.feedback}`,
          },
        ];
      case 'MilestoneRejected':
        return [
          {
            to: 'developer',
            kind: null,
            subject: `The customer sent ${titleOf(event.data.milestoneId)} on ${request} back`,
            text: `The customer sent ${titleOf(event.data.milestoneId)} back for more work. Its payment stays in escrow until they approve it.`,
            words: `The customer's feedback: ${event.data.feedback}`,
          },
        ];
      case 'DisputeOpened':
        return [
          {
            to: 'developer',
            kind: null,
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
          kind: null,
          subject: `A moderator resolved the case on ${request}`,
          text: `A moderator looked into the request and resolved the case: ${outcome}.`,
          words: `The moderator's reason: ${event.data.note}`,
        }));
      }
      case 'MilestoneFunded':
        return [
          {
            to: 'developer',
            kind: 'payment_received',
            subject: `The customer funded ${titleOf(event.data.milestoneId)} on ${request}`,
            text: `The customer paid for ${titleOf(event.data.milestoneId)}. Its payment is held in escrow: you can work on it, and it is released to you when the customer approves it.`,
          },
        ];
      case 'TicketRated': {
        // A rating is news to the rated party; what it says shows on the request's page once
        // reviews are shown (docs/notifications.md#reviews), never in the notice.
        if (event.data.rating === null && !event.data.feedback) return [];
        const byCustomer = event.data.by === 'customer';
        const rater = actor.name ?? (byCustomer ? 'The customer' : 'Your Unblocker');
        const bothRated = state.ratedBy.includes('customer') && state.ratedBy.includes('developer');
        return [
          {
            to: byCustomer ? 'developer' : 'customer',
            kind: 'review',
            subject: byCustomer
              ? `${rater} rated your work on ${request}`
              : `${rater} rated working with you on ${request}`,
            // Fair reviews (docs/profiles.md#fair-reviews): read once both have rated, or some
            // days after completion.
            text: bothRated
              ? `${rater} left a review of the request. You can read it on the request's page.`
              : `${rater} left a review of the request. You can read it once you have rated too, or ${REVIEW_HIDDEN_DAYS} days after the request was completed.`,
          },
        ];
      }
      default:
        return [];
    }
  });
}

/**
 * The events' mails and the bell's rows, both made from the same notices (a notice with a kind
 * gives both), and written in the command's own statement: sent after commit, never on rollback.
 * These mails are essential (docs/mail.md#what-unblock-mails): each tells of a decision on a
 * request the person is party to, most of them about money in escrow.
 */
export function ticketNoticeRows(
  env: Env,
  events: TicketEvent[],
  state: TicketState,
  actor?: NoticeActor,
): { mails: UserMail[]; notifications: NotificationRow[] } {
  const mails: UserMail[] = [];
  const notifications: NotificationRow[] = [];
  for (const notice of noticesFor(events, state, actor)) {
    const userId = notice.to === 'customer' ? state.customerId : state.developerId;
    if (!userId) continue;
    const { email, href } = noticeEmail(env, notice, state);
    mails.push({ userId, email });
    if (notice.kind) {
      notifications.push({
        userId,
        kind: notice.kind,
        ticketId: state.id,
        title: notice.subject,
        href,
      });
    }
  }
  return { mails, notifications };
}

function noticeEmail(env: Env, notice: Notice, state: TicketState, unsubscribe?: UnsubscribeLinks) {
  const href = `/dashboard/${notice.to}/plan/${state.id}`;
  const email = renderEmail({
    subject: notice.subject,
    paragraphs: [GREETING, notice.text, ...(notice.words ? [notice.words] : [])],
    action: { label: 'Open the plan', url: `${env.publicUrl}${href}` },
    unsubscribe,
  });
  return { email, href };
}

/**
 * A reminder's mails, as the events' notices say, with no bell row (the bell listed the news
 * already). A reminder may be turned off (docs/mail.md#what-unblock-mails): each mail carries its
 * unsubscribe links, signed with `secret`.
 */
export function reminderMails(
  env: Env,
  secret: string,
  events: TicketEvent[],
  state: TicketState,
): UserMail[] {
  return noticesFor(events, state).flatMap((notice) => {
    const userId = notice.to === 'customer' ? state.customerId : state.developerId;
    if (!userId) return [];
    const links = unsubscribeLinks(env, secret, userId, 'reminders');
    return [{ userId, email: noticeEmail(env, notice, state, links).email }];
  });
}
