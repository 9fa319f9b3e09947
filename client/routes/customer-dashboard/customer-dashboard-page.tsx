import { Inbox } from 'lucide-react';
import { EmptyState, Page, PageSection } from '../../layouts/app-layout/page.tsx';

/** `/dashboard/customer` ("Your Dashboard", SPEC §2). */
export function CustomerDashboardPage() {
  return (
    <Page
      title="Your Dashboard"
      description="Submit a request when you are stuck, and follow it here until it is resolved."
      // The "New Request" button and its create-request dialog arrive with the tickets feature;
      // until then there is nothing for it to open, so no button is shown.
    >
      <PageSection title="My Requests">
        <EmptyState icon={<Inbox size={24} />}>
          <p>
            Welcome! You have no open requests yet. When you submit a request, it will appear here.
          </p>
        </EmptyState>
      </PageSection>
    </Page>
  );
}
