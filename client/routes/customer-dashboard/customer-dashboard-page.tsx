import { useMemo, useState } from 'react';
import { useSearch } from 'wouter';
import { Inbox, Plus } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { FormAlert } from '../../features/auth/form-alert.tsx';
import {
  LazyRequestFormDialog,
  preloadRequestForm,
} from '../../features/request-form/lazy-request-form-dialog.tsx';
import { useSession } from '../../features/session/session-context.ts';
import { cardActions } from '../../features/tickets/card-actions.ts';
import type { CardTicket } from '../../features/tickets/card-ticket.ts';
import { listDialogTarget } from '../../features/tickets/dialog-command.ts';
import { RequestCard } from '../../features/tickets/request-card.tsx';
import { RequestList } from '../../features/tickets/request-list.tsx';
import {
  useLiveTicketLists,
  useMyRequests,
  useRefreshTicketLists,
} from '../../features/tickets/use-ticket-lists.ts';
import { viewerActor } from '../../features/tickets/viewer-actor.ts';
import { EmptyState, Page, PageSection } from '../../layouts/app-layout/page.tsx';
import { lazyExport } from '../../lazy/lazy-export.ts';
import { LoadWhenWanted } from '../../lazy/load-when-wanted.tsx';
import { useEditRequest } from './use-edit-request.ts';

// Its words are DeleteTicket's declaration (shared/commands/ticket-commands.ts), whose inputs
// would weigh on the dashboard's first load: fetched when a customer first deletes a request.
const deleteDialog = lazyExport(() => import('./delete-request-dialog.tsx'), 'DeleteRequestDialog');
const hireAgainOffer = lazyExport(() => import('./hire-again-offer.tsx'), 'HireAgainOffer');

/**
 * `/dashboard/customer` ("Your Dashboard", docs/screens.md#dashboards): the customer's open
 * requests, live.
 */
export function CustomerDashboardPage() {
  const { me } = useSession();
  const viewer = useMemo(() => viewerActor(me), [me]);
  useLiveTicketLists();
  const requests = useMyRequests('open');
  const refreshLists = useRefreshTicketLists();
  const [creating, setCreating] = useState(false);
  // The request as its card showed it when Delete was pressed; the dialog follows the list.
  const [deleting, setDeleting] = useState<CardTicket | null>(null);
  const deleteTarget =
    deleting &&
    listDialogTarget(deleting, requests.data, (ticket) => cardActions(ticket, viewer).canDelete);
  const edit = useEditRequest();
  // Hire again's link (docs/lifecycle.md#hire-again): its part is fetched only when followed.
  const hiring = new URLSearchParams(useSearch()).has('hireAgain');

  return (
    <Page
      title="Your Dashboard"
      description="Submit a request when you are stuck, and follow it here until it is resolved."
      actions={
        <Button
          onPointerEnter={preloadRequestForm}
          onFocus={preloadRequestForm}
          onClick={() => setCreating(true)}
        >
          <Plus size={16} aria-hidden="true" />
          New Request
        </Button>
      }
    >
      <PageSection title="My Requests">
        {edit.error && <FormAlert tone="error">{edit.error}</FormAlert>}
        <LoadWhenWanted
          source={hireAgainOffer}
          wanted={hiring}
          props={{ onSaved: () => void refreshLists() }}
        />
        <RequestList
          query={requests}
          noun="your requests"
          empty={
            <EmptyState icon={<Inbox size={24} />}>
              <p>
                Welcome! You have no open requests yet. When you submit a request, it will appear
                here.
              </p>
            </EmptyState>
          }
          renderCard={(ticket, now) => (
            <RequestCard
              ticket={ticket}
              viewer={viewer}
              now={now}
              onEdit={(card) => edit.start(card.id)}
              editPending={edit.loadingId === ticket.id}
              onDelete={setDeleting}
            />
          )}
        />
      </PageSection>

      {/* Create: the form shows its own "submitted successfully" dialog (docs/screens.md). */}
      <LazyRequestFormDialog
        open={creating}
        onOpenChange={setCreating}
        onSaved={() => void refreshLists()}
      />
      {edit.ticket && (
        <LazyRequestFormDialog
          key={edit.ticket.id}
          open={edit.open}
          onOpenChange={edit.setOpen}
          ticket={edit.ticket}
          onSaved={() => void refreshLists()}
          onGone={(text) => {
            edit.tell(text);
            void refreshLists();
          }}
        />
      )}
      {deleteTarget && (
        <LoadWhenWanted
          key={deleteTarget.ticket.id}
          source={deleteDialog}
          wanted
          props={{
            ticket: deleteTarget.ticket,
            confirmable: deleteTarget.confirmable,
            onClose: () => setDeleting(null),
          }}
        />
      )}
    </Page>
  );
}
