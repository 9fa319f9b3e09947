import type { TicketStatus } from '#shared/domain/ticket/ticket-state.ts';
import {
  milestoneStatusLabel,
  ticketStatusLabel,
  type MilestoneShownStatus,
} from './ticket-labels.ts';
import * as styles from './status-badge.css.ts';

/**
 * A ticket's status in its own colour (docs/lifecycle.md#statuses), the same badge on every screen.
 */
export function TicketStatusBadge({ status }: { status: TicketStatus }) {
  return (
    <span className={styles.ticketBadge[status]}>
      <span className={styles.ticketDot[status]} aria-hidden="true" />
      {ticketStatusLabel[status]}
    </span>
  );
}

/** A milestone's status in its own colour. */
export function MilestoneStatusBadge({ status }: { status: MilestoneShownStatus }) {
  return (
    <span className={styles.milestoneBadge[status]}>
      <span className={styles.milestoneDot[status]} aria-hidden="true" />
      {milestoneStatusLabel[status]}
    </span>
  );
}
