import { useEffect, useState } from 'react';
import { useLocation } from 'wouter';
import { LazySignInDialog } from './lazy-sign-in-dialog.tsx';
import { asksForSignIn } from './sign-in-request.ts';

/**
 * Opens the sign-in dialog when the screen was reached with OPEN_SIGN_IN (sign-in-request.ts),
 * e.g. a conversation link opened signed out: the visitor signs in and the dialog takes them back
 * to the page they wanted (return-to.ts). Only a navigation asks: a page's first load never does,
 * so a prerendered page hydrates as served. The request is taken out of the history entry at
 * once, so a reload or a later Back does not open the dialog again.
 */
export function SignInOnArrival() {
  const [location] = useLocation();
  const [seen, setSeen] = useState(location);
  const [open, setOpen] = useState(false);
  // React's "adjust state on a prop change": a new location that asks opens the dialog.
  if (location !== seen) {
    setSeen(location);
    if (asksForSignIn(history.state)) setOpen(true);
  }
  useEffect(() => {
    if (asksForSignIn(history.state)) history.replaceState(null, '', window.location.href);
  }, [location]);
  return <LazySignInDialog open={open} onOpenChange={setOpen} />;
}
