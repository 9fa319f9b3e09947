import { ShieldCheck } from 'lucide-react';
import { EmptyState, Page } from '../../layouts/app-layout/page.tsx';

/** `/moderation`: the moderators' queue of reported messages and disputes (DESIGN §5). */
export function ModerationPage() {
  return (
    <Page
      title="Moderation"
      description="Reported messages and disputes that need a moderator's decision."
    >
      <EmptyState icon={<ShieldCheck size={24} />} title="Nothing needs your attention">
        <p>No cases are waiting for a moderator right now.</p>
      </EmptyState>
    </Page>
  );
}
