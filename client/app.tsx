import { Suspense, lazy, useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { PublicLayout } from './layouts/public-layout/public-layout.tsx';
import { LoadingScreen } from './features/session/loading-screen.tsx';
import { PageErrorBoundary } from './lazy/page-error-boundary.tsx';
import { PageSlot, lazyPage } from './lazy/lazy-page.tsx';
import type { LazyPage } from './lazy/lazy-page.tsx';
import { loadWithApi } from './lazy/with-api.tsx';
import { askWhoIsSignedIn } from './features/session/signed-in-user.ts';
import { SignInOnArrival } from './features/auth/sign-in-on-arrival.tsx';
import type { ProtectedRoute } from './signed-in/signed-in-routes.tsx';
import { LandingPage } from './routes/landing/landing-page.tsx';

// Every screen but the landing page is its own chunk, loaded on first visit: visitors to / never
// download the signed-in screens, the upload widget (Uppy) or the sandbox checkout and
// onboarding. The landing page is small and the most common first screen, so it ships in the
// entry chunk and paints without a second request.
const AccountSettingsPage = lazyPage(
  () => import('./routes/account-settings/account-settings-page.tsx'),
  'AccountSettingsPage',
);
const AuthCallbackPage = lazyPage(
  () => import('./routes/auth-callback/auth-callback-page.tsx'),
  'AuthCallbackPage',
);
const ConfirmEmailPage = lazyPage(
  () => import('./routes/email-change/confirm-email-page.tsx'),
  'ConfirmEmailPage',
);
const RevertEmailPage = lazyPage(
  () => import('./routes/email-change/revert-email-page.tsx'),
  'RevertEmailPage',
);
const UnsubscribePage = lazyPage(
  () => import('./routes/unsubscribe/unsubscribe-page.tsx'),
  'UnsubscribePage',
);
const ConfirmApplicationPage = lazyPage(
  () => import('./routes/confirm-application/confirm-application-page.tsx'),
  'ConfirmApplicationPage',
);
const CustomerAccountPage = lazyPage(
  () => import('./routes/customer-account/customer-account-page.tsx'),
  'CustomerAccountPage',
);
const CustomerPaymentsPage = lazyPage(
  () => import('./routes/customer-payments/customer-payments-page.tsx'),
  'CustomerPaymentsPage',
);
const PaymentReceiptPage = lazyPage(
  () => import('./routes/customer-payments/payment-receipt-page.tsx'),
  'PaymentReceiptPage',
);
const CustomerDashboardPage = lazyPage(
  () => import('./routes/customer-dashboard/customer-dashboard-page.tsx'),
  'CustomerDashboardPage',
);
const DashboardRedirectPage = lazyPage(
  () => import('./routes/dashboard/dashboard-redirect-page.tsx'),
  'DashboardRedirectPage',
);
const DeveloperAvailablePage = lazyPage(
  () => import('./routes/developer-available/developer-available-page.tsx'),
  'DeveloperAvailablePage',
);
const DeveloperDashboardPage = lazyPage(
  () => import('./routes/developer-dashboard/developer-dashboard-page.tsx'),
  'DeveloperDashboardPage',
);
const DeveloperProfilePage = lazyPage(
  () => import('./routes/developer-profile/developer-profile-page.tsx'),
  'DeveloperProfilePage',
);
const DiscussionsPage = lazyPage(
  () => import('./routes/discussions/discussions-page.tsx'),
  'DiscussionsPage',
);
const LearnMorePage = lazyPage(
  () => import('./routes/learn-more/learn-more-page.tsx'),
  'LearnMorePage',
  // Its forms bring the API layer themselves (access-tabs.tsx).
  { api: false },
);
// Pages of content only: no API layer (lazy/with-api.tsx).
const PricingPage = lazyPage(() => import('./routes/pricing/pricing-page.tsx'), 'PricingPage', {
  api: false,
});
const FaqPage = lazyPage(() => import('./routes/faq/faq-page.tsx'), 'FaqPage', { api: false });
const BecomeUnblockerPage = lazyPage(
  () => import('./routes/become-unblocker/become-unblocker-page.tsx'),
  'BecomeUnblockerPage',
  // Its form brings the API layer itself (application-section.tsx).
  { api: false },
);
const PrivacyPolicyPage = lazyPage(
  () => import('./routes/privacy-policy/privacy-policy-page.tsx'),
  'PrivacyPolicyPage',
  { api: false },
);
const TermsPage = lazyPage(
  () => import('./routes/terms-and-conditions/terms-page.tsx'),
  'TermsPage',
  { api: false },
);
const HelpPage = lazyPage(() => import('./routes/help/help-page.tsx'), 'HelpPage');
const ModerationPage = lazyPage(
  () => import('./routes/moderation/moderation-page.tsx'),
  'ModerationPage',
);
const CasePage = lazyPage(() => import('./routes/moderation-case/case-page.tsx'), 'CasePage');
const PaidSuccessfulPage = lazyPage(
  () => import('./routes/paid-successful/paid-successful-page.tsx'),
  'PaidSuccessfulPage',
);
const PlanPage = lazyPage(() => import('./routes/plan/plan-page.tsx'), 'PlanPage');
const ResetPasswordPage = lazyPage(
  () => import('./routes/reset-password/reset-password-page.tsx'),
  'ResetPasswordPage',
);
const SandboxCheckoutPage = lazyPage(
  () => import('./routes/sandbox-checkout/sandbox-checkout-page.tsx'),
  'SandboxCheckoutPage',
);
const SandboxOnboardingPage = lazyPage(
  () => import('./routes/sandbox-onboarding/sandbox-onboarding-page.tsx'),
  'SandboxOnboardingPage',
);
const VerificationPendingPage = lazyPage(
  () => import('./routes/verification-pending/verification-pending-page.tsx'),
  'VerificationPendingPage',
);

// The signed-in side (session guard, chrome, API layer) is not part of a visitor's first load
// either; it arrives beside the session check (PreloadMatchedPage).
const loadSignedIn = () => import('./signed-in/signed-in-routes.tsx');
const SignedInRoutes = lazy(() =>
  loadWithApi(loadSignedIn, 'SignedInRoutes').then((module) => ({
    default: module.SignedInRoutes,
  })),
);
const SignedInBareScreen = lazy(() =>
  loadWithApi(loadSignedIn, 'SignedInBareScreen').then((module) => ({
    default: module.SignedInBareScreen,
  })),
);

interface PublicRoute {
  path: string;
  layout: ComponentType<{ children: ReactNode }>;
  page: ComponentType;
}

// One line per screen (docs/screens.md#routes); order matters only where patterns overlap (first
// match wins).
const publicRoutes: readonly PublicRoute[] = [
  { path: '/', layout: PublicLayout, page: LandingPage },
  { path: '/learn-more', layout: PublicLayout, page: LearnMorePage },
  { path: '/pricing', layout: PublicLayout, page: PricingPage },
  { path: '/faq', layout: PublicLayout, page: FaqPage },
  { path: '/become-unblocker', layout: PublicLayout, page: BecomeUnblockerPage },
  // Where a developer application's mailed confirmation link lands.
  { path: '/become-unblocker/confirm', layout: PublicLayout, page: ConfirmApplicationPage },
  { path: '/privacy-policy', layout: PublicLayout, page: PrivacyPolicyPage },
  { path: '/terms-and-conditions', layout: PublicLayout, page: TermsPage },
  { path: '/verification-pending', layout: PublicLayout, page: VerificationPendingPage },
  { path: '/auth/callback', layout: PublicLayout, page: AuthCallbackPage },
  { path: '/reset-password', layout: PublicLayout, page: ResetPasswordPage },
  // Where the mails of an email change land (docs/accounts.md#password-and-email): opened in any
  // browser, signed in or not.
  { path: '/confirm-email', layout: PublicLayout, page: ConfirmEmailPage },
  { path: '/revert-email', layout: PublicLayout, page: RevertEmailPage },
  // A mail's unsubscribe link (docs/mail.md#preferences): works without signing in.
  { path: '/unsubscribe', layout: PublicLayout, page: UnsubscribePage },
];

// The protected routes (docs/screens.md#protected-routes), all inside the sign-in guard and the
// authenticated layout.
const protectedRoutes: readonly ProtectedRoute[] = [
  { path: '/dashboard', page: DashboardRedirectPage },
  { path: '/dashboard/customer', page: CustomerDashboardPage, roles: ['customer'] },
  { path: '/dashboard/customer/profile', page: CustomerAccountPage, roles: ['customer'] },
  { path: '/dashboard/customer/plan/:ticketId', page: PlanPage, roles: ['customer'] },
  { path: '/dashboard/customer/payments', page: CustomerPaymentsPage, roles: ['customer'] },
  {
    path: '/dashboard/customer/payments/:billingRecordId',
    page: PaymentReceiptPage,
    roles: ['customer'],
  },
  { path: '/dashboard/developer', page: DeveloperDashboardPage, roles: ['developer'] },
  { path: '/dashboard/developer/available', page: DeveloperAvailablePage, roles: ['developer'] },
  { path: '/dashboard/developer/plan/:ticketId', page: PlanPage, roles: ['developer'] },
  { path: '/paidSuccessful/:billingRecordId', page: PaidSuccessfulPage },
  { path: '/discussions', page: DiscussionsPage },
  // Every role's account settings (docs/accounts.md).
  { path: '/settings', page: AccountSettingsPage },
  { path: '/discussions/:ticketId', page: DiscussionsPage },
  // Also readable signed out: the public site links to it (docs/public-site.md).
  { path: '/help', page: HelpPage, openToVisitors: true },
  // An Unblocker's public profile (docs/profiles.md): visitors read it too.
  { path: '/developers/:id', page: DeveloperProfilePage, openToVisitors: true },
  { path: '/moderation', page: ModerationPage, roles: ['moderator'] },
  { path: '/moderation/cases/:ticketId', page: CasePage, roles: ['moderator'] },
];

/**
 * Loads the code of the public page at `path` (a no-op for the landing page, which is in the
 * entry), so a prerendered page can be hydrated without its content suspending.
 */
export async function loadPublicPage(path: string): Promise<void> {
  const page = publicRoutes.find((route) => route.path === path)?.page;
  if (page && 'preload' in page) await (page as LazyPage).preload();
}

/**
 * One pattern for every protected path, so the guard and the layout are a single route that
 * stays mounted while the user moves between signed-in screens (no spinner or top-bar flash on
 * each click). Same rules as wouter's own patterns: `:param` is one segment, an optional
 * trailing slash, case-insensitive.
 */
const protectedPattern = new RegExp(
  `^(?:${protectedRoutes.map(({ path }) => pathPattern(path)).join('|')})/?$`,
  'i',
);

/** A route path as a regular expression source: `:param` stands for one segment. */
function pathPattern(path: string): string {
  return path.replace(/:[^/]+/g, '[^/]+');
}

export function App() {
  useScrollToTopOnNavigate();
  return (
    <>
      <SignInOnArrival />
      <Switch>
        {publicRoutes.map(({ path, layout: Layout, page: Page }) => (
          <Route key={path} path={path}>
            <Layout>
              <PageSlot page={Page} />
            </Layout>
          </Route>
        ))}
        {/* The sandbox provider's hosted checkout: signed in like every protected screen, but
          outside the app's chrome, as a payment provider's own page would be. */}
        <Route path="/sandbox/checkout/:billingRecordId">
          <SignedInSide>
            <SignedInBareScreen roles={['customer']} page={SandboxCheckoutPage} />
          </SignedInSide>
        </Route>
        {/* The sandbox provider's stand-in for Stripe's onboarding, where a developer sets up
          payouts: outside the app's chrome too (docs/payments.md#payouts). */}
        <Route path="/sandbox/onboarding">
          <SignedInSide>
            <SignedInBareScreen roles={['developer']} page={SandboxOnboardingPage} />
          </SignedInSide>
        </Route>
        <Route path={protectedPattern}>
          <PreloadMatchedPage />
          <SignedInSide>
            <SignedInRoutes routes={protectedRoutes} />
          </SignedInSide>
        </Route>
        {/* Any unknown path redirects to / (docs/screens.md#routes). */}
        <Route>
          <Redirect to="/" replace />
        </Route>
      </Switch>
    </>
  );
}

/** Where the signed-in side's chunk renders, with a spinner while it arrives. */
function SignedInSide({ children }: { children: ReactNode }) {
  return (
    <PageErrorBoundary>
      <Suspense fallback={<LoadingScreen label="Loading your account" />}>{children}</Suspense>
    </PageErrorBoundary>
  );
}

/**
 * Fetches the screen being opened, the signed-in side and the session at once, rather than one
 * after the other: the three arrive together.
 */
function PreloadMatchedPage() {
  const [location] = useLocation();
  useEffect(() => {
    const route = protectedRoutes.find(({ path }) =>
      new RegExp(`^${pathPattern(path)}/?$`, 'i').test(location),
    );
    // Failure is not an error here: the visit itself fetches again, and says so if it fails.
    void route?.page.preload().catch(() => undefined);
    void loadSignedIn().catch(() => undefined);
    askWhoIsSignedIn();
  }, [location]);
  return null;
}

// A client-side navigation keeps the old scroll position; a new page should start at its top.
function useScrollToTopOnNavigate() {
  const [location] = useLocation();
  useEffect(() => {
    window.scrollTo(0, 0);
  }, [location]);
}
