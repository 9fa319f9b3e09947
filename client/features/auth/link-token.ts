import { useEffect, useState } from 'react';

/*
 * Emailed links carry their token in the fragment (`#token=…`): browsers never send a fragment
 * to a server or in a Referer header. Once read, it is dropped from the address bar too.
 */

/** The raw `token` of the fragment, or null. Pure, so it is safe in a useState initializer. */
function readLinkToken(): string | null {
  return new URLSearchParams(window.location.hash.slice(1)).get('token') || null;
}

/** Replaces the current entry without the fragment, so the token is kept out of history. */
function forgetLinkToken(): void {
  if (!window.location.hash) return;
  const { pathname, search } = window.location;
  // Keep the entry's state: wouter (and the verification-pending email) live there.
  window.history.replaceState(window.history.state, '', pathname + search);
}

/**
 * The token of the link that opened this page. Read during the first render, dropped from the
 * URL right after. A second link pasted into the same tab only changes the fragment (no page
 * load), so `hashchange` picks that one up too; key the page's flow on the token to restart it.
 */
export function useLinkToken(): string | null {
  const [token, setToken] = useState(readLinkToken);
  useEffect(() => {
    forgetLinkToken();
    const takeNewToken = () => {
      const next = readLinkToken();
      if (next === null) return;
      setToken(next);
      forgetLinkToken();
    };
    window.addEventListener('hashchange', takeNewToken);
    return () => window.removeEventListener('hashchange', takeNewToken);
  }, []);
  return token;
}
