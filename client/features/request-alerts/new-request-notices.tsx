import { useEffect } from 'react';
import { BellRing, X } from 'lucide-react';
import { Link, useLocation } from 'wouter';
import { IconButton } from '../../components/icon-button.tsx';
import { useNewRequestAlerts } from './use-new-requests.ts';
import * as styles from './new-request-notices.css.ts';

/** Where a notice leads: the developer's pool, where the request waits. */
const AVAILABLE_PATH = '/dashboard/developer/available';

/**
 * "New request: {title}" for each request posted in a developer's categories while their tab is
 * open, on any page (docs/request-alerts.md#live), with a link to Available Requests. Mounted once
 * by the signed-in layout, for developers only (request-alerts-mount.tsx). The notices stay
 * until dismissed or until Available Requests is opened, and are read out politely as they come.
 */
export function DeveloperNotices() {
  const { notices, dismiss, dismissAll } = useNewRequestAlerts(true);
  const [location] = useLocation();
  // Opening Available Requests shows every new request, tagged: the notices are done.
  useEffect(() => {
    if (location === AVAILABLE_PATH) dismissAll();
  }, [location, dismissAll]);

  return (
    <section className={styles.region} aria-label="New request notices">
      {/* Present before any notice, so that screen readers announce each one added. */}
      <div aria-live="polite" className={styles.stack}>
        {notices.map((notice) => (
          <div key={notice.ticketId} className={styles.notice}>
            <BellRing size={18} aria-hidden="true" className={styles.icon} />
            <div className={styles.body}>
              <p className={styles.text}>
                <span className={styles.lead}>New request:</span> {notice.title}
              </p>
              <Link href={AVAILABLE_PATH} className={styles.link} onClick={dismissAll}>
                See Available Requests
              </Link>
            </div>
            <IconButton
              label="Dismiss notice"
              icon={<X size={18} aria-hidden="true" />}
              className={styles.close}
              onClick={() => dismiss(notice.ticketId)}
            />
          </div>
        ))}
      </div>
    </section>
  );
}
