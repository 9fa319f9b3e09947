import { Hero } from './hero.tsx';
import { TrustPoints } from './trust-points.tsx';

/** `/`: the first thing a stuck customer sees (SPEC §2). */
export function LandingPage() {
  return (
    <>
      <Hero />
      <TrustPoints />
    </>
  );
}
