import type { ReactNode } from 'react';
import * as styles from './new-card.css.ts';

/**
 * A card of Available Requests with the "New" tag on its top edge when it was posted after the
 * developer last opened the list (docs/request-alerts.md#the-count). The tag comes first, so a
 * screen reader hears "New" before the card.
 */
export function NewCard({ isNew, children }: { isNew: boolean; children: ReactNode }) {
  if (!isNew) return children;
  return (
    <div className={styles.wrapper}>
      <span className={styles.tag}>New</span>
      {children}
    </div>
  );
}
