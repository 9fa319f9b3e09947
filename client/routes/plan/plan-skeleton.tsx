import { ButtonLink } from '../../components/button.tsx';
import { Page, PageSection } from '../../layouts/app-layout/page.tsx';
import * as styles from './plan.css.ts';

/**
 * The plan screen's shape while the ticket loads: the real heading (known from the address) and
 * placeholders the size of the details and the table, so nothing jumps when the data arrives.
 */
export function PlanSkeleton({ title, dashboard }: { title: string; dashboard: string }) {
  return (
    <Page
      title={title}
      actions={
        <ButtonLink href={dashboard} variant="secondary">
          Back to Dashboard
        </ButtonLink>
      }
    >
      <div role="status" aria-label="Loading the request" className={styles.skeletonDetails}>
        <span className={styles.bar.title} />
        <span className={styles.bar.line} />
        <span className={styles.bar.short} />
      </div>
      <PageSection title="Milestones">
        <div className={styles.skeletonTable} aria-hidden="true">
          <span className={styles.bar.row} />
          <span className={styles.bar.row} />
          <span className={styles.bar.row} />
        </div>
      </PageSection>
    </Page>
  );
}
