import type { ReactNode } from 'react';
import { CircleCheck, CircleDashed, Clock, Paperclip, Undo2 } from 'lucide-react';
import { displayName } from '#shared/domain/files/limits.ts';
import { formatCents } from '#shared/domain/money.ts';
import type { MilestoneState, TicketStatus } from '#shared/domain/ticket/ticket-state.ts';
import {
  formatCost,
  formatRate,
  formatTime,
  planTotalCents,
} from '../../features/tickets/milestone-money.ts';
import { MilestoneStatusBadge } from '../../features/tickets/status-badge.tsx';
import { milestoneShownStatus } from '../../features/tickets/ticket-labels.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './milestone-table.css.ts';

export interface MilestoneTableProps {
  caption: string;
  milestones: readonly MilestoneState[];
  /** The request's status: a closed request's untouched milestones read Cancelled. */
  ticketStatus: TicketStatus;
  /** The "Paid?" column is for developers only (docs/screens.md#plan-screen). */
  showPaid: boolean;
  /**
   * Each milestone's latest submission note, from the request's history
   * (docs/screens.md#the-hand-over-and-the-requests-history).
   */
  notes?: ReadonlyMap<string, string>;
  /**
   * The countdown to automatic approval of each milestone in review (docs/moderation.md, automatic
   * approval).
   */
  countdowns?: ReadonlyMap<string, string>;
  /** Each row's buttons; without it the table has no Actions column (a read-only plan). */
  renderActions?: (milestone: MilestoneState) => ReactNode;
}

/**
 * The plan as a table (docs/screens.md#plan-screen): one row per milestone and a Total row. Below
 * 576 px the same markup is laid out as stacked cards by CSS alone, each cell labelled from
 * `data-label`, so the table keeps its semantics for screen readers at every width.
 */
export function MilestoneTable({
  caption,
  milestones,
  ticketStatus,
  showPaid,
  notes,
  countdowns,
  renderActions,
}: MilestoneTableProps) {
  return (
    <div className={styles.scroller}>
      <table className={styles.table}>
        <caption className={visuallyHidden}>{caption}</caption>
        <thead className={styles.head}>
          <tr>
            <th scope="col" className={styles.headCell}>
              Title
            </th>
            <th scope="col" className={styles.numericHead}>
              Est. Time
            </th>
            <th scope="col" className={styles.numericHead}>
              Hourly Rate
            </th>
            <th scope="col" className={styles.numericHead}>
              Cost
            </th>
            <th scope="col" className={styles.headCell}>
              Status
            </th>
            {showPaid && (
              <th scope="col" className={styles.headCell}>
                Paid?
              </th>
            )}
            {renderActions && (
              <th scope="col" className={styles.headCell}>
                Actions
              </th>
            )}
          </tr>
        </thead>
        <tbody className={styles.body}>
          {milestones.map((milestone) => (
            <tr key={milestone.id} className={styles.row}>
              <th scope="row" className={styles.titleCell}>
                <span className={styles.milestoneTitle}>{milestone.title}</span>
                {milestone.description && (
                  <span className={styles.milestoneDescription}>{milestone.description}</span>
                )}
                <MilestoneFiles files={milestone.files} />
                {notes?.has(milestone.id) && (
                  <span className={styles.submissionNote}>
                    <span className={styles.submissionNoteLabel}>Note with the work: </span>
                    {notes.get(milestone.id)}
                  </span>
                )}
                {countdowns?.has(milestone.id) && (
                  <span className={styles.countdown}>
                    <Clock size={14} aria-hidden="true" className={styles.fileIcon} />
                    {countdowns.get(milestone.id)}
                  </span>
                )}
              </th>
              <td data-label="Est. Time" className={styles.numericCell}>
                {formatTime(milestone.estimatedMinutes)}
              </td>
              <td data-label="Hourly Rate" className={styles.numericCell}>
                {formatRate(milestone.hourlyRateCents)}
              </td>
              <td data-label="Cost" className={styles.numericCell}>
                {formatCost(milestone)}
              </td>
              <td data-label="Status" className={styles.cell}>
                <MilestoneStatusBadge status={milestoneShownStatus(milestone, ticketStatus)} />
              </td>
              {showPaid && (
                <td data-label="Paid?" className={styles.cell}>
                  <PaidMark paid={milestone.paid} refunded={milestone.refunded} />
                </td>
              )}
              {renderActions && (
                <td data-label="Actions" className={styles.actionsCell}>
                  {renderActions(milestone)}
                </td>
              )}
            </tr>
          ))}
        </tbody>
        <tfoot className={styles.foot}>
          <tr className={styles.totalRow}>
            <th scope="row" colSpan={3} className={styles.totalLabel}>
              Total
            </th>
            <td className={styles.totalValue}>{formatCents(planTotalCents(milestones))}</td>
            <td
              colSpan={1 + (showPaid ? 1 : 0) + (renderActions ? 1 : 0)}
              className={styles.totalFiller}
            />
          </tr>
        </tfoot>
      </table>
    </div>
  );
}

/** The milestone's deliverables by name, under its description. */
function MilestoneFiles({ files }: { files: Record<string, string> }) {
  const entries = Object.entries(files);
  if (entries.length === 0) return null;
  return (
    <ul aria-label="Files" className={styles.fileList}>
      {entries.map(([key, name]) => (
        <li key={key} className={styles.fileItem}>
          <Paperclip size={14} aria-hidden="true" className={styles.fileIcon} />
          <span className={styles.fileName}>{displayName(name)}</span>
        </li>
      ))}
    </ul>
  );
}

/**
 * The "Paid?" column (docs/screens.md#plan-screen): Yes, No, or Refunded when the payment went back
 * to the customer.
 */
function PaidMark({ paid, refunded }: { paid: boolean; refunded: boolean }) {
  if (refunded) {
    return (
      <span className={styles.paidNo}>
        <Undo2 size={16} aria-hidden="true" />
        Refunded
      </span>
    );
  }
  const Icon = paid ? CircleCheck : CircleDashed;
  return (
    <span className={paid ? styles.paidYes : styles.paidNo}>
      <Icon size={16} aria-hidden="true" />
      {paid ? 'Yes' : 'No'}
    </span>
  );
}
