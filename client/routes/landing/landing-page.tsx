import { Redirect } from 'wouter';
import { useMe } from '../../features/auth/use-me.ts';
import { Hero } from './hero.tsx';
import { TrustPoints } from './trust-points.tsx';

/** `/`: the first thing a stuck customer sees (SPEC §2). */
export function LandingPage() {
  const { data: me } = useMe();
  // SPEC §2: a signed-in user is sent on to their dashboard. While the check runs, visitors
  // already see the page rather than a spinner.
  if (me) return <Redirect to="/dashboard" replace />;
  return (
    <>
      <Hero />
      <TrustPoints />
    </>
  );
}
