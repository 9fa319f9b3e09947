import { useMemo } from 'react';
import { ClipboardList, History } from 'lucide-react';
import { EditProfileDialog } from '../../features/session/edit-profile-dialog.tsx';
import { ProfileCard } from '../../features/session/profile-card.tsx';
import { useSession } from '../../features/session/session-context.ts';
import { RequestCard } from '../../features/tickets/request-card.tsx';
import { RequestList } from '../../features/tickets/request-list.tsx';
import {
  useAssignedRequests,
  useLiveTicketLists,
} from '../../features/tickets/use-ticket-lists.ts';
import { viewerActor } from '../../features/tickets/viewer-actor.ts';
import { EmptyState, Page, PageSection } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import { DeveloperEarnings } from './developer-earnings.tsx';
import { RequestAlertSettings } from './request-alert-settings.tsx';
import { TicketCounters } from './ticket-counters.tsx';

/**
 * `/dashboard/developer`: the developer's profile (Edit Profile: names, picture, bio, categories;
 * docs/screens.md), counters and the tickets assigned to them (docs/screens.md#dashboards).
 */
export function DeveloperDashboardPage() {
  const { me } = useSession();
  const viewer = useMemo(() => viewerActor(me), [me]);
  // One live stream refreshes both the counters and the list
  // (docs/lifecycle.md#lists-and-counters).
  useLiveTicketLists();
  const counters = trpc.tickets.counters.useQuery();
  const assigned = useAssignedRequests('open');
  // Approved and rejected requests leave the active list for the history, as the customer's do.
  const history = useAssignedRequests('history');

  return (
    <Page title="Developer Dashboard" description="Your assigned tickets at a glance.">
      <ProfileCard me={me} actions={<EditProfileDialog me={me} triggerLabel="Edit Profile" />} />
      <TicketCounters
        inProgress={counters.data?.inProgress}
        awaitingResponse={counters.data?.awaitingResponse}
        completed={counters.data?.completed}
      />
      <PageSection title="Active Tickets">
        <RequestList
          query={assigned}
          noun="your tickets"
          empty={
            <EmptyState icon={<ClipboardList size={24} />}>
              <p>No active tickets assigned to you.</p>
            </EmptyState>
          }
          renderCard={(ticket, now) => <RequestCard ticket={ticket} viewer={viewer} now={now} />}
        />
      </PageSection>
      <DeveloperEarnings />
      <RequestAlertSettings />
      <PageSection title="History">
        <RequestList
          query={history}
          noun="your ticket history"
          empty={
            <EmptyState icon={<History size={24} />}>
              <p>Requests you finish appear here.</p>
            </EmptyState>
          }
          renderCard={(ticket, now) => <RequestCard ticket={ticket} viewer={viewer} now={now} />}
        />
      </PageSection>
    </Page>
  );
}
