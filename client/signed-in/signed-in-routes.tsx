import { useMemo } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import type { Role } from '../features/auth/use-me.ts';
import { RequireRole, RequireSession } from '../features/session/require-session.tsx';
import { useSession } from '../features/session/session-context.ts';
import { AppLayout } from '../layouts/app-layout/app-layout.tsx';
import { PublicLayout } from '../layouts/public-layout/public-layout.tsx';
import { PageSlot, usePreloadPages } from '../lazy/lazy-page.tsx';
import type { LazyPage } from '../lazy/lazy-page.tsx';

// The signed-in side of the app: the session guard, the signed-in chrome (nav, account menu,
// sign-out) and the API layer under them. None of it is part of a visitor's first load; it
// arrives, in one chunk, beside the session check (app.tsx).

export interface ProtectedRoute {
  path: string;
  page: LazyPage;
  /** Who may open it; anyone else is sent to their own dashboard. Omitted: every signed-in user. */
  roles?: readonly Role[];
  /**
   * Visitors read it too, in the public layout, instead of being asked to sign in (the help
   * centre: its articles are no one's private data, docs/public-site.md; an Unblocker's public
   * profile, docs/profiles.md).
   */
  openToVisitors?: boolean;
}

/** Whether `location` is `path`'s, as wouter matches: `:param` one segment, a trailing slash. */
function matches(path: string, location: string): boolean {
  return new RegExp(`^${path.replace(/:[^/]+/g, '[^/]+')}/?$`, 'i').test(location);
}

export interface SignedInRoutesProps {
  routes: readonly ProtectedRoute[];
}

/**
 * The protected routes (docs/screens.md#protected-routes), all inside the sign-in guard and the
 * authenticated layout.
 */
export function SignedInRoutes({ routes }: SignedInRoutesProps) {
  const [location] = useLocation();
  const visitorRoute = routes.find(
    ({ path, openToVisitors }) => openToVisitors && matches(path, location),
  );
  const visitorPage = visitorRoute?.page;
  return (
    <RequireSession
      signedOut={
        visitorPage && (
          <PublicLayout>
            {/* In a route, so the page reads its `:param` as when signed in. */}
            <Route path={visitorRoute.path}>
              <PageSlot page={visitorPage} />
            </Route>
          </PublicLayout>
        )
      }
    >
      <PreloadSignedInPages routes={routes} />
      <AppLayout>
        <Switch>
          {routes.map(({ path, roles, page }) => (
            <Route key={path} path={path}>
              <SignedInPage roles={roles} page={page} />
            </Route>
          ))}
        </Switch>
      </AppLayout>
    </RequireSession>
  );
}

export interface SignedInPageProps {
  page: LazyPage;
  roles?: readonly Role[] | undefined;
}

function SignedInPage({ roles, page }: SignedInPageProps) {
  if (!roles) return <PageSlot page={page} />;
  return (
    <RequireRole roles={roles}>
      <PageSlot page={page} />
    </RequireRole>
  );
}

/** A signed-in screen outside the app's chrome (the sandbox provider's hosted checkout). */
export function SignedInBareScreen(props: SignedInPageProps) {
  return (
    <RequireSession>
      <SignedInPage {...props} />
    </RequireSession>
  );
}

/** Once signed in, the user's other screens are fetched in the background (a few small chunks). */
function PreloadSignedInPages({ routes }: SignedInRoutesProps) {
  const { me } = useSession();
  const pages = useMemo(
    () => [
      ...new Set(
        routes.filter(({ roles }) => !roles || roles.includes(me.role)).map(({ page }) => page),
      ),
    ],
    [routes, me.role],
  );
  usePreloadPages(pages);
  return null;
}
