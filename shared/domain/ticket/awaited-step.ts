import type { ViewerSide } from './decisions.ts';
import { milestoneInReview } from './ticket-rules.ts';
import type { TicketState } from './ticket-state.ts';

/** What the request waits for, said to one viewer (the roadmap's banner). */
export interface AwaitedStep {
  text: string;
  /** Whose move it is: the viewer's, someone else's, or nobody's (the request is closed). */
  turn: 'yours' | 'theirs' | 'closed';
}

const yours = (text: string): AwaitedStep => ({
  text: `Waiting for you to ${text}`,
  turn: 'yours',
});
const theirs = (text: string): AwaitedStep => ({ text: `Waiting for ${text}`, turn: 'theirs' });

export function awaitedStep(ticket: TicketState, viewer: ViewerSide): AwaitedStep {
  const title = (milestone: { title: string }) => `“${milestone.title}”`;
  switch (ticket.status) {
    case 'AWAITING_ASSIGNMENT':
      return theirs(
        viewer === 'customer'
          ? 'an Unblocker to take your request'
          : 'an Unblocker to take this request',
      );
    case 'DEVELOPER_PLANNING':
      return viewer === 'developer'
        ? yours('plan the work and submit the plan')
        : theirs('the Unblocker to submit a plan');
    case 'CUSTOMER_REVIEWING_PLAN':
      return viewer === 'customer'
        ? yours('review the plan')
        : theirs('the customer to review the plan');
    case 'DEVELOPER_WORKING':
      return workStep(ticket, viewer, title);
    case 'CUSTOMER_REVIEWING_RESULTS': {
      const milestone = milestoneInReview(ticket);
      const what = milestone ? title(milestone) : 'the work';
      return viewer === 'customer'
        ? yours(`review ${what}`)
        : theirs(`the customer to review ${what}`);
    }
    case 'REQUIRES_MOD_ASSISTANCE':
      return viewer === 'moderator'
        ? yours('resolve the case')
        : theirs('a moderator to look into this request');
    case 'CUSTOMER_APPROVED':
      return { text: 'Complete: every milestone is approved', turn: 'closed' };
    case 'CUSTOMER_REJECTED':
      return {
        text: 'Closed without a solution: paid work that was not approved went back to the customer',
        turn: 'closed',
      };
  }
}

/** While the work runs: the milestone under way, or the next one to pay for or to start. */
function workStep(
  ticket: TicketState,
  viewer: ViewerSide,
  title: (milestone: { title: string }) => string,
): AwaitedStep {
  const inProgress = ticket.milestones.find((m) => m.status === 'IN_PROGRESS');
  if (inProgress) {
    return viewer === 'developer'
      ? yours(`finish and submit ${title(inProgress)}`)
      : theirs(`the Unblocker to finish ${title(inProgress)}`);
  }
  const next = ticket.milestones.find(
    (m) => !m.refunded && (m.status === 'PLANNED' || m.status === 'REJECTED'),
  );
  if (!next) return theirs('the Unblocker');
  if (!next.paid) {
    return viewer === 'customer'
      ? yours(`pay for ${title(next)}`)
      : theirs(`the customer to pay for ${title(next)}`);
  }
  const again = next.status === 'REJECTED' ? ' again' : '';
  return viewer === 'developer'
    ? yours(`start ${title(next)}${again}`)
    : theirs(`the Unblocker to start ${title(next)}${again}`);
}
