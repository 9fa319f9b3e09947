import { FileClock, LogOut, Pencil } from 'lucide-react';
import { Button } from '../../components/button.tsx';
import { ProfileCard } from '../../features/session/profile-card.tsx';
import { useSession } from '../../features/session/session-context.ts';
import { useSignOut } from '../../features/session/use-sign-out.ts';
import { EmptyState, Page, PageSection } from '../../layouts/app-layout/page.tsx';
import { EditProfileDialog } from './edit-profile-dialog.tsx';

/** `/dashboard/customer/profile` ("My Account", SPEC §2). */
export function CustomerAccountPage() {
  const { me } = useSession();
  const { signOut, isSigningOut } = useSignOut();

  return (
    <Page title="My Account">
      <ProfileCard
        me={me}
        actions={
          <>
            <EditProfileDialog
              me={me}
              trigger={
                <Button variant="secondary">
                  <Pencil size={16} aria-hidden="true" />
                  Edit
                </Button>
              }
            />
            <Button variant="ghost" disabled={isSigningOut} onClick={() => void signOut()}>
              <LogOut size={16} aria-hidden="true" />
              Sign Out
            </Button>
          </>
        }
      />
      {/* Approved and rejected tickets are listed here once the tickets feature exists. */}
      <PageSection title="Request History">
        <EmptyState icon={<FileClock size={24} />}>
          <p>No tickets completed yet. Tickets will appear here once they are fully resolved.</p>
        </EmptyState>
      </PageSection>
    </Page>
  );
}
