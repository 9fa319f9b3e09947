import { formatCents } from '#shared/domain/money.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { Button } from '../../components/button.tsx';
import { buttonOf } from '../../features/tickets/command-view.ts';
import { planTotalCents } from '../../features/tickets/milestone-money.ts';
import * as styles from './plan.css.ts';

export interface PlanReviewProps {
  ticket: TicketState;
  /** Each is offered only when the shared rules allow it (`allowedCommands`). */
  onApprove: (() => void) | null;
  onRequestChanges: (() => void) | null;
  disabled: boolean;
}

/**
 * The customer's decision while the plan awaits review (docs/lifecycle.md#who-may-do-what): approve
 * it or ask for changes.
 */
export function PlanReview({ ticket, onApprove, onRequestChanges, disabled }: PlanReviewProps) {
  const count = ticket.milestones.length;
  const requestChanges = buttonOf('RequestPlanChanges');
  const approve = buttonOf('ApprovePlan');
  return (
    <section aria-label="Plan review" className={styles.review}>
      <div className={styles.reviewText}>
        <p className={styles.reviewTitle}>Your Unblocker&apos;s plan is ready for review</p>
        <p>
          {count} {count === 1 ? 'milestone' : 'milestones'},{' '}
          {formatCents(planTotalCents(ticket.milestones))} in total. You pay one milestone at a
          time, held in escrow until you approve its work.
        </p>
      </div>
      <div className={styles.reviewActions}>
        {onRequestChanges && (
          <Button variant={requestChanges.variant} disabled={disabled} onClick={onRequestChanges}>
            <requestChanges.Icon size={16} aria-hidden="true" />
            {requestChanges.label}
          </Button>
        )}
        {onApprove && (
          <Button variant={approve.variant} disabled={disabled} onClick={onApprove}>
            <approve.Icon size={16} aria-hidden="true" />
            {approve.label}
          </Button>
        )}
      </div>
    </section>
  );
}
