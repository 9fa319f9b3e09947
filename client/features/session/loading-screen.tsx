import * as styles from './loading-screen.css.ts';

export interface LoadingScreenProps {
  /** What is loading, read out by screen readers in place of the spinner. */
  label?: string;
}

/** A centred spinner for whole-screen waits; role="status" so the wait is announced. */
export function LoadingScreen({ label = 'Loading' }: LoadingScreenProps) {
  return (
    <div className={styles.screen}>
      <Spinner label={label} />
    </div>
  );
}

export function Spinner({ label = 'Loading' }: LoadingScreenProps) {
  return (
    <div role="status" aria-label={label} className={styles.spinner}>
      <span className={styles.ring} aria-hidden="true" />
    </div>
  );
}
