import { createContext, useContext } from 'react';
import type { Me } from '../auth/use-me.ts';

export interface Session {
  /** The signed-in user; always present below <RequireSession>. */
  me: Me;
  /**
   * Called by sign-out just before the user is cleared, so the guard knows the session ended on
   * purpose and does not remember this page as a place to come back to.
   */
  markSigningOut: () => void;
}

export const SessionContext = createContext<Session | null>(null);

/** The current session; only valid on screens rendered inside <RequireSession>. */
export function useSession(): Session {
  const session = useContext(SessionContext);
  if (!session) throw new Error('useSession() used outside <RequireSession>');
  return session;
}
