import { Search } from 'lucide-react';
import { ProfileCard } from '../../features/session/profile-card.tsx';
import { useSession } from '../../features/session/session-context.ts';
import { EmptyState, Page } from '../../layouts/app-layout/page.tsx';

/** `/dashboard/developer/available` ("Available Tickets", SPEC §2). */
export function DeveloperAvailablePage() {
  const { me } = useSession();
  // Supported categories (and the "Filter Requests" dialog that edits them) come with the
  // tickets feature; until then no developer has any, hence this subtitle and no list.
  return (
    <Page
      title="Available Tickets"
      description="Set your supported categories to see available tickets"
    >
      <ProfileCard me={me} />
      <EmptyState icon={<Search size={24} />}>
        <p>No available tickets matching your categories. Check back later!</p>
      </EmptyState>
    </Page>
  );
}
