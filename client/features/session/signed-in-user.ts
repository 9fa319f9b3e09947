import { useSyncExternalStore } from 'react';
import type { Me, Role } from '#shared/schemas/auth.ts';
import { apiClient } from '../../api-client.ts';

/**
 * Who is signed in, as known outside the signed-in screens: the public pages' top bar and the
 * redirect from / need only the role. Asked once with the plain API client, so a visitor's first
 * load carries no React Query. The answer also seeds `useMe`'s cache, so a signed-in user opening
 * a screen directly does not wait for the same question twice; from then on the API layer's cache
 * keeps this current (trpc.ts: sign-in, sign-out, profile changes). `undefined` until known, also while prerendering
 * and hydrating: the visitor's view.
 */
let user: { me: Me | null; at: number } | undefined;
// Bumped by every answer, so a question asked before a newer answer cannot overwrite it.
let version = 0;
let asking = false;
const listeners = new Set<() => void>();

function publish(me: Me | null) {
  version++;
  const changed = user?.me?.role !== me?.role || user === undefined;
  user = { me, at: Date.now() };
  if (changed) for (const listener of listeners) listener();
}

/** What the API layer learned (the profile query, sign-in, sign-out). */
export function rememberSignedInUser(me: Me | null): void {
  publish(me);
}

/** The last answer and when it came, if there is one (React Query's initial data). */
export function signedInUserIfKnown(): { me: Me | null; at: number } | undefined {
  return user;
}

/** Asks the server who is signed in, unless it has answered or is answering. */
export function askWhoIsSignedIn(): void {
  if (user !== undefined || asking) return;
  asking = true;
  const askedAt = version;
  apiClient()
    .auth.me.query()
    .then(
      (me) => {
        if (version === askedAt) publish(me);
      },
      // Unknown stays unknown (the visitor's view); the next page asks again.
      () => undefined,
    )
    .finally(() => {
      asking = false;
    });
}

function subscribe(listener: () => void) {
  listeners.add(listener);
  askWhoIsSignedIn();
  return () => listeners.delete(listener);
}

/** The signed-in user's role, null for a visitor, undefined until known. */
export function useSignedInRole(): Role | null | undefined {
  return useSyncExternalStore(
    subscribe,
    () => (user === undefined ? undefined : (user.me?.role ?? null)),
    () => undefined,
  );
}
