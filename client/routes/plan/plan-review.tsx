import { MessageSquareReply, ShieldCheck } from 'lucide-react';
import { formatCents } from '#shared/domain/money.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { Button } from '../../components/button.tsx';
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
          <Button variant="secondary" disabled={disabled} onClick={onRequestChanges}>
            <MessageSquareReply size={16} aria-hidden="true" />
            Request Changes
          </Button>
        )}
        {onApprove && (
          <Button disabled={disabled} onClick={onApprove}>
            <ShieldCheck size={16} aria-hidden="true" />
            Approve Plan
          </Button>
        )}
      </div>
    </section>
  );
}
