import { useEffect } from 'react';
import { useLocation } from 'wouter';

/**
 * Goes to `to` after `delayMs` (the delays of docs/forms.md#limits-and-delays), replacing the
 * current entry so Back does not land on a spent link. Pass null for "not yet"; leaving the page
 * cancels the redirect.
 */
export function useRedirectAfter(to: string | null, delayMs: number): void {
  const [, navigate] = useLocation();
  useEffect(() => {
    if (to === null) return;
    const timer = window.setTimeout(() => navigate(to, { replace: true }), delayMs);
    return () => window.clearTimeout(timer);
  }, [to, delayMs, navigate]);
}
