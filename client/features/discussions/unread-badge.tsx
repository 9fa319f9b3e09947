import { cx } from '../../components/cx.ts';
import { visuallyHidden } from '../../styles/visually-hidden.css.ts';
import * as styles from './unread-badge.css.ts';

/** "99+" past 99: the badge stays small; the spoken label keeps the exact count. */
const shownCount = (count: number) => (count > 99 ? '99+' : String(count));

/**
 * An unread count as a small pill (nothing when there is none). The digits are drawn, the words
 * ("3 unread") are what a screen reader hears, as part of the link or card it sits in.
 */
export function UnreadBadge({ count, className }: { count: number; className?: string }) {
  if (count <= 0) return null;
  return (
    <span className={cx(styles.badge, className)}>
      <span aria-hidden="true">{shownCount(count)}</span>
      <span className={visuallyHidden}>{`, ${count} unread`}</span>
    </span>
  );
}
