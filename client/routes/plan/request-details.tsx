import { useId, type ReactNode } from 'react';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { firstLine } from '#shared/format.ts';
import { ReceivedRating } from '../../features/rating/received-rating.tsx';
import { TicketStatusBadge } from '../../features/tickets/status-badge.tsx';
import { ExpandableText } from '../discussions/expandable-text.tsx';
import * as styles from './plan.css.ts';

/**
 * The description after its first line, which is already the title (docs/lifecycle.md#requests).
 */
function descriptionBody(description: string): string {
  const title = firstLine(description);
  const start = description.indexOf(title) + title.length;
  return description.slice(start).trim();
}

/**
 * The plan screen's request (docs/screens.md#plan-screen): what was asked, with its status, stack
 * and budget; `children` are the commands on the request itself, under what they act on.
 */
export function RequestDetails({
  ticket,
  received,
  children,
}: {
  ticket: TicketState;
  /** For a party of the request: the rating the other party left them, and who that is. */
  received?: { from: string };
  children?: ReactNode;
}) {
  const headingId = useId();
  const body = descriptionBody(ticket.description);
  return (
    <section aria-labelledby={headingId} className={styles.card}>
      <div className={styles.detailsHeader}>
        <h2 id={headingId} className={styles.requestTitle}>
          {firstLine(ticket.description)}
        </h2>
        <TicketStatusBadge status={ticket.status} />
      </div>
      {/* Up to 10,000 characters: folded to its first lines, as in the conversation's header, so
          the plan under it stays in reach. */}
      {body && <ExpandableText text={body} />}
      <dl className={styles.facts}>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Stack</dt>
          <dd className={styles.factValue}>{ticket.stack || 'Not specified'}</dd>
        </div>
        <div className={styles.fact}>
          <dt className={styles.factLabel}>Budget</dt>
          <dd className={styles.factValue}>{ticket.budget || 'Not specified'}</dd>
        </div>
      </dl>
      {children}
      {received && <ReceivedRating ticketId={ticket.id} from={received.from} />}
    </section>
  );
}
