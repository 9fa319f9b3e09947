import * as styles from './conversation.css.ts';

/** The conversation's shape while it loads: a header and a few message-sized bars. */
export function ConversationSkeleton() {
  return (
    <div role="status" aria-label="Loading the conversation" className={styles.conversation}>
      <div className={styles.skeletonHeader}>
        <span className={styles.skeletonBar} style={{ width: '60%', height: '1.4rem' }} />
        <span className={styles.skeletonBar} style={{ width: '35%' }} />
      </div>
      <div className={styles.logFrame}>
        <div className={styles.log}>
          <div className={styles.list}>
            <span className={styles.skeletonBar} style={{ width: '55%', height: '3rem' }} />
            <span
              className={styles.skeletonBar}
              style={{ width: '40%', height: '2.5rem', alignSelf: 'flex-end' }}
            />
            <span className={styles.skeletonBar} style={{ width: '65%', height: '4rem' }} />
          </div>
        </div>
      </div>
    </div>
  );
}
