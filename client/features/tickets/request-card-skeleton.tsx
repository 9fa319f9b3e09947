import * as styles from './request-card.css.ts';

/** A card's shape while its list loads, row for row, so nothing moves when the data arrives. */
export function RequestCardSkeleton() {
  return (
    <div className={styles.card} aria-hidden="true">
      <div className={styles.top}>
        <span className={styles.skeletonBar.id} />
        <span className={styles.skeletonBar.date} />
      </div>
      <div className={styles.heading}>
        <span className={styles.skeletonBar.title} />
        <span className={styles.skeletonBar.chip} />
      </div>
      <span className={styles.skeletonBar.party} />
      <span className={styles.skeletonBar.status} />
      <div className={styles.actions}>
        <span className={styles.skeletonBar.button} />
      </div>
    </div>
  );
}
