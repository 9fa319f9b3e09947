import { ShieldCheck } from 'lucide-react';
import { EmptyState, Page, PageSection } from '../../layouts/app-layout/page.tsx';
import { DeveloperApplications } from './developer-applications.tsx';

/**
 * `/moderation`: the moderators' console. Cases (reported messages and disputes, DESIGN §5) come
 * later; developer applications are decided here (issue 19).
 */
export function ModerationPage() {
  return (
    <Page
      title="Moderation"
      description="Cases and developer applications that need a moderator's decision."
    >
      <PageSection title="Cases">
        <EmptyState icon={<ShieldCheck size={24} />} title="Nothing needs your attention">
          <p>No cases are waiting for a moderator right now.</p>
        </EmptyState>
      </PageSection>
      <PageSection title="Developer applications">
        <DeveloperApplications />
      </PageSection>
    </Page>
  );
}
