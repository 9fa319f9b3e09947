import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from '../discussions/unread-badge.css.ts';
import { useNewRequestCount } from './use-new-request-count.ts';

/**
 * Beside Available Requests (docs/request-alerts.md#the-count): how many matching requests came
 * since the developer last opened it, as the unread messages' pill shows its count ("99+" past
 * 99); screen readers hear ", 3 new" as part of the link. Kept live by the notices' feed (the
 * layout's), so it only reads the cached count.
 */
export function NewRequestsBadge() {
  const count = useNewRequestCount(true);
  if (count <= 0) return null;
  return (
    <span className={styles.badge}>
      <span aria-hidden="true">{count > 99 ? '99+' : String(count)}</span>
      <span className={visuallyHidden}>{`, ${count} new`}</span>
    </span>
  );
}
