import { Ban } from 'lucide-react';
import * as styles from './suspended-tag.css.ts';

/** Beside a person's name: a moderator suspended their account. */
export function SuspendedTag() {
  return (
    <span className={styles.tag}>
      <Ban size={12} aria-hidden="true" className={styles.icon} />
      Suspended
    </span>
  );
}
