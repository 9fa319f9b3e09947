import type { ReactNode } from 'react';
import { cx } from '../../components/cx.ts';
import * as styles from './discussions-layout.css.ts';

export interface PanePlaceholderProps {
  icon: ReactNode;
  title: string;
  /** Errors get the danger colours on their icon. */
  tone?: 'neutral' | 'danger';
  children?: ReactNode;
  actions?: ReactNode;
}

/**
 * What the conversation pane shows when it has no conversation to show, and why. Its title is
 * the pane's h2, as a conversation's title would be.
 */
export function PanePlaceholder({
  icon,
  title,
  tone = 'neutral',
  children,
  actions,
}: PanePlaceholderProps) {
  return (
    <div className={styles.placeholder}>
      <span
        className={cx(tone === 'danger' ? styles.placeholderIconDanger : styles.placeholderIcon)}
        aria-hidden="true"
      >
        {icon}
      </span>
      <h2 className={styles.placeholderTitle}>{title}</h2>
      {children}
      {actions && <div className={styles.placeholderActions}>{actions}</div>}
    </div>
  );
}
