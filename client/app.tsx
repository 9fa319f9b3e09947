import { useEffect } from 'react';
import type { ComponentType, ReactNode } from 'react';
import { Redirect, Route, Switch, useLocation } from 'wouter';
import { PublicLayout } from './layouts/public-layout/public-layout.tsx';
import { LandingPage } from './routes/landing/landing-page.tsx';

interface AppRoute {
  path: string;
  layout: ComponentType<{ children: ReactNode }>;
  page: ComponentType;
}

// One line per screen of SPEC §2; order matters only where patterns overlap (first match wins).
const routes: readonly AppRoute[] = [{ path: '/', layout: PublicLayout, page: LandingPage }];

export function App() {
  useScrollToTopOnNavigate();
  return (
    <Switch>
      {routes.map(({ path, layout: Layout, page: Page }) => (
        <Route key={path} path={path}>
          <Layout>
            <Page />
          </Layout>
        </Route>
      ))}
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
