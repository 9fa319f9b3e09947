import { useEffect, useMemo, useState } from 'react';
import type { ReactNode } from 'react';
import { Redirect, useLocation, useSearch } from 'wouter';
import { trpc } from '../../trpc.ts';
import { rememberReturnTo } from '../auth/return-to.ts';
import { OPEN_SIGN_IN } from '../auth/sign-in-request.ts';
import { useMe } from '../auth/use-me.ts';
import { dashboardPathFor } from '../auth/dashboard-path.ts';
import type { Role } from '../auth/use-me.ts';
import { useForgetSignedInData } from './forget-signed-in-data.ts';
import { LoadingScreen } from './loading-screen.tsx';
import { SessionContext, useSession } from './session-context.ts';
import type { Session } from './session-context.ts';
import { onSessionEnded, type SessionEnd } from './session-ended.ts';
import { SuspensionNotice } from './suspension-notice.tsx';

export interface RequireSessionProps {
  children: ReactNode;
  /**
   * What a visitor sees instead of being sent to sign in, on a screen that is also theirs to
   * read (the help centre, docs/public-site.md). Omitted: the visitor is asked to sign in.
   */
  signedOut?: ReactNode;
}

/**
 * Protected routes (docs/screens.md#protected-routes): a spinner while the profile loads; with no
 * profile, remember where the visitor was going and send them to /, where the sign-in dialog opens
 * and, once they are in, takes them back there. A session a moderator's suspension ended is not left in silence: the screen gives way to
 * the notice that says so, why, and how to appeal.
 */
export function RequireSession({ children, signedOut }: RequireSessionProps) {
  const { data, isPending } = useMe();
  const [signingOut, setSigningOut] = useState(false);
  const ended = useLeaveWhenSessionEnds();
  const me = data ?? null;
  const session = useMemo<Session | null>(
    () => (me ? { me, markSigningOut: () => setSigningOut(true) } : null),
    [me],
  );

  if (ended === 'suspended') return <SuspensionNotice />;
  if (isPending) return <LoadingScreen label="Loading your account" />;
  // A failed first load has no data: treated as signed out, since nothing here can work without
  // a user. A failed refetch keeps the last user, so a network blip does not sign anyone out.
  if (!session && signedOut && !signingOut) return <VisitorView>{signedOut}</VisitorView>;
  // Signed out here or in another tab: a quiet landing on /, not a sign-in nobody asked for.
  if (!session) return <LeaveToHome remember={!signingOut && ended === null} />;
  // Signing out: the signed-in screens go at once, so none of their live feeds or queries asks
  // the server again while it ends the session (each would be a 401); the address stays until
  // the server has answered (use-sign-out.ts).
  if (signingOut) return <LoadingScreen label="Signing out" />;
  return <SessionContext value={session}>{children}</SessionContext>;
}

/**
 * The server ended the session while a signed-in screen was open (signed out in another tab, a
 * password reset, a moderator's suspension): nobody is signed in any more, so the guard leaves
 * at once, as after a sign-out here, rather than wait for the screen's next request to fail.
 * Returns how it ended, once it has: after a suspension the guard shows its notice instead of
 * leaving.
 */
function useLeaveWhenSessionEnds(): SessionEnd | null {
  const utils = trpc.useUtils();
  const [ended, setEnded] = useState<SessionEnd | null>(null);
  useEffect(
    () =>
      onSessionEnded((end) => {
        setEnded((before) => (before === 'suspended' ? before : end));
        utils.auth.me.setData(undefined, null);
      }),
    [utils],
  );
  return ended;
}

/** A screen visitors may read: nothing of a signed-in user whose session ended stays behind. */
function VisitorView({ children }: { children: ReactNode }) {
  useForgetSignedInData();
  return children;
}

function LeaveToHome({ remember }: { remember: boolean }) {
  const [location, navigate] = useLocation();
  const search = useSearch();
  useForgetSignedInData();
  useEffect(() => {
    if (!remember) {
      navigate('/', { replace: true });
      return;
    }
    rememberReturnTo(search ? `${location}?${search}` : location);
    // Not a silent landing on /: the visitor opened a link to sign in for.
    navigate('/', { replace: true, state: OPEN_SIGN_IN });
  }, [remember, location, search, navigate]);
  return null;
}

export interface RequireRoleProps {
  roles: readonly Role[];
  children: ReactNode;
}

/** A screen for other roles sends the user to their own dashboard instead of an empty page. */
export function RequireRole({ roles, children }: RequireRoleProps) {
  const { me } = useSession();
  if (!roles.includes(me.role)) return <Redirect to={dashboardPathFor(me.role)} replace />;
  return children;
}
