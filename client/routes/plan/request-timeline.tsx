import { useState } from 'react';
import { ChevronDown, ChevronUp, ShieldAlert, ShieldCheck } from 'lucide-react';
import { mayReadHistory } from '#shared/domain/ticket/history-rows.ts';
import { timelineEntries, type TimelineEntry } from '#shared/domain/ticket/timeline.ts';
import type { TicketState } from '#shared/domain/ticket/ticket-state.ts';
import { fullDateTime, relativeTime } from '#shared/format.ts';
import { Button } from '../../components/button.tsx';
import { cx } from '../../components/cx.ts';
import type { Me } from '../../features/auth/use-me.ts';
import { PageSection } from '../../layouts/app-layout/page.tsx';
import { useNow } from '../../features/tickets/use-now.ts';
import type { TicketHistoryQuery } from '../../features/tickets/use-ticket-history.ts';
import * as styles from './request-timeline.css.ts';

/**
 * The request's history in plain words (docs/screens.md#the-hand-over-and-the-requests-history),
 * from its events, with whether their chain of fingerprints checks out. Newest first: people come
 * back to a request to see what changed since they last looked, and the banner above already says
 * what comes next; reading down goes back in time to how it started. On a phone, where a long
 * history would bury the page, only the latest steps show until asked.
 */
export function RequestTimeline({
  ticket,
  me,
  query,
}: {
  ticket: TicketState;
  me: Me;
  /** The request's history, read once by the plan screen for the banner, table and timeline. */
  query: TicketHistoryQuery;
}) {
  const now = useNow();
  const [expanded, setExpanded] = useState(false);
  const { data: history, isError, refetch } = query;
  if (!mayReadHistory(ticket, me)) return null;
  if (!history) {
    return (
      <PageSection title="Request history">
        <div className={styles.panel}>
          {isError ? (
            <p className={styles.status} role="alert">
              The history of this request could not be loaded.{' '}
              <Button variant="ghost" size="sm" onClick={() => void refetch()}>
                Try again
              </Button>
            </p>
          ) : (
            <p className={styles.status} role="status">
              Loading the history…
            </p>
          )}
        </div>
      </PageSection>
    );
  }
  const entries = timelineEntries(history.events).reverse();
  const folds = entries.length > styles.COLLAPSED_STEPS;
  return (
    <PageSection title="Request history">
      <div className={styles.panel}>
        <Integrity verified={history.verified} />
        <ol
          className={cx(styles.list, folds && !expanded && styles.collapsed)}
          aria-label="Steps, newest first"
        >
          {entries.map((entry) => (
            <Step key={entry.key} entry={entry} now={now} meId={me.id} />
          ))}
        </ol>
        {folds && (
          <Button
            variant="secondary"
            size="sm"
            className={styles.toggle}
            aria-expanded={expanded}
            onClick={() => setExpanded((open) => !open)}
          >
            {expanded ? (
              <ChevronUp size={16} aria-hidden="true" />
            ) : (
              <ChevronDown size={16} aria-hidden="true" />
            )}
            {expanded ? 'Show the latest steps only' : `Show all ${entries.length} steps`}
          </Button>
        )}
      </div>
    </PageSection>
  );
}

function Integrity({ verified }: { verified: boolean }) {
  return verified ? (
    <p className={styles.integrity.verified}>
      <ShieldCheck size={16} aria-hidden="true" className={styles.integrityIcon} />
      History verified: every step is recorded and its chain of fingerprints checks out.
    </p>
  ) : (
    <p className={styles.integrity.unverified} role="alert">
      <ShieldAlert size={16} aria-hidden="true" className={styles.integrityIcon} />
      This history could not be verified: its records do not match their fingerprints, so a step may
      have been changed or removed since it happened.
    </p>
  );
}

function Step({ entry, now, meId }: { entry: TimelineEntry; now: Date; meId: string }) {
  return (
    <li className={styles.step}>
      <p className={styles.meta}>
        <span className={styles.who}>{entry.actor.id === meId ? 'You' : entry.actor.name}</span>
        <time dateTime={entry.occurredAt.toISOString()} title={fullDateTime(entry.occurredAt)}>
          {relativeTime(entry.occurredAt, now)}
        </time>
      </p>
      <p className={styles.text}>{entry.text}</p>
      {entry.items.length > 0 && (
        <ul className={styles.items}>
          {entry.items.map((item, index) => (
            <li key={index}>{item}</li>
          ))}
        </ul>
      )}
      {entry.words && <blockquote className={styles.words}>{entry.words}</blockquote>}
    </li>
  );
}
