import { lazy, Suspense, useRef, useState } from 'react';
import { Bell as BellIcon } from 'lucide-react';
import { BELL_PANEL_ID, useLiveBell, useUnreadNotifications } from './use-bell.ts';
import * as styles from './bell.css.ts';

// The panel (its list, paging, times) is fetched when the person reaches for the bell, not with
// every signed-in page: the dashboards' first load has a JavaScript budget
// (docs/notifications.md#the-bell).
// React's own lazy: the app's lazy helpers are not otherwise part of that first load.
const loadPanel = () => import('./bell-panel.tsx');
const BellPanel = lazy(() => loadPanel().then((module) => ({ default: module.BellPanel })));
const preloadPanel = () => void loadPanel().catch(() => undefined);

/** "99+" past 99: the badge stays small; the button's name keeps the exact count. */
const shownCount = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * The bell in the signed-in top bar (docs/notifications.md#the-bell): the unread count as a badge,
 * kept live, and a button that shows or hides the panel of the person's notices (a disclosure:
 * the panel follows the button, so Tab goes from one into the other).
 */
export function Bell() {
  const [open, setOpen] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  useLiveBell();
  const unread = useUnreadNotifications();
  const label = unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
  return (
    <div className={styles.wrapper}>
      <button
        ref={trigger}
        type="button"
        className={styles.trigger}
        aria-label={label}
        aria-expanded={open}
        aria-controls={open ? BELL_PANEL_ID : undefined}
        onPointerEnter={preloadPanel}
        onFocus={preloadPanel}
        onClick={() => setOpen((shown) => !shown)}
      >
        <BellIcon size={20} aria-hidden="true" />
        {unread > 0 && (
          <span className={styles.badge} aria-hidden="true">
            {shownCount(unread)}
          </span>
        )}
      </button>
      {open && (
        <Suspense fallback={null}>
          <BellPanel open unread={unread} onClose={() => setOpen(false)} trigger={trigger} />
        </Suspense>
      )}
    </div>
  );
}
