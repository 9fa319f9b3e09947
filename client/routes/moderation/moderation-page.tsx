import { Page, PageSection } from '../../layouts/app-layout/page.tsx';
import { CaseQueue } from './case-queue.tsx';
import { DeveloperApplications } from './developer-applications.tsx';

/**
 * `/moderation`: the moderators' console (issue 19). The cases (reported messages and refund
 * requests, DESIGN §5) come first, each opening its case view; then developer applications.
 */
export function ModerationPage() {
  return (
    <Page
      title="Moderation"
      description="Cases and developer applications that need a moderator's decision."
    >
      <PageSection title="Cases">
        <CaseQueue />
      </PageSection>
      <PageSection title="Developer applications">
        <DeveloperApplications />
      </PageSection>
    </Page>
  );
}
