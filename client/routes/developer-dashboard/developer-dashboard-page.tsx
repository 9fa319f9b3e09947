import { ClipboardList } from 'lucide-react';
import { EmptyState, Page, PageSection } from '../../layouts/app-layout/page.tsx';
import { DeveloperEarnings } from './developer-earnings.tsx';
import { TicketCounters } from './ticket-counters.tsx';

/** `/dashboard/developer`: counters and the tickets assigned to this developer (SPEC §2). */
export function DeveloperDashboardPage() {
  // No ticket can be assigned yet (the tickets feature comes later), so every count is zero.
  return (
    <Page title="Developer Dashboard" description="Your assigned tickets at a glance.">
      <TicketCounters inProgress={0} awaitingResponse={0} completed={0} />
      <PageSection title="Active Tickets">
        <EmptyState icon={<ClipboardList size={24} />}>
          <p>No active tickets assigned to you.</p>
        </EmptyState>
      </PageSection>
      <DeveloperEarnings />
    </Page>
  );
}
