import { useMemo } from 'react';
import { FileClock, LogOut, Receipt } from 'lucide-react';
import { Button, ButtonLink } from '../../components/button.tsx';
import { ProfileCard } from '../../features/session/profile-card.tsx';
import { useSession } from '../../features/session/session-context.ts';
import { useSignOut } from '../../features/session/use-sign-out.ts';
import { HireAgainLink } from '../../features/hire-again/hire-again-link.tsx';
import { RequestCard } from '../../features/tickets/request-card.tsx';
import { RequestList } from '../../features/tickets/request-list.tsx';
import { useLiveTicketLists, useMyRequests } from '../../features/tickets/use-ticket-lists.ts';
import { viewerActor } from '../../features/tickets/viewer-actor.ts';
import { EmptyState, Page, PageSection } from '../../layouts/app-layout/page.tsx';
import { EditProfileDialog } from '../../features/session/edit-profile-dialog.tsx';
import * as styles from './customer-account.css.ts';

/** `/dashboard/customer/profile` ("My Account", docs/screens.md#dashboards). */
export function CustomerAccountPage() {
  const { me } = useSession();
  const { signOut, isSigningOut } = useSignOut();
  const viewer = useMemo(() => viewerActor(me), [me]);
  // Approved and rejected requests (Request History, docs/lifecycle.md#lists-and-counters), live as
  // requests close.
  useLiveTicketLists();
  const history = useMyRequests('history');

  return (
    <Page title="My Account">
      <ProfileCard
        me={me}
        actions={
          <>
            <EditProfileDialog me={me} triggerLabel="Edit" />
            <Button variant="ghost" disabled={isSigningOut} onClick={() => void signOut()}>
              <LogOut size={16} aria-hidden="true" />
              Sign Out
            </Button>
          </>
        }
      />
      <PageSection title="Payments">
        <p className={styles.paymentsText}>
          What you paid for each milestone, where the money is now, and a receipt for each.
        </p>
        <div>
          <ButtonLink href="/dashboard/customer/payments" variant="secondary">
            <Receipt size={16} aria-hidden="true" />
            Payments and receipts
          </ButtonLink>
        </div>
      </PageSection>
      <PageSection title="Request History">
        <RequestList
          query={history}
          noun="your request history"
          // My Account shows a spinner while loading (docs/screens.md#dashboards).
          loading="spinner"
          empty={
            <EmptyState icon={<FileClock size={24} />}>
              <p>
                No tickets completed yet. Tickets will appear here once they are fully resolved.
              </p>
            </EmptyState>
          }
          renderCard={(ticket, now) => (
            <RequestCard ticket={ticket} viewer={viewer} now={now}>
              {/* A completed request's Unblocker may be offered the next one first. */}
              <HireAgainLink ticket={ticket} viewer={viewer} />
            </RequestCard>
          )}
        />
      </PageSection>
    </Page>
  );
}
