import { lazyExport } from '../../lazy/lazy-export.ts';
import { media } from '../../styles/theme.css.ts';
import { MenuButton } from '../menu-button.tsx';
import type { AppNavItem } from './app-nav-items.ts';
import * as styles from './app-mobile-menu.css.ts';

// Fetched when someone reaches for the menu (or, on a phone, once the page has settled), not with
// every signed-in page's first load (the dashboard's JavaScript budget, docs/speed.md).
const lazyPanel = lazyExport(() => import('./app-mobile-menu-panel.tsx'), 'AppMobileMenuPanel');

/**
 * Under 700 px: the menu button and the slide-in menu it opens, with the role's links, Account
 * Settings and Sign Out (docs/screens.md#signed-in-layout).
 */
export function AppMobileMenu({ items }: { items: readonly AppNavItem[] }) {
  return (
    <MenuButton
      panel={lazyPanel}
      props={{ items }}
      className={styles.trigger}
      closeFrom={media.md}
      preloadBelow
    />
  );
}
