import type { inferRouterOutputs } from '@trpc/server';
import type { AppRouter } from '#server/trpc/router.ts';
import { relativeTime } from '#shared/format.ts';
import { Button } from '../../components/button.tsx';
import * as styles from './sessions.css.ts';

export type SessionRowData = inferRouterOutputs<AppRouter>['account']['sessions']['list'][number];

let signedInFormat: Intl.DateTimeFormat | undefined;
/** "Nov 29, 2026": made on first use, as shared/format.ts's formatters are. */
const dayOf = (when: Date) =>
  (signedInFormat ??= new Intl.DateTimeFormat('en-US', {
    month: 'short',
    day: 'numeric',
    year: 'numeric',
  })).format(when);

/** "Chrome on Linux", as much of it as the User-Agent told. */
function deviceName(session: Pick<SessionRowData, 'browser' | 'system'>): string {
  const { browser, system } = session;
  if (browser && system) return `${browser} on ${system}`;
  return browser ?? system ?? 'Unknown browser';
}

/**
 * One session of the list: what, where from, since when, last used, and "Sign out" (this
 * browser's signs it out as the top bar's does).
 */
export function SessionRow({
  session,
  now,
  onEnd,
  ending,
}: {
  session: SessionRowData;
  now: Date;
  onEnd: () => void;
  ending: boolean;
}) {
  const name = deviceName(session);
  return (
    <li className={styles.row}>
      <div className={styles.details}>
        <p className={styles.name}>
          {name}
          {session.current && <span className={styles.tag}>This device</span>}
        </p>
        <p className={styles.meta}>
          {session.ipAddress && <span>{session.ipAddress}</span>}
          <span>Signed in {dayOf(session.createdAt)}</span>
          <span>
            {session.current
              ? 'Active now'
              : `Last active ${relativeTime(session.lastSeenAt, now)}`}
          </span>
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        disabled={ending}
        aria-label={
          session.current
            ? 'Sign out of this device'
            : `Sign out ${name}, signed in ${dayOf(session.createdAt)}`
        }
        onClick={onEnd}
      >
        Sign out
      </Button>
    </li>
  );
}
