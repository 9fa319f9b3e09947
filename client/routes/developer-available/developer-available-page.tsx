import { useEffect, useMemo, useRef, useState } from 'react';
import { HandGrab, MessageSquare, SearchX } from 'lucide-react';
import type { Actor } from '#shared/domain/ticket/ticket-state.ts';
import { Button, ButtonLink } from '../../components/button.tsx';
import { EditProfileDialog } from '../../features/session/edit-profile-dialog.tsx';
import { ProfileCard } from '../../features/session/profile-card.tsx';
import { useSession } from '../../features/session/session-context.ts';
import { canGrab } from '../../features/tickets/card-actions.ts';
import type { CardTicket } from '../../features/tickets/card-ticket.ts';
import { listDialogTarget } from '../../features/tickets/dialog-command.ts';
import { RequestCard } from '../../features/tickets/request-card.tsx';
import { RequestList } from '../../features/tickets/request-list.tsx';
import {
  useAvailableRequests,
  useLiveTicketLists,
  useRefreshTicketLists,
} from '../../features/tickets/use-ticket-lists.ts';
import { EmptyState, Page, PageSection } from '../../layouts/app-layout/page.tsx';
import { trpc } from '../../trpc.ts';
import { FilterTicketsDialog } from './filter-tickets-dialog.tsx';
import { GrabRequestDialog } from './grab-request-dialog.tsx';
import { NewCard } from './new-card.tsx';
import { useSeenAvailable } from './use-seen-available.ts';

/** `/dashboard/developer/available` ("Available Tickets", docs/screens.md#dashboards). */
export function DeveloperAvailablePage() {
  const { me } = useSession();
  const categories = trpc.profile.categories.useQuery();
  const available = useAvailableRequests();
  const live = useLiveTicketLists();
  const refreshLists = useRefreshTicketLists();
  const [grabbing, setGrabbing] = useState<CardTicket | null>(null);
  // What came after the developer's previous visit is tagged "New" (docs/request-alerts.md).
  const previousVisit = useSeenAvailable();
  const isNew = (ticket: CardTicket) =>
    previousVisit !== undefined && (previousVisit === null || ticket.createdAt > previousVisit);

  // The grab rule needs the developer's categories (docs/lifecycle.md#lists-and-counters); none
  // until they are known.
  const supported = categories.data?.categories;
  // The server filters the live stream by the categories it read when the stream started, so it
  // starts again whenever they change: in the filter, or in the Edit Profile this page offers
  // when none are set.
  const { restart } = live;
  const streamed = useRef(supported);
  useEffect(() => {
    if (streamed.current !== undefined && streamed.current !== supported) restart();
    streamed.current = supported;
  }, [supported, restart]);
  const viewer = useMemo<Actor>(
    () => ({ id: me.id, role: me.role, categories: supported ?? [] }),
    [me.id, me.role, supported],
  );
  // The request as its card showed it when Grab was pressed; the dialog follows the list, with
  // the same rule as the card's button.
  const grabTarget =
    grabbing && listDialogTarget(grabbing, available.data, (ticket) => canGrab(ticket, viewer));

  return (
    <Page
      title="Available Tickets"
      description={<Subtitle categories={supported} />}
      actions={
        <FilterTicketsDialog
          // The live stream restarts as the categories change (above); the list is refetched now.
          onSaved={() => void refreshLists()}
        />
      }
    >
      <ProfileCard me={me} />
      <PageSection title="Matching Requests">
        <RequestList
          query={available}
          noun="available tickets"
          empty={
            supported?.length === 0 ? (
              // Nothing can match before a category is chosen: say how, and open where
              // (docs/screens.md#dashboards).
              <EmptyState icon={<SearchX size={24} />}>
                <p>No request can match until you set the categories you support.</p>
                <EditProfileDialog me={me} triggerLabel="Set Your Categories" />
              </EmptyState>
            ) : (
              <EmptyState icon={<SearchX size={24} />}>
                <p>No available tickets matching your categories. Check back later!</p>
              </EmptyState>
            )
          }
          renderCard={(ticket, now) => (
            <NewCard isNew={isNew(ticket)}>
              <RequestCard ticket={ticket} viewer={viewer} now={now}>
                {canGrab(ticket, viewer) && (
                  <Button size="sm" onClick={() => setGrabbing(ticket)}>
                    <HandGrab size={16} aria-hidden="true" />
                    Grab Request
                  </Button>
                )}
                <ButtonLink size="sm" variant="secondary" href={`/discussions/${ticket.id}`}>
                  <MessageSquare size={16} aria-hidden="true" />
                  Message Customer
                </ButtonLink>
              </RequestCard>
            </NewCard>
          )}
        />
      </PageSection>
      {grabTarget && (
        <GrabRequestDialog
          key={grabTarget.ticket.id}
          ticket={grabTarget.ticket}
          confirmable={grabTarget.confirmable}
          onClose={() => setGrabbing(null)}
        />
      )}
    </Page>
  );
}

/**
 * What the list shows (docs/screens.md#dashboards), or how to get one; blank (not a guess) until
 * known.
 */
function Subtitle({ categories }: { categories: string[] | undefined }) {
  if (categories === undefined) return <span aria-hidden="true">&nbsp;</span>;
  return categories.length > 0
    ? 'Tickets matching your supported categories'
    : 'Set your supported categories to see available tickets';
}
