import { useId } from 'react';
import { Mail, UserCheck, UserX } from 'lucide-react';
import type { DeveloperApplication } from '#shared/schemas/moderation.ts';
import { specialtyLabels } from '#shared/schemas/waitlist.ts';
import { fullDateTime, relativeTime } from '#shared/format.ts';
import { Button } from '../../components/button.tsx';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import { LinkedText } from '../../components/linked-text.tsx';
import { ApplicationOutcome, ApplicationStatusBadge } from './application-status.tsx';
import * as styles from './application-card.css.ts';

// Sent again within a minute of the first time is the same sending, not worth a mention.
const RESENT_AFTER_MS = 60_000;

export interface ApplicationCardProps {
  application: DeveloperApplication;
  /** The time relative dates are measured from (one clock for the list, see useNow). */
  now: Date;
  /** The decision just made was about this application: its outcome takes focus. */
  justDecided?: boolean;
  onApprove: (application: DeveloperApplication) => void;
  onDecline: (application: DeveloperApplication) => void;
}

/**
 * One developer application: who, how to reach them, their specialty, what they wrote, when
 * they applied, and either the decision buttons or how it was decided.
 */
export function ApplicationCard({
  application,
  now,
  justDecided = false,
  onApprove,
  onDecline,
}: ApplicationCardProps) {
  const nameId = useId();
  const { name, email, specialty, bio, status, createdAt, updatedAt } = application;
  const resent = updatedAt.getTime() - createdAt.getTime() > RESENT_AFTER_MS;

  return (
    <article className={styles.card} aria-labelledby={nameId}>
      <div className={styles.about}>
        <div className={styles.header}>
          <h4 id={nameId} className={styles.name}>
            {name}
          </h4>
          <ApplicationStatusBadge status={status} />
        </div>

        <div className={styles.facts}>
          <a href={`mailto:${email}`} className={styles.email}>
            <Mail size={16} aria-hidden="true" className={styles.factIcon} />
            <span className={visuallyHidden}>Email </span>
            {email}
          </a>
          <p className={styles.meta}>
            <span className={styles.specialty}>{specialtyLabels[specialty]}</span>
            <time dateTime={createdAt.toISOString()} title={fullDateTime(createdAt)}>
              Applied {relativeTime(createdAt, now)}
            </time>
            {resent && (
              <time dateTime={updatedAt.toISOString()} title={fullDateTime(updatedAt)}>
                Sent again {relativeTime(updatedAt, now)}
              </time>
            )}
          </p>
        </div>

        {bio ? (
          <p className={styles.bio}>
            <LinkedText text={bio} linkClassName={styles.link} />
          </p>
        ) : (
          <p className={styles.noBio}>No bio or link given.</p>
        )}
      </div>

      {status === 'new' ? (
        <div className={styles.actions}>
          <Button size="sm" onClick={() => onApprove(application)}>
            <UserCheck size={16} aria-hidden="true" />
            Approve<span className={visuallyHidden}> {name}</span>
          </Button>
          <Button size="sm" variant="secondary" onClick={() => onDecline(application)}>
            <UserX size={16} aria-hidden="true" />
            Decline<span className={visuallyHidden}> {name}</span>
          </Button>
        </div>
      ) : (
        <ApplicationOutcome application={application} now={now} focus={justDecided} />
      )}
    </article>
  );
}
