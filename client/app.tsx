import { useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import type { Role } from './features/auth/use-me.ts';
import { RequireRole, RequireSession } from './features/session/require-session.tsx';
import { AppLayout } from './layouts/app-layout/app-layout.tsx';
import { PublicLayout } from './layouts/public-layout/public-layout.tsx';
import { AuthCallbackPage } from './routes/auth-callback/auth-callback-page.tsx';
import { CustomerAccountPage } from './routes/customer-account/customer-account-page.tsx';
import { CustomerDashboardPage } from './routes/customer-dashboard/customer-dashboard-page.tsx';
import { DashboardRedirectPage } from './routes/dashboard/dashboard-redirect-page.tsx';
import { DeveloperAvailablePage } from './routes/developer-available/developer-available-page.tsx';
import { DeveloperDashboardPage } from './routes/developer-dashboard/developer-dashboard-page.tsx';
import { DiscussionsPage } from './routes/discussions/discussions-page.tsx';
import { HelpPage } from './routes/help/help-page.tsx';
import { LandingPage } from './routes/landing/landing-page.tsx';
import { ModerationPage } from './routes/moderation/moderation-page.tsx';
import { PaidSuccessfulPage } from './routes/paid-successful/paid-successful-page.tsx';
import { PlanPage } from './routes/plan/plan-page.tsx';
import { ResetPasswordPage } from './routes/reset-password/reset-password-page.tsx';
import { SandboxCheckoutPage } from './routes/sandbox-checkout/sandbox-checkout-page.tsx';
import { VerificationPendingPage } from './routes/verification-pending/verification-pending-page.tsx';

interface PublicRoute {
  path: string;
  layout: ComponentType<{ children: ReactNode }>;
  page: ComponentType;
}

interface ProtectedRoute {
  path: string;
  page: ComponentType;
  /** Who may open it; anyone else is sent to their own dashboard. Omitted: every signed-in user. */
  roles?: readonly Role[];
}

// One line per screen of SPEC §2; order matters only where patterns overlap (first match wins).
const publicRoutes: readonly PublicRoute[] = [
  { path: '/', layout: PublicLayout, page: LandingPage },
  { path: '/verification-pending', layout: PublicLayout, page: VerificationPendingPage },
  { path: '/auth/callback', layout: PublicLayout, page: AuthCallbackPage },
  { path: '/reset-password', layout: PublicLayout, page: ResetPasswordPage },
];

// SPEC §2 "Protected routes", all inside the sign-in guard and the authenticated layout.
const protectedRoutes: readonly ProtectedRoute[] = [
  { path: '/dashboard', page: DashboardRedirectPage },
  { path: '/dashboard/customer', page: CustomerDashboardPage, roles: ['customer'] },
  { path: '/dashboard/customer/profile', page: CustomerAccountPage, roles: ['customer'] },
  { path: '/dashboard/customer/plan/:ticketId', page: PlanPage, roles: ['customer'] },
  { path: '/dashboard/developer', page: DeveloperDashboardPage, roles: ['developer'] },
  { path: '/dashboard/developer/available', page: DeveloperAvailablePage, roles: ['developer'] },
  { path: '/dashboard/developer/plan/:ticketId', page: PlanPage, roles: ['developer'] },
  { path: '/paidSuccessful/:billingRecordId', page: PaidSuccessfulPage },
  { path: '/discussions', page: DiscussionsPage },
  { path: '/discussions/:ticketId', page: DiscussionsPage },
  { path: '/help', page: HelpPage },
  { path: '/moderation', page: ModerationPage, roles: ['moderator'] },
];

/**
 * One pattern for every protected path, so the guard and the layout are a single route that
 * stays mounted while the user moves between signed-in screens (no spinner or top-bar flash on
 * each click). Same rules as wouter's own patterns: `:param` is one segment, an optional
 * trailing slash, case-insensitive.
 */
const protectedPattern = new RegExp(
  `^(?:${protectedRoutes.map(({ path }) => path.replace(/:[^/]+/g, '[^/]+')).join('|')})/?$`,
  'i',
);

export function App() {
  useScrollToTopOnNavigate();
  return (
    <Switch>
      {publicRoutes.map(({ path, layout: Layout, page: Page }) => (
        <Route key={path} path={path}>
          <Layout>
            <Page />
          </Layout>
        </Route>
      ))}
      {/* The sandbox provider's hosted checkout: signed in like every protected screen, but
          outside the app's chrome, as a payment provider's own page would be. */}
      <Route path="/sandbox/checkout/:billingRecordId">
        <RequireSession>
          <RequireRole roles={['customer']}>
            <SandboxCheckoutPage />
          </RequireRole>
        </RequireSession>
      </Route>
      <Route path={protectedPattern}>
        <RequireSession>
          <AppLayout>
            <Switch>
              {protectedRoutes.map(({ path, roles, page: Page }) => (
                <Route key={path} path={path}>
                  {roles ? (
                    <RequireRole roles={roles}>
                      <Page />
                    </RequireRole>
                  ) : (
                    <Page />
                  )}
                </Route>
              ))}
            </Switch>
          </AppLayout>
        </RequireSession>
      </Route>
      {/* SPEC §2: any unknown path redirects to /. */}
      <Route>
        <Redirect to="/" replace />
      </Route>
    </Switch>
  );
}

// A client-side navigation keeps the old scroll position; a new page should start at its top.
function useScrollToTopOnNavigate() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
}
