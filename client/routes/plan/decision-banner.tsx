import type { ReactNode } from 'react';
import { CircleArrowRight, CircleCheck, Hourglass } from 'lucide-react';
import { awaitedStep } from '#shared/domain/ticket/awaited-step.ts';
import { closingReason } from '#shared/domain/ticket/closing-reason.ts';
import { latestDecision, type Decision } from '#shared/domain/ticket/decisions.ts';
import { mayReadHistory } from '#shared/domain/ticket/history-rows.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { relativeTime } from '#shared/format.ts';
import type { Me } from '../../features/auth/use-me.ts';
import { useNow } from '../../features/tickets/use-now.ts';
import type { TicketHistoryQuery } from '../../features/tickets/use-ticket-history.ts';
import * as styles from './decision-banner.css.ts';

const turnIcon = { yours: CircleArrowRight, theirs: Hourglass, closed: CircleCheck } as const;

/**
 * What the request waits for, said to this viewer ("Waiting for you to review “Fix login”"), and
 * the other side's latest decision in their own words
 * (docs/screens.md#the-hand-over-and-the-requests-history), so neither has to dig through the
 * conversation to learn why the work came back or the money went back.
 */
export function DecisionBanner({
  ticket,
  me,
  query: history,
  children,
}: {
  ticket: TicketState;
  me: Me;
  /** The request's history, read once by the plan screen. Until it answers, or if it fails, the
   * banner still says what is awaited. */
  query: TicketHistoryQuery;
  /** What the viewer may do now that the request is closed (the prompt to rate). */
  children?: ReactNode;
}) {
  const now = useNow();
  if (!mayReadHistory(ticket, me)) return null;
  const step = awaitedStep(ticket, me.role);
  const decision = history.data ? latestDecision(history.data.events, me.role) : null;
  // "Customer Rejected" names the status, not what happened: the history says who closed it.
  const closed =
    ticket.status === 'CUSTOMER_REJECTED' && history.data
      ? closingReason(history.data.events)
      : null;
  const Icon = turnIcon[step.turn];
  return (
    <section aria-label="Where this request stands" className={styles.banner[ticket.status]}>
      <Icon size={20} aria-hidden="true" className={styles.iconTone[ticket.status]} />
      <div className={styles.body}>
        <p className={styles.awaited}>{closed ?? step.text}</p>
        {decision && (
          <div className={styles.decision}>
            <p className={styles.from}>
              Latest from {speaker(decision)} ·{' '}
              <time dateTime={decision.occurredAt.toISOString()}>
                {relativeTime(decision.occurredAt, now)}
              </time>
            </p>
            <p className={styles.said}>
              <span className={styles.label}>{decision.label}</span>
              {decision.words && `: ${decision.words}`}
            </p>
          </div>
        )}
        {children}
      </div>
    </section>
  );
}

/** Who decided, by their part in the request first: names alone do not say who is who. */
function speaker({ actor }: Decision): string {
  switch (actor.role) {
    case 'customer':
      return `the customer, ${actor.name}`;
    case 'developer':
      return `the Unblocker, ${actor.name}`;
    case 'moderator':
      return actor.id === null ? 'a moderator' : `a moderator, ${actor.name}`;
    default:
      return actor.name;
  }
}
