import { useEffect, useRef } from 'react';
import { CircleCheck, CircleX } from 'lucide-react';
import type { DeveloperApplication } from '#shared/schemas/moderation.ts';
import type { WaitlistStatus } from '#shared/schemas/waitlist.ts';
import { relativeTime } from '#shared/format.ts';
import { formatCalendarDay } from './calendar-day.ts';
import * as styles from './application-card.css.ts';

const statusLabel: Record<WaitlistStatus, string> = {
  new: 'New',
  invited: 'Approved',
  declined: 'Declined',
};

/** Where an application stands, in words and its own colour. */
export function ApplicationStatusBadge({ status }: { status: WaitlistStatus }) {
  return (
    <span className={styles.badge[status]}>
      <span className={styles.badgeDot[status]} aria-hidden="true" />
      {statusLabel[status]}
    </span>
  );
}

export interface ApplicationOutcomeProps {
  application: DeveloperApplication;
  now: Date;
  /** Take focus when shown: the moderator's decision just put it here, so it is announced. */
  focus?: boolean;
}

/**
 * A decided application's outcome: until when its invite code works, or the reason it was
 * declined. The buttons the decision was made with are gone, so focus comes here instead.
 */
export function ApplicationOutcome({ application, now, focus = false }: ApplicationOutcomeProps) {
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    if (focus) ref.current?.focus();
  }, [focus]);
  const when = application.decidedAt ? ` ${relativeTime(application.decidedAt, now)}` : '';
  if (application.status === 'invited') {
    return (
      <div ref={ref} tabIndex={-1} className={styles.outcome.invited}>
        <CircleCheck size={18} aria-hidden="true" className={styles.outcomeIcon} />
        <p>
          Approved{when}.{' '}
          {application.inviteExpiresAt ? (
            <>
              Invite code valid until{' '}
              <strong>{formatCalendarDay(application.inviteExpiresAt)}</strong>.
            </>
          ) : (
            'An invite code was sent.'
          )}
        </p>
      </div>
    );
  }
  return (
    <div ref={ref} tabIndex={-1} className={styles.outcome.declined}>
      <CircleX size={18} aria-hidden="true" className={styles.outcomeIcon} />
      <div className={styles.outcomeText}>
        <p>Declined{when}.</p>
        {application.declineReason && (
          <p className={styles.reason}>
            <span className={styles.reasonLabel}>Reason: </span>
            {application.declineReason}
          </p>
        )}
      </div>
    </div>
  );
}
