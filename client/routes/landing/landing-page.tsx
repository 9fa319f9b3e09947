import { Redirect } from 'wouter';
import { useSignedInRole } from '../../features/session/signed-in-user.ts';
import { Hero } from './hero.tsx';
import { TrustPoints } from './trust-points.tsx';

/** `/`: the first thing a stuck customer sees (docs/screens.md#routes). */
export function LandingPage() {
  const role = useSignedInRole();
  // A signed-in user is sent on to their dashboard (docs/screens.md#routes). While the check runs,
  // visitors already see the page rather than a spinner.
  if (role) return <Redirect to="/dashboard" replace />;
  return (
    <>
      <Hero />
      <TrustPoints />
    </>
  );
}
