import { Page, PageSection } from '../../layouts/app-layout/page.tsx';
import { CaseQueue } from './case-queue.tsx';
import { DeveloperApplications } from './developer-applications.tsx';
import { FlaggedPayments } from './flagged-payments.tsx';
import { PayoutIssues } from './payout-issues.tsx';
import { trpc } from '../../trpc.ts';
import { TwoStepNotice } from './two-step-notice.tsx';

/**
 * `/moderation`: the moderators' console (docs/moderation.md). The cases (reported messages and
 * refund requests) come first, each opening its case view; then developer applications; then the
 * payments that funded nothing and were refunded at once (ADR 0007), to look at; then the payouts
 * held or refused (docs/payments.md#payouts).
 */
export function ModerationPage() {
  // The console is refused without two-step sign-in: say so, instead of four failed sections.
  const twoStep = trpc.account.twoStep.status.useQuery();
  if (twoStep.isPending) return <Page title="Moderation" />;
  if (twoStep.data?.totp === false) {
    return (
      <Page title="Moderation">
        <TwoStepNotice />
      </Page>
    );
  }
  return (
    <Page
      title="Moderation"
      description="Cases and developer applications that need a moderator's decision, payments that were refunded because they could not fund a milestone, and payouts that are held or failed."
    >
      <PageSection title="Cases">
        <CaseQueue />
      </PageSection>
      <PageSection title="Developer applications">
        <DeveloperApplications />
      </PageSection>
      <PageSection title="Payments to look at">
        <FlaggedPayments />
      </PageSection>
      <PageSection title="Payouts to look at">
        <PayoutIssues />
      </PageSection>
    </Page>
  );
}
