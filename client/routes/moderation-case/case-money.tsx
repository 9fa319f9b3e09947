import { formatCents } from '#shared/domain/money.ts';
import { shortTicketId } from '#shared/format.ts';
import type { CaseDetail, CaseMilestoneMoney } from '#shared/schemas/moderation.ts';
import { MilestoneStatusBadge } from '../../features/tickets/status-badge.tsx';
import { milestoneShownStatus } from '../../features/tickets/ticket-labels.ts';
import { PageSection } from '../../layouts/app-layout/page.tsx';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as table from '../plan/milestone-table.css.ts';
import * as caseStyles from './case.css.ts';

type Amount = Extract<keyof CaseMilestoneMoney, `${string}Cents`>;

// The ledger's columns, in the order money moves: planned, paid in, held, then out one way or
// the other.
const amounts: ReadonlyArray<{ key: Amount; label: string }> = [
  { key: 'costCents', label: 'Cost' },
  { key: 'paidCents', label: 'Paid' },
  { key: 'heldCents', label: 'Held' },
  { key: 'releasedCents', label: 'Released' },
  { key: 'feeCents', label: 'Fee' },
  { key: 'paidOutCents', label: 'Paid out' },
  { key: 'refundedCents', label: 'Refunded' },
];

/**
 * Where each milestone's money stands, from the ledger (the books `npm run audit` checks): what
 * the customer paid, what escrow holds, what went to the Unblocker and the platform, and what
 * went back. The plan's own table layout: stacked cards below 700 px.
 */
export function CaseMoney({ detail }: { detail: CaseDetail }) {
  const { milestones } = detail;
  return (
    <PageSection title="Money">
      {/* The request's whole escrow: the table's Held column, and any milestone since dropped. */}
      <p>
        Held in escrow now: <strong>{formatCents(detail.escrowCents)}</strong>
      </p>
      {milestones.length === 0 ? (
        <p className={`${caseStyles.panel} ${caseStyles.muted}`}>
          No plan yet, so nothing has been paid.
        </p>
      ) : (
        <div className={table.scroller}>
          <table className={table.table}>
            <caption className={visuallyHidden}>
              {`Money of request ${shortTicketId(detail.ticketId)}, per milestone`}
            </caption>
            <thead className={table.head}>
              <tr>
                <th scope="col" className={table.headCell}>
                  Milestone
                </th>
                <th scope="col" className={table.headCell}>
                  Status
                </th>
                {amounts.map(({ key, label }) => (
                  <th key={key} scope="col" className={table.numericHead}>
                    {label}
                  </th>
                ))}
              </tr>
            </thead>
            <tbody className={table.body}>
              {milestones.map((milestone) => (
                <tr key={milestone.milestoneId} className={table.row}>
                  <th scope="row" className={table.titleCell}>
                    <span className={table.milestoneTitle}>{milestone.title}</span>
                  </th>
                  <td data-label="Status" className={table.cell}>
                    <MilestoneStatusBadge
                      status={milestoneShownStatus(
                        { status: milestone.status, refunded: milestone.refundedCents > 0 },
                        detail.status,
                      )}
                    />
                  </td>
                  {amounts.map(({ key, label }) => (
                    <td key={key} data-label={label} className={table.numericCell}>
                      {formatCents(milestone[key])}
                    </td>
                  ))}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
    </PageSection>
  );
}
