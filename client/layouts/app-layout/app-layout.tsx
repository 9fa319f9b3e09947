import type { ReactNode } from 'react';
import { NewRequestNotices } from '../../features/request-alerts/request-alerts-mount.tsx';
import { AppTopBar } from './app-top-bar.tsx';
import * as styles from '../public-layout/public-layout.css.ts';

export interface AppLayoutProps {
  children: ReactNode;
}

/**
 * Chrome for signed-in screens (docs/screens.md#signed-in-layout). Render it inside
 * <RequireSession>: the top bar needs the user. The shell styles are the public layout's.
 */
export function AppLayout({ children }: AppLayoutProps) {
  return (
    <div className={styles.shell}>
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <AppTopBar />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      {/* A developer hears of new requests on any page (docs/request-alerts.md#live). */}
      <NewRequestNotices />
    </div>
  );
}
