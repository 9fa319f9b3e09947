import { Redirect } from 'wouter';
import { dashboardPathFor } from '../../features/auth/dashboard-path.ts';
import { useSession } from '../../features/session/session-context.ts';

/**
 * `/dashboard`: each role has its own home (docs/screens.md#protected-routes); sign-in and sign-up
 * land here.
 */
export function DashboardRedirectPage() {
  const { me } = useSession();
  return <Redirect to={dashboardPathFor(me.role)} replace />;
}
