import { CircleCheck, Flag, LifeBuoy } from 'lucide-react';
import { caseOutcome } from '#shared/domain/ticket/case-outcome.ts';
import { fullDateTime, relativeTime } from '#shared/format.ts';
import type { CaseDetail, CaseReport } from '#shared/schemas/moderation.ts';
import { causeLabel, quotedMessage } from '../../features/moderation/case-texts.ts';
import { PageSection } from '../../layouts/app-layout/page.tsx';
import * as causeStyles from '../../features/moderation/cause.css.ts';
import * as caseStyles from './case.css.ts';
import * as styles from './case-why.css.ts';

function When({ at, now }: { at: Date; now: Date }) {
  return (
    <time dateTime={at.toISOString()} title={fullDateTime(at)}>
      {relativeTime(at, now)}
    </time>
  );
}

/**
 * "Why it is here": the customer's refund request and every reported message, each in the words
 * that brought it; once resolved, the outcome and the moderator's reason first.
 */
export function CaseWhy({ detail, now }: { detail: CaseDetail; now: Date }) {
  const moderation = detail.case;
  if (!moderation) {
    return (
      <PageSection title="Why it is here">
        <p className={`${caseStyles.panel} ${caseStyles.muted}`}>
          This request has never needed a moderator.
        </p>
      </PageSection>
    );
  }
  const { dispute, reports, resolution } = moderation;
  const titleOf = (milestoneId: string) =>
    `“${detail.milestones.find((m) => m.milestoneId === milestoneId)?.title ?? 'a milestone'}”`;

  return (
    <PageSection title="Why it is here">
      <div className={caseStyles.panel}>
        {resolution && (
          <div className={styles.resolution}>
            <CircleCheck size={18} aria-hidden="true" className={styles.resolutionIcon} />
            <div className={styles.resolutionText}>
              <p className={styles.resolutionTitle}>
                Resolved <When at={resolution.resolvedAt} now={now} />:{' '}
                {caseOutcome(
                  {
                    outcome: resolution.outcome,
                    note: resolution.reason,
                    milestoneId: resolution.milestoneId ?? undefined,
                  },
                  titleOf,
                )}
                .
              </p>
              <p className={styles.reason}>
                <span className={styles.reasonLabel}>Reason: </span>
                {resolution.reason}
              </p>
            </div>
          </div>
        )}
        <ul className={styles.causes}>
          {dispute && (
            <li className={styles.cause}>
              <p className={causeStyles.label}>
                <LifeBuoy size={14} aria-hidden="true" />
                {causeLabel.dispute}
              </p>
              <blockquote className={causeStyles.quote}>{dispute.reason}</blockquote>
              <p className={causeStyles.meta}>
                <span>From {detail.customer.name}</span>
                <When at={dispute.openedAt} now={now} />
              </p>
            </li>
          )}
          {reports.map((report) => (
            <ReportItem key={report.messageId} report={report} now={now} />
          ))}
        </ul>
      </div>
    </PageSection>
  );
}

function ReportItem({ report, now }: { report: CaseReport; now: Date }) {
  return (
    <li className={styles.cause}>
      <p className={causeStyles.label}>
        <Flag size={14} aria-hidden="true" />
        {causeLabel.report}
      </p>
      <blockquote className={causeStyles.quote}>{quotedMessage(report.text)}</blockquote>
      <p className={causeStyles.meta}>
        <span>Written by {report.authorName}</span>
        <span>Reported by {report.reportedByName}</span>
        <When at={report.reportedAt} now={now} />
      </p>
    </li>
  );
}
