import type { ReactNode } from 'react';
import { Footer } from './footer.tsx';
import { PublicPageMeta } from './public-page-meta.tsx';
import { TopBar } from './top-bar.tsx';
import * as styles from './public-layout.css.ts';

export interface PublicLayoutProps {
  children: ReactNode;
}

/** Chrome for the signed-out marketing pages (docs/screens.md#public-layout). */
export function PublicLayout({ children }: PublicLayoutProps) {
  return (
    <div className={styles.shell}>
      <PublicPageMeta />
      <a href="#main" className={styles.skipLink}>
        Skip to content
      </a>
      <TopBar />
      <main id="main" tabIndex={-1} className={styles.main}>
        {children}
      </main>
      <Footer />
    </div>
  );
}
